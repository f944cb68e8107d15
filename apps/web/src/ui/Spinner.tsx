/** A CSS loading spinner in the primary colour (the `vd-spin` keyframes live in app/shell.css). */
import { theme } from 'antd';

export function Spinner({ size = 32 }: { size?: number }) {
  const { token } = theme.useToken();
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        width: size,
        height: size,
        borderRadius: '50%',
        border: `3px solid ${token.colorPrimaryBg}`,
        borderTopColor: token.colorPrimary,
        animation: 'vd-spin 0.8s linear infinite',
      }}
    />
  );
}
