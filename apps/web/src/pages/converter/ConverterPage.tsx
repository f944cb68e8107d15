/**
 * /verilog-converter — Verilog to VHDL (spec §2 Converter, §4, §5, §8): a visitor sees the
 * login-required panel; a user adds .v files (choose or new), edits them in tabs, converts — the
 * answer is VHDL only when GHDL analysed it and a co-simulation proved it equivalent, shown with
 * its verification — or checks the syntax (通过 / 发现问题 with clickable messages). Several
 * candidate tops are offered to choose from; a normal user over the line limit sees the server's
 * sentence. A picked file whose name the server would refuse is renamed, and the page says so.
 */
import { CopyOutlined, DownloadOutlined, FileAddOutlined, UploadOutlined } from '@ant-design/icons';
import { exemptFromFreeLimits, type ConvertResponse, type Diagnostic, type ValidateResponse } from '@veridojo/contracts';
import { Alert, Button, Card, Empty, Input, Modal, Select, Space, Tabs, Typography } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useAction } from '../../api/action.ts';
import { ApiError, apiCall } from '../../api/client.ts';
import { toast } from '../../app/feedback.tsx';
import { RequireLogin } from '../../app/guards.tsx';
import { LazyBoundary } from '../../app/LazyBoundary.tsx';
import { openLoginModal } from '../../auth/auth-modals.ts';
import { useCurrentUser } from '../../auth/session.ts';
import { copyText } from '../../lib/clipboard.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { usePublicConfig } from '../home/use-public-config.ts';
import { EDITOR_HEIGHT, type EditorHandle } from '../../editor/editor-handle.ts';
import { admitPicked, DEFAULT_NEW_FILE, newModuleText, newFileProblem, type PickedName } from './converter-rules.ts';
import { VerificationView } from './VerificationView.tsx';

const CodeEditor = lazy(() => import('../../editor/CodeEditor.tsx'));

/** Why 3 s and 2 s: the spec's times for the success and copy messages (§4, §9). */
const SUCCESS_MS = 3000;
const COPIED_MS = 2000;

interface SourceFile {
  name: string;
  content: string;
}

type Outcome =
  | { kind: 'converted'; answer: ConvertResponse }
  | { kind: 'validated'; answer: ValidateResponse }
  | { kind: 'failed'; message: string; detail?: string };

/** A failed call as the spec's title (转换失败 / 语法检查失败 / 网络错误) with its reason below. */
function failureOf(error: unknown, title: string): Outcome {
  if (error instanceof ApiError && error.kind === 'http')
    return {
      kind: 'failed',
      message: title,
      detail: error.serverMessage ?? error.serverError ?? (error.status === 400 ? '代码行数超出限制' : undefined),
    };
  return { kind: 'failed', message: '网络错误', detail: '无法连接服务器，请检查网络后重试' };
}

function LoginRequired() {
  return (
    <Card style={{ maxWidth: 520, margin: '24px auto', textAlign: 'center' }} data-testid="converter-login">
      <Typography.Title level={4}>请先登录</Typography.Title>
      <Typography.Paragraph type="secondary">登录后即可把 Verilog 代码转换为 VHDL，并检查语法。</Typography.Paragraph>
      <Space>
        <Button type="primary" onClick={() => openLoginModal('login')}>
          登录
        </Button>
        <Button onClick={() => openLoginModal('register')}>注册</Button>
      </Space>
    </Card>
  );
}

function LineLimitHint() {
  const user = useCurrentUser();
  const config = usePublicConfig();
  if (!user || exemptFromFreeLimits(user, new Date())) return null;
  const limit = config.status === 'ready' ? config.config.converter_line_limit : 50;
  return (
    <Alert
      type="info"
      showIcon
      message={
        <>
          普通用户每次最多转换 {limit} 行代码（所有文件合计，不计空行和注释）。<Link to="/vip-recharge">升级 VIP</Link> 可解除限制。
        </>
      }
    />
  );
}

