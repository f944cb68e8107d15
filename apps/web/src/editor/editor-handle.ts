/**
 * What a screen asks of its (lazily loaded) code editor: the problem page, the IDE and the converter.
 * Kept apart from CodeEditor.tsx so importing the handle's type and height never pulls CodeMirror in.
 */
import type { Diagnostic } from '@veridojo/contracts';
import type { Ref } from 'react';

export interface EditorHandle {
  /** Replaces the whole text (a loaded draft, clearing); undo brings the old text back. */
  setCode(code: string): void;
  /** Puts the cursor at the start of `line` (1-based), scrolls it into view and focuses the editor. */
  jumpToLine(line: number): void;
  /** Inserts `text` at the cursor (replacing the selection), as one undoable change, and focuses the editor. */
  insertText(text: string): void;
}

export interface CodeEditorProps {
  initialCode: string;
  onChange: (code: string) => void;
  /** Compiler messages on the learner's code, shown at their lines. */
  diagnostics: readonly Diagnostic[];
  ref?: Ref<EditorHandle>;
  /** Shown, not edited: a teacher reading a student's submission (issue 33). */
  readOnly?: boolean;
}

/** Why 400 px: the spec's editor height (§9), about 20 lines — a whole module of most problems. */
export const EDITOR_HEIGHT = 400;
