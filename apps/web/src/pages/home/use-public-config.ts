/**
 * The public configuration (GET /problem/config): problem limit, total problems and line limits;
 * and the home page's VIP figure, the shortest package (GET /payment/vip/packages), so the home
 * page and the purchase page read one source.
 */
import type { PublicConfigResponse, VipPackageView } from '@veridojo/contracts';
import { useApiQuery } from '../../api/query.ts';

export type PublicConfigState = { status: 'loading' } | { status: 'ready'; config: PublicConfigResponse } | { status: 'failed' };

/** One read for every screen of the visit (home, problem list, IDE, converter): a shared answer. */
export function usePublicConfig(): PublicConfigState {
  const read = useApiQuery('problemConfig', {}, { shared: true });
  if (read.data !== undefined) return { status: 'ready', config: read.data };
  return read.status === 'failed' ? { status: 'failed' } : { status: 'loading' };
}

type HomeVipPrice = { status: 'loading' } | { status: 'ready'; price: VipPackageView } | { status: 'failed' };

/** The shortest VIP package (the server answers shortest first), shown on the home page as ¥9.9 / 7天. */
export function useHomeVipPrice(): HomeVipPrice {
  const read = useApiQuery('vipPackages', {}, { shared: true });
  if (read.data !== undefined) return read.data.data[0] ? { status: 'ready', price: read.data.data[0] } : { status: 'failed' };
  return read.status === 'failed' ? { status: 'failed' } : { status: 'loading' };
}

/** Yuan as people write it on a price tag: "9.90" → "9.9", "10.00" → "10". */
export function priceTag(yuan: string): string {
  return yuan.includes('.') ? yuan.replace(/\.?0+$/, '') : yuan;
}
