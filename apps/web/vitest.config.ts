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
    // Why 60 s: antd's form validation and modal motion are asynchronous and jsdom is slow on 2 cores;
    // a file's first test also pays for loading the page's modules, which took over 15 s once in CI
    // on a machine busy with the server tests.
    testTimeout: 60_000,
  },
});
