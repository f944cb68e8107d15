/** A bordered surface in the theme's colours (the home page's cards; antd Card would bring Tabs and Skeleton). */
import { theme } from 'antd';
import { useState, type HTMLAttributes, type ReactNode } from 'react';

interface PanelProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title?: ReactNode;
  /** Lifts on hover: the panel is clickable. */
  hoverable?: boolean;
  /** Border colour for an emphasised panel (the VIP plan). */
  accent?: string;
}

export function Panel({ title, hoverable = false, accent, children, style, ...rest }: PanelProps) {
  const { token } = theme.useToken();
  const [hover, setHover] = useState(false);
  return (
    <div
      {...rest}
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
      style={{
        background: token.colorBgContainer,
        border: `1px solid ${accent ?? token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        boxShadow: hoverable && hover ? token.boxShadowTertiary : 'none',
        transition: `box-shadow ${token.motionDurationMid}`,
        cursor: hoverable ? 'pointer' : undefined,
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        ...style,
      }}
    >
      {title && (
        <div
          style={{
            padding: '16px 24px',
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
            fontWeight: 600,
            fontSize: token.fontSizeLG,
            color: token.colorTextHeading,
          }}
        >
          {title}
        </div>
      )}
      <div style={{ padding: 24, flex: 1, display: 'flex', flexDirection: 'column' }}>{children}</div>
    </div>
  );
}
