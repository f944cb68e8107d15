/** Entry point: mounts the app; if even that fails, shows '应用初始化失败' without React or antd. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { showInitFailure } from './app/init-failure.ts';

const container = document.getElementById('root');
if (container) {
  try {
    // A failure above the app's own error boundary (theme, router set-up) unmounts everything: say so.
    const root = createRoot(container, {
      onUncaughtError: (error) => {
        console.error('应用初始化失败', error);
        showInitFailure(container, error);
      },
    });
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  } catch (error) {
    console.error('应用初始化失败', error);
    showInitFailure(container, error);
  }
}
