/**
 * The Verilog editor of the problem page, the IDE and the converter: CodeMirror 6 with Icarus-style
 * Verilog highlighting (legacy-modes), line numbers, undo history, bracket matching, and compile
 * diagnostics as lint marks at their lines. Its own lazy chunk: each screen imports it with
 * `lazy()`, so only a screen with an editor loads it (never the home page).
 */
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import {
  bracketMatching,
  defaultHighlightStyle,
  HighlightStyle,
  indentOnInput,
  indentUnit,
  StreamLanguage,
  syntaxHighlighting,
} from '@codemirror/language';
import { verilog } from '@codemirror/legacy-modes/mode/verilog';
import { lintGutter, setDiagnostics, type Diagnostic as LintDiagnostic } from '@codemirror/lint';
import { Compartment, EditorState, type Text } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import type { Diagnostic } from '@veridojo/contracts';
import { theme as antdTheme } from 'antd';
import { useEffect, useImperativeHandle, useRef } from 'react';
import { useTheme } from '../theme/theme.ts';
import { EDITOR_HEIGHT, type CodeEditorProps } from './editor-handle.ts';

/** The default highlight colours, lightened for a dark background. */
const DARK_COLOURS: Record<string, string> = {
  '#404740': '#a8b3a8',
  '#708': '#c792ea',
  '#219': '#82aaff',
  '#164': '#9ccc65',
  '#a11': '#f78c6c',
  '#e40': '#ffb86c',
  '#00f': '#82aaff',
  '#30a': '#b39df3',
  '#085': '#4fd6be',
  '#167': '#4fd6be',
  '#256': '#89ddff',
  '#00c': '#82aaff',
  '#940': '#8f9aa8',
  '#f00': '#ff6b6b',
};
const darkHighlightStyle = HighlightStyle.define(
  defaultHighlightStyle.specs.map((spec) =>
    typeof spec.color === 'string' ? { ...spec, color: DARK_COLOURS[spec.color] ?? spec.color } : spec,
  ),
);

type Token = ReturnType<typeof antdTheme.useToken>['token'];

function looks(dark: boolean, token: Token) {
  return [
    EditorView.theme(
      {
        '&': { height: `${EDITOR_HEIGHT}px`, backgroundColor: token.colorBgContainer, color: token.colorText, fontSize: '14px' },
        '&.cm-focused': { outline: 'none' },
        '.cm-scroller': { fontFamily: "'SFMono-Regular', Consolas, 'Liberation Mono', Menlo, monospace", lineHeight: '1.6' },
        '.cm-content': { caretColor: token.colorText },
        '.cm-cursor, .cm-dropCursor': { borderLeftColor: token.colorText },
        '.cm-gutters': {
          backgroundColor: token.colorFillQuaternary,
          color: token.colorTextTertiary,
          borderRight: `1px solid ${token.colorBorderSecondary}`,
        },
        '.cm-activeLine': { backgroundColor: token.colorFillQuaternary },
        '.cm-activeLineGutter': { backgroundColor: token.colorFillTertiary, color: token.colorText },
        '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground': {
          backgroundColor: dark ? '#264f78' : '#d7e8ff',
        },
        '.cm-tooltip': { backgroundColor: token.colorBgElevated, color: token.colorText, border: `1px solid ${token.colorBorder}` },
      },
      { dark },
    ),
    syntaxHighlighting(dark ? darkHighlightStyle : defaultHighlightStyle),
  ];
}

/** The judge's line numbers → lint ranges over each line's code, indentation left out (lines past the end land on the last line). */
function lintDiagnostics(doc: Text, diagnostics: readonly Diagnostic[]): LintDiagnostic[] {
  return diagnostics.map((d) => {
    const line = doc.line(Math.min(Math.max(d.line, 1), doc.lines));
    const indent = line.text.length - line.text.trimStart().length;
    return { from: line.from + indent, to: line.to, severity: d.severity, message: d.text, source: `第 ${d.line} 行` };
  });
}

export default function CodeEditor({ initialCode, onChange, diagnostics, ref, readOnly = false }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const looksSlot = useRef(new Compartment());
  const changed = useRef(onChange);
  changed.current = onChange;
  const { token } = antdTheme.useToken();
  const dark = useTheme() === 'dark';

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: initialCode,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          highlightSpecialChars(),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          highlightActiveLine(),
          indentUnit.of('    '),
          StreamLanguage.define(verilog),
          lintGutter(),
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          looksSlot.current.of(looks(dark, token)),
          EditorState.readOnly.of(readOnly),
          // tabindex: the text area is focusable anyway (contenteditable), but axe-core only counts a tabindex
          // when it checks that the scrolling region is reachable from the keyboard.
          EditorView.contentAttributes.of({ 'aria-label': 'Verilog 代码编辑器', tabindex: '0' }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) changed.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // Created once: the editor owns its text from then on (a new initialCode does not reset what the
    // learner typed), and the theme and diagnostics arrive through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- created once, as said above.
  }, []);

  useEffect(() => {
    view.current?.dispatch({ effects: looksSlot.current.reconfigure(looks(dark, token)) });
  }, [dark, token]);

  useEffect(() => {
    const editor = view.current;
    if (editor) editor.dispatch(setDiagnostics(editor.state, lintDiagnostics(editor.state.doc, diagnostics)));
  }, [diagnostics]);

  useImperativeHandle(
    ref,
    () => ({
      setCode(code) {
        const editor = view.current;
        if (editor) editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: code } });
      },
      insertText(text) {
        const editor = view.current;
        if (!editor) return;
        editor.dispatch(editor.state.replaceSelection(text));
        editor.focus();
      },
      jumpToLine(lineNumber) {
        const editor = view.current;
        if (!editor) return;
        const line = editor.state.doc.line(Math.min(Math.max(lineNumber, 1), editor.state.doc.lines));
        editor.dispatch({ selection: { anchor: line.from }, effects: EditorView.scrollIntoView(line.from, { y: 'center' }) });
        editor.focus();
      },
    }),
    [],
  );

  return (
    <div
      ref={host}
      data-testid="code-editor"
      style={{ border: `1px solid ${token.colorBorder}`, borderRadius: token.borderRadius, overflow: 'hidden' }}
    />
  );
}
