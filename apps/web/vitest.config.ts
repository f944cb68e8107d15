// Component tests of the web app in jsdom (project "web" of the root vitest config).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { netlistsvgAliases } from './build/netlistsvg-parts.ts';
import { wavedromRenderAliases } from './build/wavedrom-render.ts';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: [...wavedromRenderAliases, ...netlistsvgAliases] },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // Files share a worker's modules and its jsdom (the set-up file still runs before each file, and
    // every test leaves a clean DOM, storage and query cache): importing antd and the pages, and
    // making a jsdom, once per worker instead of once per file took the step from 94 s to 46 s.
    // So no file may vi.mock a module another file imports (it would find it loaded already): spy
    // on the module's own objects instead (auth/session-check.test.ts).
    isolate: false,
    // Why 60 s: antd's form validation and modal motion are asynchronous and jsdom is slow on 2 cores;
    // a file's first test also pays for loading the page's modules, which took over 15 s once in CI
    // on a machine busy with the server tests.
    testTimeout: 60_000,
  },
});
