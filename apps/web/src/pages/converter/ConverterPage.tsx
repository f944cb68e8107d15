/**
 * /verilog-converter — Verilog to VHDL (spec §2 Converter, §4, §5, §8): a visitor sees the
 * login-required panel; a user adds .v files (choose or new), edits them in tabs, converts — the
 * answer is VHDL only when GHDL analysed it and a co-simulation proved it equivalent, shown with
 * its verification — or checks the syntax (通过 / 发现问题 with clickable messages). Several
 * candidate tops are offered to choose from; a normal user over the line limit sees the server's
 * sentence. A picked file whose name the server would refuse is renamed, and the page says so.
 * The files live in use-source-files.ts, the requests and their answer in use-conversion.ts.
 */
import { FileAddOutlined, UploadOutlined } from '@ant-design/icons';
import type { Diagnostic } from '@veridojo/contracts';
import { Alert, Button, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { RequireLogin } from '../../app/guards.tsx';
import type { EditorHandle } from '../../editor/editor-handle.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { ConversionResult } from './ConversionResult.tsx';
import { LineLimitHint, LoginRequired, RenamedFiles } from './ConverterNotices.tsx';
import { NewFileModal } from './NewFileModal.tsx';
import { SourceEditor } from './SourceEditor.tsx';
import { useConversion } from './use-conversion.ts';
import { useSourceFiles } from './use-source-files.ts';

function Converter() {
  const conversion = useConversion();
  const sources = useSourceFiles(conversion.clear);
  const [naming, setNaming] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const editor = useRef<EditorHandle>(null);
  const { outcome, busy } = conversion;
  const noFiles = sources.files.length === 0;

  const openAt = (d: Diagnostic) => {
    if (!sources.names.includes(d.file)) return;
    sources.select(d.file);
    // The editor of another file mounts first (its own key): jump once it is there.
    setTimeout(() => editor.current?.jumpToLine(d.line), 100);
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
          onChange={(e) => {
            const chosen = [...(e.target.files ?? [])];
            e.target.value = '';
            void sources.pick(chosen);
          }}
        />
        <Button icon={<FileAddOutlined />} onClick={() => setNaming(true)}>
          新建文件
        </Button>
      </Space>
      <Alert type="warning" showIcon message="请上传设计用到的全部子模块文件：缺少子模块的设计无法转换" />
      <RenamedFiles renamed={sources.renamed} onClose={sources.dismissRenamed} />
      <SourceEditor
        files={sources.files}
        active={sources.active}
        onSelect={sources.select}
        onClose={sources.close}
        onEdit={sources.edit}
        diagnostics={outcome?.kind === 'validated' || outcome?.kind === 'converted' ? outcome.answer.diagnostics : []}
        editorRef={editor}
      />
      <Space wrap>
        <Button
          type="primary"
          loading={busy === 'convert'}
          disabled={noFiles || busy !== null}
          onClick={() => void conversion.run('convert', sources.files)}
        >
          转换为 VHDL
        </Button>
        <Button
          loading={busy === 'validate'}
          disabled={noFiles || busy !== null}
          onClick={() => void conversion.run('validate', sources.files)}
        >
          语法检查
        </Button>
      </Space>
      <ConversionResult
        outcome={outcome}
        success={conversion.success}
        onOpen={openAt}
        top={conversion.top}
        onTop={conversion.setTop}
        onConvert={(top) => void conversion.run('convert', sources.files, top)}
        busy={busy !== null}
      />
      {naming && (
        <NewFileModal
          taken={sources.names}
          onCancel={() => setNaming(false)}
          onCreate={(name) => {
            sources.create(name);
            setNaming(false);
          }}
        />
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
