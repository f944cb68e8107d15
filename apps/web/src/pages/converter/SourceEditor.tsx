/**
 * The converter's Verilog card: an empty hint until a file is open, then one tab per file and the
 * (lazily loaded) code editor on the active one, with the last answer's messages at their lines.
 */
import type { Diagnostic } from '@veridojo/contracts';
import { Card, Empty, Tabs } from 'antd';
import { lazy, Suspense, type Ref } from 'react';
import { LazyBoundary } from '../../app/LazyBoundary.tsx';
import { EditorLoading } from '../../editor/EditorLoading.tsx';
import type { EditorHandle } from '../../editor/editor-handle.ts';
import type { SourceFile } from './use-source-files.ts';

const CodeEditor = lazy(() => import('../../editor/CodeEditor.tsx'));

export function SourceEditor(props: {
  files: readonly SourceFile[];
  active: string | null;
  onSelect: (name: string) => void;
  onClose: (name: string) => void;
  onEdit: (name: string, content: string) => void;
  /** The last answer's messages, of every file. */
  diagnostics: readonly Diagnostic[];
  editorRef: Ref<EditorHandle>;
}) {
  const current = props.files.find((f) => f.name === props.active);
  return (
    <Card size="small" title="Verilog 代码">
      {props.files.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="选择或新建 .v 文件后在这里编辑" style={{ minHeight: 160 }} />
      ) : (
        <>
          <Tabs
            type="editable-card"
            hideAdd
            size="small"
            activeKey={props.active ?? undefined}
            onChange={props.onSelect}
            onEdit={(key, action) => action === 'remove' && typeof key === 'string' && props.onClose(key)}
            items={props.files.map((f) => ({ key: f.name, label: f.name, closable: true }))}
          />
          {current && (
            <LazyBoundary
              onError={(e) => console.error('代码编辑器加载失败', e)}
              fallback={<Empty description="代码编辑器加载失败，请刷新页面后重试" />}
            >
              <Suspense fallback={<EditorLoading />}>
                <CodeEditor
                  key={current.name}
                  ref={props.editorRef}
                  initialCode={current.content}
                  onChange={(content) => props.onEdit(current.name, content)}
                  diagnostics={props.diagnostics.filter((d) => d.file === current.name)}
                />
              </Suspense>
            </LazyBoundary>
          )}
        </>
      )}
    </Card>
  );
}
