/**
 * 操作日志: every admin change — who, when, what, before → after, from which address — newest
 * first, filtered by action or by part of the admin's name or the target. Secrets never appear:
 * the server writes them as set, replaced or cleared.
 */
import { ReloadOutlined } from '@ant-design/icons';
import { AUDIT_ACTIONS, type AuditAction, type ResponseOf } from '@veridojo/contracts';
import { Button, Input, Select, Space, Table, Tag } from 'antd';
import { formatShanghaiTime } from '../../lib/time.ts';
import { useAdminPage } from './use-admin-page.ts';

type Entry = ResponseOf<'adminAudit'>['entries'][number];
interface Query {
  page: number;
  page_size: number;
  search: string;
  action?: AuditAction;
}
const FIRST_QUERY: Query = { page: 1, page_size: 20, search: '' };

/**
 * What an entry changed, one field a line: `field：before → after` for the fields that differ, or
 * the values alone when the entry records only one side (a deletion's last state, an import's summary).
 */
export function Change({ before, after }: { before: unknown; after: unknown }) {
  const text = (v: unknown) => (v === null || v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));
  const fields = (o: unknown) => (o && typeof o === 'object' ? (o as Record<string, unknown>) : null);
  const [b, a] = [fields(before), fields(after)];
  if (!b && !a) return before === undefined && after === undefined ? null : <span>{`${text(before)} → ${text(after)}`}</span>;
  const only = !b || !a ? (b ?? a)! : null;
  const keys = only ? Object.keys(only) : [...new Set([...Object.keys(b!), ...Object.keys(a!)])].filter((k) => text(b![k]) !== text(a![k]));
  return (
    <div style={{ fontSize: 12, lineHeight: 1.6 }}>
      {!a && <div>删除前：</div>}
      {keys.map((k) => (
        <div key={k}>
          <code>{k}</code>：{only ? text(only[k]) : `${text(b![k])} → ${text(a![k])}`}
        </div>
      ))}
    </div>
  );
}

export function AuditTab() {
  const { query, setQuery, rows, loading, reload, pagination } = useAdminPage('adminAudit', FIRST_QUERY, {
    rows: 'entries',
    failure: 'loadAudit',
    showTotal: (n) => `共 ${n} 条`,
  });

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <Select<AuditAction | undefined>
          allowClear
          placeholder="全部操作"
          style={{ width: 180 }}
          value={query.action}
          onChange={(action) => setQuery((q) => ({ ...q, action, page: 1 }))}
          options={(Object.keys(AUDIT_ACTIONS) as AuditAction[]).map((a) => ({ value: a, label: AUDIT_ACTIONS[a] }))}
          aria-label="按操作筛选"
        />
        <Input.Search
          allowClear
          placeholder="按管理员或对象搜索"
          style={{ width: 260 }}
          onSearch={(search) => setQuery((q) => ({ ...q, search: search.trim(), page: 1 }))}
          aria-label="搜索操作日志"
        />
        <Button icon={<ReloadOutlined />} onClick={() => void reload()}>
          刷新
        </Button>
      </Space>
      <Table<Entry>
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={rows}
        scroll={{ x: 900 }}
        pagination={pagination}
        columns={[
          { title: '时间', dataIndex: 'created_at', width: 170, render: (t: string) => formatShanghaiTime(t) },
          { title: '管理员', dataIndex: 'admin', width: 120 },
          { title: '操作', dataIndex: 'action', width: 120, render: (a: AuditAction) => <Tag>{AUDIT_ACTIONS[a]}</Tag> },
          { title: '对象', dataIndex: 'target', width: 200 },
          { title: '修改内容', key: 'change', render: (_: unknown, e) => <Change before={e.before} after={e.after} /> },
          { title: '地址', dataIndex: 'address', width: 130 },
        ]}
      />
    </Space>
  );
}
