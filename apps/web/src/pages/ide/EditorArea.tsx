/**
 * The IDE's editor area (spec §2): a tab per open file with its name, a dot while modified and a
 * close button; the problem page's CodeMirror editor for the active file, with the last run's
 * diagnostics for that file on their lines; a welcome view when no file is open.
 */
import { CloseOutlined } from '@ant-design/icons';
import type { Diagnostic } from '@veridojo/contracts';
import { Button, Empty } from 'antd';
import { lazy, Suspense, type Ref } from 'react';
import { LazyBoundary } from '../../app/LazyBoundary.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { EDITOR_HEIGHT, type EditorHandle } from '../../editor/editor-handle.ts';
import type { OpenFile } from './use-workspace.ts';

const CodeEditor = lazy(() => import('../../editor/CodeEditor.tsx'));

interface EditorAreaProps {
  files: OpenFile[];
  active: string | null;
  diagnostics: readonly Diagnostic[];
  editorRef: Ref<EditorHandle>;
  onActivate: (path: string) => void;
  onClose: (path: string) => void;
  onEdit: (path: string, content: string) => void;
  onNewFile: () => void;
  onTemplate: () => void;
}

export function EditorArea(props: EditorAreaProps) {
  const current = props.files.find((f) => f.path === props.active);
  return (
    <section className="vd-ide-editor" aria-label="编辑器">
      {props.files.length > 0 && (
        <div className="vd-ide-tabs" role="tablist" aria-label="打开的文件">
          {props.files.map((f) => {
            const modified = f.content !== f.saved;
            const name = f.path.split('/').pop();
            return (
              <div key={f.path} className={`vd-ide-tab${f.path === props.active ? ' vd-ide-tab-active' : ''}`} title={f.path}>
                <button
                  type="button"
                  role="tab"
                  aria-selected={f.path === props.active}
                  className="vd-ide-tab-name"
                  onClick={() => props.onActivate(f.path)}
                >
                  {name}
                  {modified && <span className="vd-ide-dot" aria-label="已修改" />}
                </button>
                <button type="button" className="vd-ide-tab-close" aria-label={`关闭 ${name}`} onClick={() => props.onClose(f.path)}>
                  <CloseOutlined />
                </button>
              </div>
            );
          })}
        </div>
      )}
      {current ? (
        <LazyBoundary
          onError={(error) => console.error('代码编辑器加载失败', error)}
          fallback={<Empty description="代码编辑器加载失败，请刷新页面后重试" style={{ height: EDITOR_HEIGHT }} />}
        >
          <Suspense
            fallback={
              <div role="status" aria-label="编辑器加载中" className="vd-ide-centred" style={{ height: EDITOR_HEIGHT }}>
                <Spinner />
              </div>
            }
          >
            <CodeEditor
              key={current.path}
              ref={props.editorRef}
              initialCode={current.content}
              onChange={(code) => props.onEdit(current.path, code)}
              diagnostics={props.diagnostics.filter((d) => d.file === current.path)}
            />
          </Suspense>
        </LazyBoundary>
      ) : (
        <div className="vd-ide-welcome" style={{ minHeight: EDITOR_HEIGHT }}>
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <>
                <div style={{ fontSize: 16, marginBottom: 4 }}>欢迎使用在线 Verilog IDE</div>
                <div>在左侧选择一个文件打开，或者新建文件、从项目模板开始</div>
              </>
            }
          >
            <div style={{ display: 'flex', gap: 8, justifyContent: 'center' }}>
              <Button type="primary" onClick={props.onTemplate}>
                从模板开始
              </Button>
              <Button onClick={props.onNewFile}>新建文件</Button>
            </div>
          </Empty>
        </div>
      )}
    </section>
  );
}
