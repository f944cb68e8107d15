/**
 * Turns Icarus Verilog's messages into structured diagnostics on the user's own files:
 * `path:line: message` lines naming the preprocessed user file map back to the user's file
 * (preprocessing keeps line numbers); messages about the testbench (a missing or misnamed
 * port, say) are attached to the line where the user's module is declared.
 */
import type { Diagnostic } from '@veridojo/contracts';

const LINE = /^([^:\n]+):(\d+):\s*(?:(error|warning|sorry):\s*)?(.*)$/;

export interface SourceMap {
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
