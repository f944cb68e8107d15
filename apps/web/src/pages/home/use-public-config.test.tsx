/**
 * The public configuration is one read per visit: the screens showing it at once share one request,
 * and a screen opened after another reads the kept answer (spec §7 no-cache applies to the request
 * itself; the layer keeps the answer for 60 s).
 */
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearUser, setUser } from '../../auth/session.ts';
import { aUser, mockApi } from '../../test/fetch-mock.ts';
import { PROBLEM_LIST, PUBLIC_CONFIG } from '../../test/problems.ts';
import { renderInApp } from '../../test/render.tsx';
import ProblemListPage from '../problems/ProblemListPage.tsx';
import HomePage from './HomePage.tsx';
import { usePublicConfig } from './use-public-config.ts';

/** A third and fourth screen part reading the configuration (the IDE's and converter's line limits). */
function LineLimit({ tool }: { tool: string }) {
  const config = usePublicConfig();
  return <p>{config.status === 'ready' ? `${tool} ${config.config.ide_line_limit}` : `${tool} …`}</p>;
}

const configReads = (calls: { path: string }[]) => calls.filter((c) => c.path === '/api/problem/config');

afterEach(() => {
  act(() => clearUser());
  vi.unstubAllGlobals();
});

describe('usePublicConfig', () => {
  it('reads the configuration once for four users on screen at once, and not again for the next screen', async () => {
    act(() => setUser(aUser()));
    const { calls } = mockApi({
      'GET /api/problem/config': { body: PUBLIC_CONFIG },
      'GET /api/problem/all': { body: PROBLEM_LIST },
      'GET /api/payment/vip/packages': { body: { success: true, data: [] } },
    });
    const first = renderInApp(
      <>
        <HomePage />
        <ProblemListPage />
        <LineLimit tool="IDE" />
        <LineLimit tool="转换器" />
      </>,
    );
    expect(await screen.findByText(`IDE ${PUBLIC_CONFIG.ide_line_limit}`)).toBeTruthy();
    expect(screen.getByText(`转换器 ${PUBLIC_CONFIG.ide_line_limit}`)).toBeTruthy();
    expect(await screen.findByTestId('problem-limit-hint')).toBeTruthy();
    expect(configReads(calls)).toHaveLength(1);

    first.unmount();
    renderInApp(<LineLimit tool="IDE" />);
    expect(screen.getByText(`IDE ${PUBLIC_CONFIG.ide_line_limit}`)).toBeTruthy();
    await waitFor(() => expect(configReads(calls)).toHaveLength(1));
  });
});
