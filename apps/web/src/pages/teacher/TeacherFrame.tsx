/**
 * The frame of a teacher page (issue 33): width, a breadcrumb back to 教师中心 and the class, the
 * title with its actions, and one loading / failed view for the page's main read.
 */
import { Breadcrumb, Button, Result, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/page-title.ts';

interface Crumb {
  label: string;
  to?: string;
}

export function TeacherFrame({
  title,
  crumbs = [],
  extra,
  wide = false,
  children,
}: {
  title: string;
  crumbs?: Crumb[];
  extra?: ReactNode;
  /** The gradebook: a wide table wants the whole screen. */
  wide?: boolean;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div style={{ maxWidth: wide ? 1600 : 1100, margin: '0 auto', padding: '24px 24px 64px' }}>
      <Breadcrumb
        items={[
          { title: <Link to="/teacher">教师中心</Link> },
          ...crumbs.map((c) => ({ title: c.to ? <Link to={c.to}>{c.label}</Link> : c.label })),
        ]}
      />
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap', margin: '12px 0 20px' }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <div style={{ marginLeft: 'auto', display: 'flex', gap: 8, flexWrap: 'wrap' }}>{extra}</div>
      </div>
      {children}
    </div>
  );
}

/** The page's read: a skeleton while it loads, the failure with 重试, else the page. */
export function ReadView<T>({
  read,
  failed,
  children,
}: {
  read: { status: string; data: T | undefined; fetching: boolean; refetch: () => Promise<void> };
  failed: string;
  children: (data: T) => ReactNode;
}) {
  if (read.data !== undefined) return <>{children(read.data)}</>;
  if (read.status === 'failed' && !read.fetching)
    return (
      <Result
        status="warning"
        title={failed}
        extra={
          <Button type="primary" onClick={() => void read.refetch()}>
            重试
          </Button>
        }
      />
    );
  return <Skeleton active paragraph={{ rows: 6 }} />;
}
