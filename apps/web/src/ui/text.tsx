/** Headings and paragraphs in the theme's colours and sizes (antd Typography would bring Input and Tooltip). */
import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

const SIZES = {
  1: 'fontSizeHeading1',
  2: 'fontSizeHeading2',
  3: 'fontSizeHeading3',
  4: 'fontSizeHeading4',
  5: 'fontSizeHeading5',
} as const;

export function Heading({ level, children, style }: { level: 1 | 2 | 3 | 4 | 5; children: ReactNode; style?: CSSProperties }) {
  const { token } = theme.useToken();
  const Tag = `h${level}` as const;
  return (
    <Tag
      style={{
        color: token.colorTextHeading,
        fontSize: token[SIZES[level]],
        fontWeight: 600,
        lineHeight: 1.35,
        margin: '0 0 12px',
        ...style,
      }}
    >
      {children}
    </Tag>
  );
}

export function Paragraph({ children, secondary = false, style }: { children: ReactNode; secondary?: boolean; style?: CSSProperties }) {
  const { token } = theme.useToken();
  return (
    <p style={{ color: secondary ? token.colorTextSecondary : token.colorText, lineHeight: 1.7, margin: '0 0 12px', ...style }}>
      {children}
    </p>
  );
}

export function Muted({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  const { token } = theme.useToken();
  return <span style={{ color: token.colorTextSecondary, ...style }}>{children}</span>;
}
