/**
 * 用户管理 (spec §2): the user table, paged, searched and sorted on the server so it stays quick
 * with 10 000 users; the membership in force (an expired VIP is a normal user: issue 28 item 8)
 * beside the stored tier and its expiry; the admin checkbox, the membership select and the VIP
 * expiry (a datetime-local input, enabled only for a paid tier) each save at once with the version
 * the row was read at; deletion asks first; the member export downloads members_export.csv.
 */
import { DeleteOutlined, DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  MEMBERSHIP_LABELS,
  effectiveMembership,
  fromBeijingInput,
  toBeijingInput,
  type AdminUser,
  type MembershipType,
  type QueryOf,
} from '@veridojo/contracts';
import { Button, Checkbox, Input, Select, Space, Table, Tag, Tooltip, Typography, theme } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useAction, useRowAction } from '../../api/action.ts';
import { apiCall, download } from '../../api/client.ts';
import { confirmDialog } from '../../app/feedback.tsx';
import { useCurrentUser } from '../../auth/session.ts';
import { formatShanghaiTime } from '../../lib/time.ts';
import { useTheme } from '../../theme/theme.ts';
import { saveFile } from '../../lib/save-file.ts';
import { Pill } from '../../ui/Pill.tsx';
import { ADMIN_SUCCESSES, toastExportFailure, toastFailure } from './admin-feedback.ts';
import { useAdminPage } from './use-admin-page.ts';

/** The columns the list call sorts by (contracts' AdminUserSort). */
type Sort = NonNullable<NonNullable<QueryOf<'adminUsers'>>['sort']>;
interface Query {
  page: number;
  page_size: number;
  search: string;
  sort: Sort;
  order: 'asc' | 'desc';
}
const FIRST_QUERY: Query = { page: 1, page_size: 20, search: '', sort: 'id', order: 'asc' };
/** What one control of a row saves. */
type Change = { is_admin?: boolean; is_teacher?: boolean; membership_type?: MembershipType; vip_expiry_date?: string | null };

