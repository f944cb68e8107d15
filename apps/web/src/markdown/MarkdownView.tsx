/**
 * Markdown display (spec §3, §5): `content` rendered by the rules of markdown.ts, in the current
 * theme's colours; a placeholder paragraph when there is nothing to show.
 */
import { theme } from 'antd';
import { useMemo, type CSSProperties } from 'react';
import { useTheme } from '../theme/theme.ts';
import { EMPTY_MARKDOWN, renderMarkdown } from './markdown.ts';
import './markdown.css';

export function MarkdownView({ content, removeFirstH1 = true }: { content: string | null | undefined; removeFirstH1?: boolean }) {
  const { token } = theme.useToken();
  const name = useTheme();
  const html = useMemo(() => renderMarkdown(content, { removeFirstH1, theme: name }), [content, removeFirstH1, name]);
  const colours = {
    '--md-text': token.colorText,
    '--md-heading': token.colorTextHeading,
    '--md-muted': token.colorTextSecondary,
    '--md-border': token.colorBorderSecondary,
    '--md-code-bg': token.colorFillTertiary,
    '--md-head-bg': token.colorFillQuaternary,
    '--md-link': token.colorLink,
    '--md-error': token.colorError,
  } as CSSProperties;
  if (html === null) {
    return (
      <div className="vd-markdown" style={colours}>
        <p className="vd-markdown-empty">{EMPTY_MARKDOWN}</p>
      </div>
    );
  }
  // The HTML comes out of DOMPurify (sanitize.ts): statements of imported packs are untrusted.
  return <div className="vd-markdown" style={colours} dangerouslySetInnerHTML={{ __html: html }} />;
}
