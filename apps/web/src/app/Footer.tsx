/** The footer (spec §1): 关于我们 with 平台介绍, 开源声明, 联系我们 and 隐私政策 (pop-ups), and the copyright line. */
import { theme } from 'antd';
import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { Heading, Paragraph } from '../ui/text.tsx';
import { PRODUCT_NAME } from './contact.ts';
import { toast } from './feedback.tsx';
import { LazyBoundary } from './LazyBoundary.tsx';

const FooterDialog = lazy(() => import('./FooterDialogs.tsx'));
export type FooterDialogName = 'contact' | 'privacy';

export function Footer() {
  const [dialog, setDialog] = useState<FooterDialogName | null>(null);
  const { token } = theme.useToken();
  const entry: CSSProperties = {
    color: token.colorTextSecondary,
    background: 'none',
    border: 'none',
    padding: 0,
    font: 'inherit',
    cursor: 'pointer',
    textDecoration: 'none',
  };
  return (
    <footer
      style={{
        color: token.colorText,
        fontSize: token.fontSize,
        background: token.colorBgContainer,
        borderTop: `1px solid ${token.colorBorderSecondary}`,
        padding: '32px 24px 24px',
      }}
    >
      <div
        style={{ maxWidth: 1200, margin: '0 auto', display: 'flex', flexWrap: 'wrap', gap: '24px 64px', justifyContent: 'space-between' }}
      >
        <div style={{ flex: '1 1 320px', maxWidth: 560 }}>
          <Heading level={5}>{PRODUCT_NAME}</Heading>
          <Paragraph secondary style={{ marginBottom: 0 }}>
            面向数字电路设计学习者的 Verilog 练习平台：分级题库与自动评测、在线 IDE 仿真与波形、Verilog 转 VHDL 转换器。
          </Paragraph>
        </div>
        <nav aria-label="关于我们" style={{ flex: '0 1 320px' }}>
          <Heading level={5}>关于我们</Heading>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 24px' }}>
            <Link to="/about" style={entry}>
              平台介绍
            </Link>
            <Link to="/opensource" style={entry}>
              开源声明
            </Link>
            <button type="button" style={entry} onClick={() => setDialog('contact')}>
              联系我们
            </button>
            <button type="button" style={entry} onClick={() => setDialog('privacy')}>
              隐私政策
            </button>
          </div>
        </nav>
      </div>
      <Paragraph secondary style={{ textAlign: 'center', margin: '24px 0 0' }}>
        © {new Date().getFullYear()} {PRODUCT_NAME} 版权所有
      </Paragraph>
      {dialog && (
        <LazyBoundary
          onError={() => {
            toast.error('内容加载失败，请刷新页面后重试');
            setDialog(null);
          }}
        >
          <Suspense fallback={null}>
            <FooterDialog name={dialog} onClose={() => setDialog(null)} />
          </Suspense>
        </LazyBoundary>
      )}
    </footer>
  );
}
