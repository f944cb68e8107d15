/** A small coloured label (the membership badge, the hero's audience line); antd Tag is heavier. */
import { theme } from 'antd';
import type { ReactNode } from 'react';

type PillColor = 'blue' | 'gold' | 'purple';

export function Pill({ color, icon, children }: { color: PillColor; icon?: ReactNode; children: ReactNode }) {
  const { token } = theme.useToken();
  const palette = {
    // Text one or more shades deeper than antd's tag colours: readable at 4.5:1 on the pale fill in both themes.
    blue: { fg: token.blue7, bg: token.blue1, border: token.blue3 },
    gold: { fg: token.gold9, bg: token.gold1, border: token.gold3 },
    purple: { fg: token.purple9, bg: token.purple1, border: token.purple3 },
  }[color];
  return (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 4,
        padding: '0 7px',
        fontSize: token.fontSizeSM,
        lineHeight: '20px',
        borderRadius: token.borderRadiusSM,
        color: palette.fg,
        background: palette.bg,
        border: `1px solid ${palette.border}`,
        whiteSpace: 'nowrap',
      }}
    >
      {icon}
      {children}
    </span>
  );
}
