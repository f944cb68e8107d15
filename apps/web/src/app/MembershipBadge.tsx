/** The membership badge beside a user's name: VIP, or 高级会员 for the premium tier; nothing for normal users. */
import { CrownOutlined } from '@ant-design/icons';
import type { User } from '@veridojo/contracts';
import { Pill } from '../ui/Pill.tsx';

export function MembershipBadge({ user }: { user: User }) {
  if (user.membership_type === 'premium') {
    return (
      <Pill color="purple" icon={<CrownOutlined />}>
        高级会员
      </Pill>
    );
  }
  if (user.is_vip || user.membership_type === 'vip') {
    return (
      <Pill color="gold" icon={<CrownOutlined />}>
        VIP
      </Pill>
    );
  }
  return null;
}
