/**
 * Turns Icarus Verilog's messages into structured diagnostics on the user's own files. A judgement:
 * `path:line: message` lines naming the preprocessed user file map back to the user's file
 * (preprocessing keeps line numbers); messages about the testbench (a missing or misnamed
 * port, say) are attached to the line where the user's module is declared. A project (the
 * IDE): each message on one of the learner's files goes to that file.
 */
import type { Diagnostic } from '@veridojo/contracts';

const LINE = /^([^:\n]+):(\d+):\s*(?:(error|warning|sorry):\s*)?(.*)$/;

interface SourceMap {
  /** Path of the preprocessed user code in the jail → the user's file name. */
  userPath: string;
  userFile: string;
  /** Line of `module TOP` in the user's file, for messages located in the testbench. */
  topLine: number;
}

export function parseIcarusMessages(text: string, map: SourceMap): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const raw of text.split('\n')) {
    const match = LINE.exec(raw.trim());
    if (!match) continue;
    const [, file = '', lineText = '0', kind, message = ''] = match;
    if (/^\s*\d+ error\(s\) during elaboration/.test(message)) continue;
    const severity = kind === 'warning' ? 'warning' : 'error';
    if (file === map.userPath) {
      diagnostics.push({ file: map.userFile, line: Number(lineText), column: null, severity, text: message.trim() });
    } else if (file.startsWith('/in/')) {
      diagnostics.push({
        file: map.userFile,
        line: map.topLine,
        column: null,
        severity,
        text: `模块接口与题目要求不一致：${message.trim()}`,
      });
    }
  }
  return diagnostics;
}

/**
 * Icarus's messages on a project of several files (the IDE): each `path:line:` message naming one
 * of `files` (jail path → the learner's file name) becomes a diagnostic on that file; messages
 * about other paths or about nothing in particular stay in the log only.
 */
export function projectDiagnostics(text: string, files: Record<string, string>): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const raw of text.split('\n')) {
    const match = LINE.exec(raw.trim());
    if (!match) continue;
    const [, path = '', lineText = '0', kind, message = ''] = match;
    const file = files[path];
    if (file === undefined || /^\s*\d+ error\(s\) during elaboration/.test(message)) continue;
    diagnostics.push({
      file,
      line: Number(lineText),
      column: null,
      severity: kind === 'warning' ? 'warning' : 'error',
      text: message.trim(),
    });
  }
  return diagnostics;
}
