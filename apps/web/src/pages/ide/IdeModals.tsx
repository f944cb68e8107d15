/**
 * The IDE's dialogs (spec §2, §5): rename (confirm disabled until the name passes the rule),
 * create file (name rule, the supported types hint, a starting text), create folder (the same
 * name rule; the server keeps an empty folder, so it shows in the tree at once), and the project
 * template picker (cards with title, description and a 300-character preview; loading one fills
 * a folder).
 */
import type { IdeTemplate, IdeTreeNode } from '@veridojo/contracts';
import { Alert, Button, Card, Empty, Input, Modal, Radio, Typography } from 'antd';
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { useAction, useRowAction } from '../../api/action.ts';
import { useApiQuery } from '../../api/query.ts';
import { toast } from '../../app/feedback.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { CREATE_HINT, createProblem, entryType, folderProblem, newFileText, preview, renameProblem } from './ide-rules.ts';

export function RenameModal({
  path,
  tree,
  onClose,
  onRename,
}: {
  path: string;
  /** The project tree: a folder's name is checked as a folder's (no file type). */
  tree: readonly IdeTreeNode[];
  onClose: () => void;
  onRename: (name: string) => Promise<boolean>;
}) {
  const current = path.split('/').pop() ?? path;
  const [name, setName] = useState(current);
  const problem = renameProblem(current, name, entryType(tree, path));
  const rename = useAction(async (next: string) => {
    if (await onRename(next)) onClose();
  });
  const busy = rename.busy;
  const submit = async () => {
    if (!problem) await rename.run(name.trim());
  };
  return (
    <Modal
      open
      title="重命名"
      okText="确定"
      cancelText="取消"
      onOk={submit}
      onCancel={onClose}
      okButtonProps={{ disabled: problem !== null, loading: busy }}
      destroyOnHidden
    >
      <Input
        aria-label="新名称"
        value={name}
        autoFocus
        onChange={(e) => setName(e.target.value)}
        onPressEnter={submit}
        status={problem ? 'error' : undefined}
      />
      {problem && (
        <Typography.Text type="danger" role="alert" style={{ display: 'block', marginTop: 8 }}>
          {problem}
        </Typography.Text>
      )}
    </Modal>
  );
}

type StartingText = 'empty' | 'module' | 'testbench';

/**
 * A dialog asking for a new entry's path: confirm disabled until the path passes `problemOf`, the
 * rule's words under the field (the hint while it passes), busy while `onCreate` works, closed
 * when it succeeds. `children` go below the hint.
 */
function NewEntryDialog({
  title,
  label,
  placeholder,
  hint,
  hintStyle,
  problemOf,
  onCreate,
  onClose,
  children,
}: {
  title: string;
  label: string;
  placeholder: string;
  hint: string;
  hintStyle: CSSProperties;
  problemOf: (path: string) => string | null;
  onCreate: (path: string) => Promise<boolean>;
  onClose: () => void;
  children?: ReactNode;
}) {
  const [path, setPath] = useState('');
  const problem = path === '' ? null : problemOf(path);
  const create = useAction(async (entry: string) => {
    if (await onCreate(entry)) onClose();
  });
  const busy = create.busy;
  const submit = async () => {
    if (path.trim() !== '' && !problem) await create.run(path.trim());
  };
  return (
    <Modal
      open
      title={title}
      okText="创建"
      cancelText="取消"
      onOk={submit}
      onCancel={onClose}
      okButtonProps={{ disabled: path.trim() === '' || problem !== null, loading: busy }}
      destroyOnHidden
    >
      <Input
        aria-label={label}
        placeholder={placeholder}
        value={path}
        autoFocus
        onChange={(e) => setPath(e.target.value)}
        onPressEnter={submit}
        status={problem ? 'error' : undefined}
      />
      <Typography.Text
        type={problem ? 'danger' : 'secondary'}
        role={problem ? 'alert' : undefined}
        style={{ display: 'block', ...hintStyle }}
      >
        {problem ?? hint}
      </Typography.Text>
      {children}
    </Modal>
  );
}

