/** The honest stand-in for a screen that a later release builds: says so, and offers the way back. */
import { ToolOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../lib/page-title.ts';

export function UnderConstruction({ title, children }: { title: string; children?: ReactNode }) {
  usePageTitle(title);
  const navigate = useNavigate();
  return (
    <div style={{ maxWidth: 720, margin: '0 auto', padding: '48px 24px' }}>
      <Result
        icon={<ToolOutlined />}
        title={title}
        subTitle="此功能正在建设中"
        extra={
          <Button type="primary" onClick={() => void navigate('/')}>
            返回首页
          </Button>
        }
      >
        {children}
      </Result>
    </div>
  );
}
