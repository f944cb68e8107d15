/** A centred status message with an icon, a title, a detail line and actions (error, warning, loading views). */
import { CloseCircleFilled, ExclamationCircleFilled, ToolOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import type { ReactNode } from 'react';

export function StatusView({
  status,
  title,
  detail,
  actions,
  icon: ownIcon,
}: {
  status: 'error' | 'warning' | 'info';
  title: ReactNode;
  detail?: ReactNode;
  actions?: ReactNode;
  /** Instead of the status's own icon. */
  icon?: ReactNode;
}) {
  const { token } = theme.useToken();
  const icon =
    ownIcon ??
    {
      error: <CloseCircleFilled style={{ color: token.colorError }} />,
      warning: <ExclamationCircleFilled style={{ color: token.colorWarning }} />,
      info: <ToolOutlined style={{ color: token.colorPrimary }} />,
    }[status];
  return (
    <div
      role={status === 'info' ? 'status' : 'alert'}
      style={{ textAlign: 'center', padding: '64px 24px', maxWidth: 640, margin: '0 auto' }}
    >
      <div style={{ fontSize: 64, lineHeight: 1, marginBottom: 24 }}>{icon}</div>
      <div style={{ fontSize: token.fontSizeHeading3, color: token.colorTextHeading, fontWeight: 600, marginBottom: 8 }}>{title}</div>
      {detail && <div style={{ color: token.colorTextSecondary, marginBottom: 24, wordBreak: 'break-word' }}>{detail}</div>}
      {actions && <div style={{ display: 'flex', justifyContent: 'center', gap: 8, flexWrap: 'wrap' }}>{actions}</div>}
    </div>
  );
}
