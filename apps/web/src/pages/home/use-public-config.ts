/**
 * The public configuration (GET /problem/config): problem limit, total problems and line limits;
 * and the home page's VIP figure, the shortest package (GET /payment/vip/packages), so the home
 * page and the purchase page read one source.
 */
import type { PublicConfigResponse, VipPackageView } from '@veridojo/contracts';
import { useEffect, useState } from 'react';
import { apiCall } from '../../api/client.ts';

export type PublicConfigState = { status: 'loading' } | { status: 'ready'; config: PublicConfigResponse } | { status: 'failed' };

export function usePublicConfig(): PublicConfigState {
  const [state, setState] = useState<PublicConfigState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    apiCall('problemConfig').then(
      (config) => live && setState({ status: 'ready', config }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

export type HomeVipPrice = { status: 'loading' } | { status: 'ready'; price: VipPackageView } | { status: 'failed' };

/** The shortest VIP package (the server answers shortest first), shown on the home page as ¥9.9 / 7天. */
export function useHomeVipPrice(): HomeVipPrice {
  const [state, setState] = useState<HomeVipPrice>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    apiCall('vipPackages').then(
      (answer) => live && setState(answer.data[0] ? { status: 'ready', price: answer.data[0] } : { status: 'failed' }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

/** Yuan as people write it on a price tag: "9.90" → "9.9", "10.00" → "10". */
export function priceTag(yuan: string): string {
  return yuan.includes('.') ? yuan.replace(/\.?0+$/, '') : yuan;
}
