/**
 * /admin — the admin panel (spec §2; admins only: the route guard sends others home, and the
 * server checks every call). Tabs: users, problems (with packs), system configuration, the audit
 * log, and the judge queue with payment issues. The open tab is in the address (`?tab=`), so a
 * reload or a shared link lands on it.
 */
import { AuditOutlined, ClusterOutlined, FileTextOutlined, SettingOutlined, TeamOutlined } from '@ant-design/icons';
import { Tabs, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../lib/page-title.ts';
import { AuditTab } from './AuditTab.tsx';
import { ConfigTab } from './ConfigTab.tsx';
import { ProblemsTab } from './ProblemsTab.tsx';
import { QueueTab } from './QueueTab.tsx';
import { UsersTab } from './UsersTab.tsx';

const TABS = [
  { key: 'users', label: '用户管理', icon: <TeamOutlined />, children: <UsersTab /> },
  { key: 'problems', label: '题目管理', icon: <FileTextOutlined />, children: <ProblemsTab /> },
  { key: 'config', label: '系统配置', icon: <SettingOutlined />, children: <ConfigTab /> },
  { key: 'audit', label: '操作日志', icon: <AuditOutlined />, children: <AuditTab /> },
  { key: 'queue', label: '判题队列', icon: <ClusterOutlined />, children: <QueueTab /> },
];

export default function AdminPage() {
  usePageTitle('管理后台');
  const [params, setParams] = useSearchParams();
  const active = TABS.some((t) => t.key === params.get('tab')) ? params.get('tab')! : 'users';
  return (
    <div style={{ maxWidth: 1400, margin: '0 auto', padding: '24px 24px 48px' }}>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        管理后台
      </Typography.Title>
      <Tabs activeKey={active} destroyOnHidden onChange={(key) => setParams({ tab: key }, { replace: true })} items={TABS} />
    </div>
  );
}
