/** /vip-recharge — VIP packages, QR payment and orders. Placeholder until payments are built. */
import { UnderConstruction } from '../under-construction/UnderConstruction.tsx';

export default function VipRechargePage() {
  return <UnderConstruction title="VIP充值" />;
}
