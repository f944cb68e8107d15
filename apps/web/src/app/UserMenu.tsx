/** The logged-in user's dropdown: 个人中心 and 退出登录 (lazy: antd Dropdown carries the menu engine). */
import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import type { User } from '@veridojo/contracts';
import { Dropdown } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { logOut } from '../auth/logout.ts';
import { toast } from './feedback.tsx';
import { PROFILE_PATH } from './navigation.ts';
import { UserButton } from './UserButton.tsx';

export interface UserMenuProps {
  user: User;
  /** Open when it mounts: the user clicked the button while this code was coming (UserMenuSlot.tsx). */
  initiallyOpen?: boolean;
}

export default function UserMenu({ user, initiallyOpen = false }: UserMenuProps) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(initiallyOpen);
  const onSelect = async (key: string) => {
    if (key === 'profile') {
      void navigate(PROFILE_PATH);
      return;
    }
    await logOut();
    void navigate('/');
    toast.success('已退出登录');
  };
  return (
    <Dropdown
      open={open}
      onOpenChange={setOpen}
      trigger={['click']}
      placement="bottomRight"
      menu={{
        onClick: ({ key }) => void onSelect(key),
        items: [
          { key: 'profile', icon: <UserOutlined />, label: '个人中心' },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', danger: true },
        ],
      }}
    >
      <UserButton user={user} />
    </Dropdown>
  );
}
