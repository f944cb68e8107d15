/** The public configuration (GET /problem/config): problem limit, total problems and line limits. */
import type { PublicConfigResponse } from '@veridojo/contracts';
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
