/** The application: theme and locale around the global error boundary and the router. */
import { BrowserRouter, useRoutes } from 'react-router';
import { ThemeProvider } from '../theme/ThemeProvider.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { routes } from './routes.tsx';

export function AppRoutes() {
  return useRoutes(routes);
}

export function App() {
  return (
    <ThemeProvider>
      <ErrorBoundary>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ErrorBoundary>
    </ThemeProvider>
  );
}
