// Renders a component the way the app does: antd theme and locale, a router at `route`, toasts.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, type InitialEntry } from 'react-router';
import { FeedbackHost } from '../app/feedback.tsx';
import { ThemeProvider } from '../theme/ThemeProvider.tsx';

/** `route` is a path, or a location with history state (a link that passes state). */
export function renderInApp(ui: ReactNode, { route = '/' }: { route?: InitialEntry } = {}) {
  return render(
    <ThemeProvider>
      <MemoryRouter initialEntries={[route]}>
        {ui}
        <FeedbackHost />
      </MemoryRouter>
    </ThemeProvider>,
  );
}
