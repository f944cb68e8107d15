/**
 * Markdown display rules of spec §5: drop everything up to and including the first "# " line
 * (the title is shown above the statement), GitHub-flavoured Markdown with single line breaks as
 * <br>, no typographic punctuation, WaveDrom blocks as pictures, and the HTML sanitised.
 */
import { Marked } from 'marked';
import { sanitizeHtml } from './sanitize.ts';
import { renderWaveDrom, type DiagramTheme } from './wavedrom.ts';

/** Shown for empty or missing content ('no content'). */
export const EMPTY_MARKDOWN = '暂无内容';

/** Spec §5: everything up to and including the first line starting with "# " is dropped; without one, all is kept. */
export function removeFirstH1(content: string): string {
  const lines = content.split('\n');
  const heading = lines.findIndex((line) => line.startsWith('# '));
  return heading === -1 ? content : lines.slice(heading + 1).join('\n');
}

function markedFor(theme: DiagramTheme): Marked {
  // marked's own defaults give smart lists; typographic punctuation is not part of marked (off).
  return new Marked({
    gfm: true,
    breaks: true,
    renderer: {
      code({ text, lang }) {
        return lang?.trim().toLowerCase() === 'wavedrom' ? renderWaveDrom(text, theme) : false;
      },
    },
  });
}

const renderers: Partial<Record<DiagramTheme, Marked>> = {};

interface MarkdownOptions {
  removeFirstH1?: boolean;
  theme?: DiagramTheme;
}

/** Sanitised HTML for `content`, or null when there is nothing to show (the caller shows EMPTY_MARKDOWN). */
export function renderMarkdown(content: string | null | undefined, options: MarkdownOptions = {}): string | null {
  if (!content || content.trim() === '') return null;
  const text = (options.removeFirstH1 ?? true) ? removeFirstH1(content.replace(/\r\n?/g, '\n')) : content;
  if (text.trim() === '') return null;
  const theme = options.theme ?? 'light';
  const marked = (renderers[theme] ??= markedFor(theme));
  return sanitizeHtml(marked.parse(text, { async: false }));
}
