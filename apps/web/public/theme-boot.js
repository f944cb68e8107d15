// Runs before the page is drawn (a classic, blocking script in <head>): marks <html> with the saved
// theme, else the system preference, so a dark page does not flash white before the bundle loads.
// It is a file and not inline because the Content-Security-Policy allows only scripts from this
// origin (apps/server/src/http/security-headers.ts). Keep the key in step with src/theme/theme.ts.
/* global document, localStorage, matchMedia */
try {
  const saved = localStorage.getItem('veridojo.theme');
  const dark = saved ? saved === 'dark' : matchMedia('(prefers-color-scheme: dark)').matches;
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
} catch {
  // Storage refused (private mode, disabled cookies): the app picks the theme once it loads.
}
