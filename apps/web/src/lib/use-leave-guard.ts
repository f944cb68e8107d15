/**
 * Asks before the tab is closed or reloaded while `unsaved` holds (the browser shows its own
 * question; it allows no custom text). A link inside the app is not blocked: the app's router is
 * a BrowserRouter, and blocking in-app navigation needs a data router (react-router's useBlocker).
 */
import { useEffect } from 'react';

export function useLeaveGuard(unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
}
