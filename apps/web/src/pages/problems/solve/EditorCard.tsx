/**
 * The right panel's editor card (spec §2): load draft, save draft, clear and submit, the lazily
 * loaded CodeMirror editor (a refresh message if it cannot load) and the autosave note.
 */
import { CloudDownloadOutlined, DeleteOutlined, SaveOutlined, SendOutlined } from '@ant-design/icons';
import type { Diagnostic } from '@veridojo/contracts';
import { Button, Card, theme } from 'antd';
import { lazy, Suspense, type Ref } from 'react';
import { LazyBoundary } from '../../../app/LazyBoundary.tsx';
import { formatShanghaiTime } from '../../../lib/time.ts';
import { StatusView } from '../../../ui/StatusView.tsx';
import { EditorLoading } from '../../../editor/EditorLoading.tsx';
import { EDITOR_HEIGHT, type EditorHandle } from '../../../editor/editor-handle.ts';

const CodeEditor = lazy(() => import('../../../editor/CodeEditor.tsx'));

const EDITOR_FAILED = '代码编辑器加载失败，请刷新页面后重试';

function EditorLoadFailed() {
  return (
    <div style={{ height: EDITOR_HEIGHT, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <StatusView
        status="error"
        title={EDITOR_FAILED}
        actions={
          <Button type="primary" onClick={() => window.location.reload()}>
            刷新页面
          </Button>
        }
      />
    </div>
  );
}

interface EditorCardProps {
  initialCode: string;
  editorRef: Ref<EditorHandle>;
  onCodeChange: (code: string) => void;
  diagnostics: readonly Diagnostic[];
  submitting: boolean;
  savedAt: string | null;
  onLoadDraft: () => void;
  onSaveDraft: () => void;
  onClear: () => void;
  onSubmit: () => void;
}

export function EditorCard(props: EditorCardProps) {
  const { token } = theme.useToken();
  return (
    <Card
      title="代码编辑"
      size="small"
      extra={
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          <Button size="small" icon={<CloudDownloadOutlined />} onClick={props.onLoadDraft}>
            加载草稿
          </Button>
          <Button size="small" icon={<SaveOutlined />} onClick={props.onSaveDraft}>
            保存草稿
          </Button>
          <Button size="small" icon={<DeleteOutlined />} onClick={props.onClear}>
            清空
          </Button>
          <Button size="small" type="primary" icon={<SendOutlined />} loading={props.submitting} onClick={props.onSubmit}>
            提交
          </Button>
        </div>
      }
      styles={{ header: { flexWrap: 'wrap', gap: 8, paddingBlock: 8 } }}
    >
      <LazyBoundary onError={(error) => console.error('代码编辑器加载失败', error)} fallback={<EditorLoadFailed />}>
        <Suspense fallback={<EditorLoading />}>
          <CodeEditor ref={props.editorRef} initialCode={props.initialCode} onChange={props.onCodeChange} diagnostics={props.diagnostics} />
        </Suspense>
      </LazyBoundary>
      <div style={{ marginTop: 8, fontSize: token.fontSizeSM, color: token.colorTextSecondary }} data-testid="autosave-note">
        代码每分钟自动保存一次草稿
        {props.savedAt && `（上次保存：${formatShanghaiTime(props.savedAt)}）`}
      </div>
    </Card>
  );
}
