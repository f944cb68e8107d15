/**
 * What stands in the editor's place while its lazily loaded chunk arrives: a spinner of the
 * editor's height, announced as a status (the problem page and the converter show it).
 */
import { Spinner } from '../ui/Spinner.tsx';
import { EDITOR_HEIGHT } from './editor-handle.ts';

export function EditorLoading() {
  return (
    <div
      role="status"
      aria-label="编辑器加载中"
      style={{ height: EDITOR_HEIGHT, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    >
      <Spinner />
    </div>
  );
}
