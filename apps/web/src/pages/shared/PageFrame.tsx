/** The frame of a reading page (about, open source): width, padding, title and lead paragraph. */
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/page-title.ts';

export function PageFrame({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  usePageTitle(title);
  return (
    <article style={{ maxWidth: 960, margin: '0 auto', padding: '40px 24px 64px', display: 'flex', flexDirection: 'column', gap: 24 }}>
      <header>
        <Typography.Title level={1} style={{ marginTop: 0, fontSize: 34 }}>
          {title}
        </Typography.Title>
        {lead && (
          <Typography.Paragraph type="secondary" style={{ fontSize: 16, marginBottom: 0 }}>
            {lead}
          </Typography.Paragraph>
        )}
      </header>
      {children}
    </article>
  );
}