function Converter() {
  const [files, setFiles] = useState<SourceFile[]>([]);
  const [active, setActive] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [top, setTop] = useState<string | undefined>(undefined);
  const [success, setSuccess] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [naming, setNaming] = useState<string | null>(null);
  const [renamed, setRenamed] = useState<PickedName[]>([]);
  const picker = useRef<HTMLInputElement>(null);
  const editor = useRef<EditorHandle>(null);

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => setSuccess(null), SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [success]);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  // A file added under an open file's name (case aside, as the server compares) replaces it.
  const addFiles = (added: SourceFile[]) => {
    setFiles((current) => [...current.filter((f) => !added.some((a) => a.name.toLowerCase() === f.name.toLowerCase())), ...added]);
    if (added.length > 0) setActive(added[0]!.name);
  };
  const close = (name: string) => {
    const rest = files.filter((f) => f.name !== name);
    setFiles(rest);
    if (rest.length === 0) {
      // Removing the last file clears the results and the editor (spec §4).
      setOutcome(null);
      setActive(null);
      setTop(undefined);
    } else if (active === name) setActive(rest[0]!.name);
  };

  const requestOf = (chosenTop: string | undefined) => ({
    files: files.map((f) => ({ filename: f.name, content: f.content })),
    ...(chosenTop ? { top: chosenTop } : {}),
  });
  const convert = useAction(
    async (chosenTop: string | undefined) => {
      const answer = await apiCall('convert', requestOf(chosenTop));
      setOutcome({ kind: 'converted', answer });
      if (answer.success) setSuccess('转换成功，VHDL 已通过验证');
    },
    { failure: (error) => setOutcome(failureOf(error, '转换失败')) },
  );
  const validate = useAction(
    async (chosenTop: string | undefined) =>
      setOutcome({ kind: 'validated', answer: await apiCall('validateVerilog', requestOf(chosenTop)) }),
    { failure: (error) => setOutcome(failureOf(error, '语法检查失败')) },
  );
  const busy = convert.busy ? 'convert' : validate.busy ? 'validate' : null;

  const run = async (kind: 'convert' | 'validate', chosenTop = top) => {
    if (files.length === 0 || busy) return;
    setSuccess(null);
    await (kind === 'convert' ? convert : validate).run(chosenTop);
  };

  const openAt = (d: Diagnostic) => {
    if (!files.some((f) => f.name === d.file)) return;
    setActive(d.file);
    setTimeout(() => editor.current?.jumpToLine(d.line), 100);
  };

  const current = files.find((f) => f.name === active);
  const vhdl = outcome?.kind === 'converted' ? outcome.answer.vhdl_content : null;
  const download = () => {
    if (!vhdl) return;
    const url = URL.createObjectURL(new Blob([vhdl], { type: 'text/x-vhdl' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'converted.vhd';
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  return (
    <div className="vd-converter" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <LineLimitHint />
      <Space wrap>
        <Button icon={<UploadOutlined />} onClick={() => picker.current?.click()}>
          选择文件
        </Button>
        <input
          ref={picker}
          type="file"
          accept=".v"
          multiple
          hidden
          aria-label="选择 Verilog 文件"
          onChange={async (e) => {
            const chosen = [...(e.target.files ?? [])];
            e.target.value = '';
            const admitted = admitPicked(
              chosen.map((f) => f.name),
              files.map((f) => f.name),
            );
            if (admitted.skipped.length > 0) toast.warning(`只能转换 .v 文件，已跳过：${admitted.skipped.join('、')}`);
            setRenamed(admitted.files.filter((f) => f.renamedBecause !== null));
            addFiles(await Promise.all(admitted.files.map(async (f) => ({ name: f.name, content: await chosen[f.at]!.text() }))));
          }}
        />
        <Button icon={<FileAddOutlined />} onClick={() => setNaming(DEFAULT_NEW_FILE)}>
          新建文件
        </Button>
      </Space>
      <Alert type="warning" showIcon message="请上传设计用到的全部子模块文件：缺少子模块的设计无法转换" />
      {renamed.length > 0 && (
        <Alert
          type="info"
          showIcon
          closable
          onClose={() => setRenamed([])}
          data-testid="renamed-files"
          message="以下文件已重命名后加入"
          description={
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {renamed.map((f) => (
                <li key={f.name}>
                  {f.from} → {f.name}（{f.renamedBecause}）
                </li>
              ))}
            </ul>
          }
        />
      )}
      <Card size="small" title="Verilog 代码">
        {files.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="选择或新建 .v 文件后在这里编辑" style={{ minHeight: 160 }} />
        ) : (
          <>
            <Tabs
              type="editable-card"
              hideAdd
              size="small"
              activeKey={active ?? undefined}
              onChange={setActive}
              onEdit={(key, action) => action === 'remove' && typeof key === 'string' && close(key)}
              items={files.map((f) => ({ key: f.name, label: f.name, closable: true }))}
            />
            {current && (
              <LazyBoundary
                onError={(e) => console.error('代码编辑器加载失败', e)}
                fallback={<Empty description="代码编辑器加载失败，请刷新页面后重试" />}
              >
                <Suspense
                  fallback={
                    <div
                      role="status"
                      aria-label="编辑器加载中"
                      style={{ height: EDITOR_HEIGHT, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
                    >
                      <Spinner />
                    </div>
                  }
                >
                  <CodeEditor
                    key={current.name}
                    ref={editor}
                    initialCode={current.content}
                    onChange={(content) => setFiles((all) => all.map((f) => (f.name === current.name ? { ...f, content } : f)))}
                    diagnostics={
                      outcome?.kind === 'validated' || outcome?.kind === 'converted'
                        ? outcome.answer.diagnostics.filter((d) => d.file === current.name)
                        : []
                    }
                  />
                </Suspense>
              </LazyBoundary>
            )}
          </>
        )}
      </Card>
      <Space wrap>
        <Button
          type="primary"
          loading={busy === 'convert'}
          disabled={files.length === 0 || busy !== null}
          onClick={() => void run('convert')}
        >
          转换为 VHDL
        </Button>
        <Button loading={busy === 'validate'} disabled={files.length === 0 || busy !== null} onClick={() => void run('validate')}>
          语法检查
        </Button>
      </Space>
      <section aria-label="结果" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        {success && <Alert type="success" showIcon message={success} />}
        {outcome?.kind === 'failed' && <Alert type="error" showIcon message={outcome.message} description={outcome.detail} />}
        {outcome?.kind === 'converted' && !outcome.answer.success && (
          <Alert
            type="error"
            showIcon
            message="转换失败"
            description={
              <>
                {/* A failed proof's first line is the verification's summary, shown just below: only the reasons here. */}
                <div style={{ whiteSpace: 'pre-wrap' }}>
                  {outcome.answer.verification && !outcome.answer.verification.equivalent
                    ? (outcome.answer.error ?? '').split('\n').slice(1).join('\n') || '转换结果没有通过等价验证'
                    : outcome.answer.error}
                </div>
                {outcome.answer.candidates.length > 1 && (
                  <Space style={{ marginTop: 8 }} wrap>
                    <Select
                      aria-label="选择顶层模块"
                      style={{ minWidth: 180 }}
                      placeholder="选择顶层模块"
                      value={top}
                      onChange={setTop}
                      options={outcome.answer.candidates.map((c) => ({ value: c, label: c }))}
                    />
                    <Button type="primary" disabled={!top || busy !== null} onClick={() => void run('convert', top)}>
                      用此顶层模块转换
                    </Button>
                  </Space>
                )}
                {outcome.answer.stderr.trim() !== '' && (
                  <details style={{ marginTop: 8 }}>
                    <summary>详细信息</summary>
                    <pre style={{ whiteSpace: 'pre-wrap', fontSize: 12, margin: 0 }}>{outcome.answer.stderr}</pre>
                  </details>
                )}
              </>
            }
          />
        )}
        {outcome?.kind === 'converted' && outcome.answer.verification && (
          <VerificationView
            verification={outcome.answer.verification}
            translator={outcome.answer.translator}
            rewrites={outcome.answer.rewrites}
          />
        )}
        {outcome?.kind === 'validated' && (
          <Card
            size="small"
            title={outcome.answer.heading === '通过' ? '语法检查：通过' : '语法检查：发现问题'}
            data-testid="validation-result"
          >
            {outcome.answer.error && <Alert type="error" showIcon message={outcome.answer.error} style={{ marginBottom: 8 }} />}
            {outcome.answer.diagnostics.length === 0 ? (
              <Typography.Text type="success">没有发现问题</Typography.Text>
            ) : (
              <ul style={{ margin: 0, paddingLeft: 18 }}>
                {outcome.answer.diagnostics.map((d, i) => (
                  <li key={i}>
                    <Typography.Link onClick={() => openAt(d)}>
                      {d.file}:{d.line}
                    </Typography.Link>{' '}
                    <Typography.Text type={d.severity === 'error' ? 'danger' : 'warning'}>
                      {d.severity === 'error' ? '错误' : '警告'}
                    </Typography.Text>{' '}
                    {d.text}
                  </li>
                ))}
              </ul>
            )}
          </Card>
        )}
        {vhdl && (
          <Card
            size="small"
            title="VHDL 代码"
            extra={
              <Space>
                {copied && <Typography.Text type="success">已复制到剪贴板</Typography.Text>}
                <Button
                  size="small"
                  icon={<CopyOutlined />}
                  onClick={() =>
                    void copyText(vhdl).then(
                      () => setCopied(true),
                      (error: Error) => toast.error(`复制失败：${error.message}`),
                    )
                  }
                >
                  复制
                </Button>
                <Button size="small" icon={<DownloadOutlined />} onClick={download}>
                  下载
                </Button>
              </Space>
            }
          >
            <Input.TextArea
              aria-label="VHDL 代码"
              value={vhdl}
              readOnly
              style={{ height: EDITOR_HEIGHT, fontFamily: 'monospace', fontSize: 13 }}
            />
          </Card>
        )}
      </section>
      {naming !== null && (
        <Modal
          open
          title="新建文件"
          okText="创建"
          cancelText="取消"
          okButtonProps={{
            disabled:
              newFileProblem(
                naming,
                files.map((f) => f.name),
              ) !== null,
          }}
          onCancel={() => setNaming(null)}
          onOk={() => {
            const name = naming.trim();
            if (
              newFileProblem(
                name,
                files.map((f) => f.name),
              )
            )
              return;
            addFiles([{ name, content: newModuleText(name) }]);
            setNaming(null);
          }}
        >
          <Input aria-label="文件名" value={naming} autoFocus onChange={(e) => setNaming(e.target.value)} />
          {newFileProblem(
            naming,
            files.map((f) => f.name),
          ) && (
            <Typography.Text type="danger" role="alert">
              {newFileProblem(
                naming,
                files.map((f) => f.name),
              )}
            </Typography.Text>
          )}
        </Modal>
      )}
    </div>
  );
}

export default function ConverterPage() {
  usePageTitle('Verilog转VHDL');
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: '24px 16px 48px' }}>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        Verilog 转 VHDL 转换器
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        支持一次导入多个 .v 文件：顶层模块和它用到的子模块一起转换。每一份 VHDL 都先经过 GHDL 分析，再与原设计联合仿真验证等价后才给出。
      </Typography.Paragraph>
      {/* The login state is checked with the server on entry and again after a login (spec §2). */}
      <RequireLogin
        confirmWithServer
        fallback={<LoginRequired />}
        checking={
          <div role="status" style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <Spinner size={16} /> 正在检查登录状态…
          </div>
        }
      >
        <Converter />
      </RequireLogin>
    </div>
  );
}
