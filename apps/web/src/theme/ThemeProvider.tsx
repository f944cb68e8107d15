/** antd's ConfigProvider with the Chinese locale and the current theme, and a page background to match. */
import { ConfigProvider, theme as antdTheme } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { useEffect, type ReactNode } from 'react';
import { followSystemTheme, useTheme } from './theme.ts';

/** CJK fonts first by platform, so Chinese text never falls back to a bitmap or a serif face. */
const FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', 'WenQuanYi Micro Hei', sans-serif";

function PageBackground() {
  const { token } = antdTheme.useToken();
  const name = useTheme();
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = name;
    root.style.colorScheme = name;
    root.style.background = token.colorBgLayout;
    document.body.style.background = token.colorBgLayout;
    document.body.style.color = token.colorText;
    root.style.setProperty('--vd-primary', token.colorPrimary);
    root.style.setProperty('--vd-text', token.colorText);
    // For pages styled by class (the IDE): the container, border, fill and secondary text colours.
    root.style.setProperty('--vd-bg-container', token.colorBgContainer);
    root.style.setProperty('--vd-border', token.colorBorderSecondary);
    root.style.setProperty('--vd-fill', token.colorFillQuaternary);
    root.style.setProperty('--vd-fill-strong', token.colorFillSecondary);
    root.style.setProperty('--vd-text-secondary', token.colorTextSecondary);
  }, [
    name,
    token.colorBgLayout,
    token.colorText,
    token.colorPrimary,
    token.colorBgContainer,
    token.colorBorderSecondary,
    token.colorFillQuaternary,
    token.colorFillSecondary,
    token.colorTextSecondary,
  ]);
  return null;
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const name = useTheme();
  useEffect(() => followSystemTheme(), []);
  return (
    <ConfigProvider
      locale={zhCN}
      // Button texts stay exactly as written (antd would show 登录 as 登 录).
      button={{ autoInsertSpace: false }}
      theme={{
        algorithm: name === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
        token: { fontFamily: FONT_FAMILY, colorPrimary: '#1677ff' },
      }}
    >
      <PageBackground />
      {children}
    </ConfigProvider>
  );
}