export function UsersTab() {
  const me = useCurrentUser();
  const { token } = theme.useToken();
  const isDark = useTheme() === 'dark';
  const { setQuery, rows, loading, reload, replaceRow, pagination } = useAdminPage('adminUsers', FIRST_QUERY, {
    rows: 'users',
    failure: 'listUsers',
    showTotal: (n) => `共 ${n} 位用户`,
  });
  const save = useRowAction(
    (user: AdminUser) => user.id,
    async (user: AdminUser, change: Change) => {
      const answer = await apiCall('adminUpdateUser', { version: user.version, ...change }, { id: user.id });
      replaceRow(answer.user);
      return answer;
    },
    {
      success: (answer) => answer.message,
      failure: (error, _user, change) => {
        const expiryOnly = change.is_admin === undefined && change.is_teacher === undefined && change.membership_type === undefined;
        toastFailure(error, expiryOnly ? 'updateExpiry' : 'updateUser');
        // A stale row (another admin's change) or a refused rule: show what the server holds now.
        void reload();
      },
    },
  );

  const deleteUser = useRowAction(
    (user: AdminUser) => user.id,
    async (user: AdminUser) => {
      const answer = await apiCall('adminDeleteUser', undefined, { id: user.id });
      void reload();
      return answer;
    },
    { success: (answer) => answer.message, failure: (error) => toastFailure(error, 'deleteUser') },
  );
  const busy = (user: AdminUser) => save.busyFor(user.id) || deleteUser.busyFor(user.id);

  const remove = async (user: AdminUser) => {
    const confirmed = await confirmDialog({
      title: '删除用户',
      message: `确定要删除用户「${user.username}」吗？此操作不可撤销：该用户会立即退出登录，提交记录与订单将匿名保留。`,
      confirmText: '删除',
      danger: true,
    });
    if (confirmed) void deleteUser.run(user);
  };

  const exportMembers = useAction(
    async () => {
      const { blob, fileName } = await download('adminExportUsers');
      saveFile(blob, fileName);
    },
    { success: ADMIN_SUCCESSES.exportUsers, failure: toastExportFailure },
  );

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <Input.Search
          allowClear
          placeholder="按用户名或邮箱搜索"
          style={{ width: 280 }}
          onSearch={(search) => setQuery((q) => ({ ...q, search: search.trim(), page: 1 }))}
          aria-label="搜索用户"
        />
        <Button icon={<ReloadOutlined />} onClick={() => void reload()}>
          刷新
        </Button>
        <Button type="primary" icon={<DownloadOutlined />} loading={exportMembers.busy} onClick={() => void exportMembers.run()}>
          导出会员信息
        </Button>
      </Space>
      <Table<AdminUser>
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={rows}
        scroll={{ x: 960 }}
        pagination={pagination}
        // A sort, with the page antd shows (the query keeps it). A page change comes here too, with
        // the page that `pagination` has just set.
        onChange={(shown, _filters, sorter) => {
          const s = sorter as SorterResult<AdminUser>;
          setQuery((q) => ({
            ...q,
            page: shown.current ?? 1,
            page_size: shown.pageSize ?? q.page_size,
            sort: s.order ? (s.field as Sort) : 'id',
            order: s.order === 'descend' ? 'desc' : 'asc',
          }));
        }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 80, sorter: true },
          {
            title: '用户名',
            dataIndex: 'username',
            sorter: true,
            render: (name: string, user) => (
              <Space size={4}>
                {name}
                {user.id === me?.id && <Tag color="blue">我</Tag>}
              </Space>
            ),
          },
          { title: '邮箱', dataIndex: 'email', sorter: true, render: (email: string | null) => email ?? '—' },
          {
            title: '管理员',
            dataIndex: 'is_admin',
            width: 80,
            render: (isAdmin: boolean, user) => (
              <Tooltip title={user.id === me?.id ? '不能取消自己的管理员权限' : undefined}>
                <Checkbox
                  checked={isAdmin}
                  disabled={busy(user) || user.id === me?.id}
                  onChange={(e) => void save.run(user, { is_admin: e.target.checked })}
                  aria-label={`${user.username} 是管理员`}
                />
              </Tooltip>
            ),
          },
          {
            // A teacher creates classes and sets assignments (issue 33); the change is audited like the others.
            title: '教师',
            dataIndex: 'is_teacher',
            width: 70,
            render: (isTeacher: boolean, user) => (
              <Checkbox
                checked={isTeacher}
                disabled={busy(user)}
                onChange={(e) => void save.run(user, { is_teacher: e.target.checked })}
                aria-label={`${user.username} 是教师`}
              />
            ),
          },
          {
            title: '当前身份',
            key: 'membership_in_force',
            width: 170,
            render: (_: unknown, user) => <MembershipInForce user={user} />,
          },
          {
            title: '会员类型',
            dataIndex: 'membership_type',
            width: 140,
            render: (type: MembershipType, user) => (
              <Select<MembershipType>
                value={type}
                disabled={busy(user)}
                style={{ width: 120 }}
                onChange={(membership_type) => void save.run(user, { membership_type })}
                options={(['normal', 'vip', 'premium'] as const).map((t) => ({ value: t, label: MEMBERSHIP_LABELS[t] }))}
                aria-label={`${user.username} 的会员类型`}
              />
            ),
          },
          {
            title: 'VIP到期时间',
            dataIndex: 'vip_expiry_date',
            sorter: true,
            width: 220,
            render: (expiry: string | null, user) => (
              <input
                type="datetime-local"
                key={`${user.id}-${user.version}`}
                defaultValue={expiry ? toBeijingInput(expiry) : ''}
                disabled={busy(user) || user.membership_type === 'normal'}
                onBlur={(e) => {
                  const value = e.target.value;
                  const next = value === '' ? null : fromBeijingInput(value);
                  if (next !== expiry) void save.run(user, { vip_expiry_date: next });
                }}
                aria-label={`${user.username} 的VIP到期时间`}
                style={{
                  height: 32,
                  padding: '0 8px',
                  borderRadius: token.borderRadius,
                  border: `1px solid ${token.colorBorder}`,
                  background: token.colorBgContainer,
                  color: token.colorText,
                  colorScheme: isDark ? 'dark' : 'light',
                  opacity: user.membership_type === 'normal' ? 0.5 : 1,
                }}
              />
            ),
          },
          { title: '注册时间', dataIndex: 'created_at', sorter: true, width: 180, render: (t: string) => formatShanghaiTime(t) },
          {
            title: '操作',
            key: 'actions',
            width: 90,
            render: (_: unknown, user) => (
              <Button
                danger
                size="small"
                icon={<DeleteOutlined />}
                disabled={busy(user) || user.id === me?.id}
                onClick={() => void remove(user)}
              >
                删除
              </Button>
            ),
          },
        ]}
      />
    </Space>
  );
}

/** Paid tiers in a Pill: antd's gold tag reads at 2.75:1 on its fill (axe, WCAG AA needs 4.5:1). */
const IN_FORCE_COLOURS: Record<Exclude<MembershipType, 'normal'>, 'gold' | 'purple'> = { vip: 'gold', premium: 'purple' };

/**
 * The membership in force now (contracts' effectiveMembership, the rule every limit uses), and why
 * it differs from the stored tier when it does: a paid tier whose expiry has passed.
 */
function MembershipInForce({ user }: { user: AdminUser }) {
  const inForce = effectiveMembership(user, new Date());
  const lapsed = inForce !== user.membership_type;
  return (
    <div data-testid={`membership-in-force-${user.id}`}>
      {inForce === 'normal' ? (
        <Tag>{MEMBERSHIP_LABELS[inForce]}</Tag>
      ) : (
        <Pill color={IN_FORCE_COLOURS[inForce]}>{MEMBERSHIP_LABELS[inForce]}</Pill>
      )}
      {lapsed && (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, marginTop: 2 }}>
          {/* Lapsed means an expiry in the past: a paid tier without one stays in force. */}
          {MEMBERSHIP_LABELS[user.membership_type]}已于 {formatShanghaiTime(user.vip_expiry_date ?? '')} 到期
        </Typography.Text>
      )}
      {!lapsed && inForce !== 'normal' && user.vip_expiry_date === null && (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, marginTop: 2 }}>
          长期有效
        </Typography.Text>
      )}
    </div>
  );
}
