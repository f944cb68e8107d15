/** The membership badge beside a user's name: VIP, or 高级会员 for the premium tier; nothing for normal users. */
import { CrownOutlined } from '@ant-design/icons';
import { effectiveMembership, type User } from '@veridojo/contracts';
import { Pill } from '../ui/Pill.tsx';

export function MembershipBadge({ user }: { user: User }) {
  const tier = effectiveMembership(user, new Date());
  if (tier === 'premium') {
    return (
      <Pill color="purple" icon={<CrownOutlined />}>
        高级会员
      </Pill>
    );
  }
  if (tier === 'vip') {
    return (
      <Pill color="gold" icon={<CrownOutlined />}>
        VIP
      </Pill>
    );
  }
  return null;
}
