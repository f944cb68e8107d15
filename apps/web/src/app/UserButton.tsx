/** The logged-in user's name and membership badge in the navigation bar (the trigger of the user menu). */
import { DownOutlined, UserOutlined } from '@ant-design/icons';
import type { User } from '@veridojo/contracts';
import { Button } from 'antd';
import type { ComponentProps } from 'react';
import { MembershipBadge } from './MembershipBadge.tsx';

export function UserButton({ user, ...rest }: { user: User } & ComponentProps<typeof Button>) {
  return (
    <Button type="text" data-testid="user-menu" aria-label={`用户菜单：${user.username}`} {...rest} style={{ paddingInline: 8 }}>
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
        <UserOutlined />
        <span data-testid="nav-username" style={{ maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {user.username}
        </span>
        <MembershipBadge user={user} />
        <DownOutlined style={{ fontSize: 10 }} />
      </span>
    </Button>
  );
}