export function CreateFileModal({
  onClose,
  onCreate,
}: {
  onClose: () => void;
  onCreate: (path: string, content: string) => Promise<boolean>;
}) {
  const [start, setStart] = useState<StartingText>('module');
  return (
    <NewEntryDialog
      title="新建文件"
      label="文件名"
      placeholder="例如 counter.v 或 rtl/alu.v"
      hint={CREATE_HINT}
      hintStyle={{ margin: '8px 0 16px' }}
      problemOf={createProblem}
      onCreate={(path) => onCreate(path, newFileText(start, path))}
      onClose={onClose}
    >
      <Radio.Group value={start} onChange={(e) => setStart(e.target.value as StartingText)} aria-label="文件模板">
        <Radio value="module">模块模板</Radio>
        <Radio value="testbench">测试平台模板</Radio>
        <Radio value="empty">空白文件</Radio>
      </Radio.Group>
    </NewEntryDialog>
  );
}

export function CreateFolderModal({ onClose, onCreate }: { onClose: () => void; onCreate: (path: string) => Promise<boolean> }) {
  return (
    <NewEntryDialog
      title="新建文件夹"
      label="文件夹名"
      placeholder="例如 rtl 或 rtl/alu"
      hint="文件夹名只能包含字母、数字、下划线、点和连字符；用 / 可在已有文件夹中新建"
      hintStyle={{ marginTop: 8 }}
      problemOf={folderProblem}
      onCreate={onCreate}
      onClose={onClose}
    />
  );
}

export function TemplateModal({ onClose, onLoad }: { onClose: () => void; onLoad: (name: string) => Promise<boolean> }) {
  const read = useApiQuery('ideTemplates', {}, { onError: () => toast.error('加载模板失败，请检查网络连接') });
  const answer = read.status === 'ready' ? read.data : undefined;
  useEffect(() => {
    if (answer?.templates.some((t) => t.files.length === 0)) toast.warning('模板数据不完整');
  }, [answer]);
  // A retry shows the spinner again until its answer.
  const templates: IdeTemplate[] | 'loading' | 'failed' =
    answer?.templates ?? (read.status === 'failed' && !read.fetching ? 'failed' : 'loading');
  const load = useRowAction(
    (name: string) => name,
    async (name: string) => {
      if (await onLoad(name)) onClose();
    },
  );
  const loading = answer?.templates.find((t) => load.busyFor(t.name))?.name ?? null;
  return (
    <Modal open title="选择项目模板" footer={null} onCancel={onClose} width={860} destroyOnHidden>
      {templates === 'loading' ? (
        <div role="status" aria-label="模板加载中" style={{ display: 'flex', justifyContent: 'center', padding: 32 }}>
          <Spinner />
        </div>
      ) : templates === 'failed' ? (
        <Alert
          type="error"
          showIcon
          message="加载模板失败，请检查网络连接"
          action={
            <Button size="small" onClick={() => void read.refetch()}>
              重试
            </Button>
          }
        />
      ) : templates.length === 0 ? (
        <Empty description="暂无模板" />
      ) : (
        <div className="vd-ide-templates">
          {templates.map((t) => (
            <Card
              key={t.name}
              size="small"
              title={t.title}
              extra={
                <Button
                  size="small"
                  type="primary"
                  loading={loading === t.name}
                  disabled={loading !== null}
                  onClick={() => void load.run(t.name)}
                  aria-label={`使用模板 ${t.title}`}
                >
                  使用
                </Button>
              }
            >
              <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
                {t.description}
              </Typography.Paragraph>
              <div className="vd-ide-template-files">{t.files.map((f) => f.name).join('、')}</div>
              <pre className="vd-ide-template-preview">{preview(t.files[0]?.content ?? '')}</pre>
            </Card>
          ))}
        </div>
      )}
    </Modal>
  );
}
