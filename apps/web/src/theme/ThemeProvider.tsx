/** antd's ConfigProvider with the Chinese locale and the current theme, and a page background to match. */
import { LoadingOutlined } from '@ant-design/icons';
import { ConfigProvider, theme as antdTheme } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { useEffect, type ReactNode } from 'react';
import { DARK_COMPONENTS, DARK_TOKENS, LIGHT_COMPONENTS, LIGHT_TOKENS } from './palette.ts';
import { followSystemTheme, useTheme } from './theme.ts';

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
    // Text in the brand colour (the active navigation link): lighter than the fills in the dark theme.
    root.style.setProperty('--vd-primary-text', token.colorPrimaryText);
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
    token.colorPrimaryText,
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
      // Button texts stay exactly as written (antd would show 登录 as 登 录). A busy button shows its
      // spinner without antd's width motion: when a call answers within a frame or two (a refused
      // login, 14 ms), that motion's leave step can wait forever for a transition that never runs,
      // leaving an invisible spinner that names the button 'loading 登录' for screen readers.
      button={{ autoInsertSpace: false, loadingIcon: <LoadingOutlined /> }}
      theme={{
        algorithm: name === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
        token: name === 'dark' ? DARK_TOKENS : LIGHT_TOKENS,
        components: name === 'dark' ? DARK_COMPONENTS : LIGHT_COMPONENTS,
      }}
    >
      <PageBackground />
      {children}
    </ConfigProvider>
  );
}
