/**
 * The colours of both themes, as antd theme tokens, chosen so every text passes WCAG 2 AA contrast
 * (4.5:1; checked by axe-core in tests/e2e/accessibility.test.ts) while keeping antd's blue look.
 *
 * Light: antd's default blue #1677ff gives only 4.1:1 against white (as text, and white on it as a
 * button), so the brand blue is one step darker; the status colours are their darker palette shades,
 * on their usual pale backgrounds; secondary text is 60 % black instead of 45 %.
 * Dark: no blue can be both readable on the near-black page (text) and carry white text (buttons),
 * so fills keep the derived #1668dc and text in the brand colour uses `colorPrimaryText` / `colorLink`,
 * a lighter blue; the same split for errors (`colorErrorText`). Secondary text is 55 % white.
 */
import type { ThemeConfig } from 'antd';

type Tokens = NonNullable<ThemeConfig['token']>;
type Components = NonNullable<ThemeConfig['components']>;

/** CJK fonts first by platform, so Chinese text never falls back to a bitmap or a serif face. */
const FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', 'WenQuanYi Micro Hei', sans-serif";

const LIGHT_BLUE = '#1061d6';
const LIGHT_SECONDARY_TEXT = 'rgba(0, 0, 0, 0.6)';
const DARK_SECONDARY_TEXT = 'rgba(255, 255, 255, 0.55)';

export const LIGHT_TOKENS: Tokens = {
  fontFamily: FONT_FAMILY,
  colorPrimary: LIGHT_BLUE,
  colorInfo: LIGHT_BLUE,
  colorLink: LIGHT_BLUE,
  // antd derives a lighter hover (white on it: 3.8:1); a darker one keeps the button readable.
  colorPrimaryHover: '#0958d9',
  colorLinkHover: '#0958d9',
  colorSuccess: '#2f7d0c',
  colorSuccessBg: '#f6ffed',
  colorWarning: '#995c00',
  colorWarningBg: '#fffbe6',
  colorError: '#cf1322',
  colorErrorBg: '#fff2f0',
  colorTextTertiary: LIGHT_SECONDARY_TEXT,
  colorTextDescription: LIGHT_SECONDARY_TEXT,
  colorTextPlaceholder: LIGHT_SECONDARY_TEXT,
};

const DARK_TEXT_BLUE = '#69b1ff';

export const DARK_TOKENS: Tokens = {
  fontFamily: FONT_FAMILY,
  colorPrimary: '#1677ff',
  // The derived hover (#3c89e8) carries white at 3.5:1: this one at 4.5:1.
  colorPrimaryHover: '#2a74de',
  colorPrimaryText: DARK_TEXT_BLUE,
  colorPrimaryTextHover: '#91caff',
  colorLink: DARK_TEXT_BLUE,
  colorLinkHover: '#91caff',
  // Errors are mostly text here (verdicts, form messages): the lighter red reads at 4.7:1 or more.
  colorError: '#ff7072',
  colorErrorText: '#ff7875',
  colorTextTertiary: DARK_SECONDARY_TEXT,
  colorTextDescription: DARK_SECONDARY_TEXT,
  colorTextPlaceholder: DARK_SECONDARY_TEXT,
};

/** A table's "暂无数据" is drawn in the disabled grey (1.8:1), though it is information: secondary text instead. */
export const LIGHT_COMPONENTS: Components = {
  Table: { colorTextDisabled: LIGHT_SECONDARY_TEXT },
};

/** Components that colour text with `colorPrimary`: in the dark theme they take the text blue. */
export const DARK_COMPONENTS: Components = {
  Table: { colorTextDisabled: DARK_SECONDARY_TEXT },
  Tabs: { itemSelectedColor: DARK_TEXT_BLUE, itemHoverColor: '#91caff', itemActiveColor: DARK_TEXT_BLUE },
  // A solid danger button is the light error red: dark text on it reads at 5:1 where white gives 3.5:1.
  Button: { colorLink: DARK_TEXT_BLUE, colorLinkHover: '#91caff', dangerColor: 'rgba(0, 0, 0, 0.88)' },
  // A `processing` tag (进行中, 判题中) writes its text in colorInfo: the derived #1668dc reads at 3.4:1
  // on its own dark fill, the text blue at 7.7:1. (No tag here is solid, which would fill with it.)
  Tag: { colorInfo: DARK_TEXT_BLUE },
};
