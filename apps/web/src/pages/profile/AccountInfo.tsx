/** The account summary of the personal center: name, e-mail, membership and, for members, the expiry in Shanghai time. */
import { effectiveMembership, MEMBERSHIP_LABELS, type User } from '@veridojo/contracts';
import { Card, Descriptions } from 'antd';
import { MembershipBadge } from '../../app/MembershipBadge.tsx';
import { formatShanghaiTime } from '../../lib/time.ts';

export function AccountInfo({ user, email }: { user: User; email: string | null }) {
  const tier = effectiveMembership(user, new Date());
  const member = tier !== 'normal';
  const items = [
    { key: 'username', label: '用户名', children: user.username },
    { key: 'email', label: '邮箱', children: email || '未设置' },
    {
      key: 'membership',
      label: '会员类型',
      children: (
        <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
          {MEMBERSHIP_LABELS[tier]}
          <MembershipBadge user={user} />
        </span>
      ),
    },
  ];
  if (member) {
    items.push({
      key: 'expiry',
      label: 'VIP到期时间',
      children: user.vip_expiry_date ? `${formatShanghaiTime(user.vip_expiry_date)}（北京时间）` : '长期有效',
    });
  }
  return (
    <Card title="账号信息">
      <Descriptions column={1} items={items} />
    </Card>
  );
}
