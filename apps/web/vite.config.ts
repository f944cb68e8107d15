// Vite build of the single-page app; the home-weight plugin prints (and limits) what `/` loads.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { callRoutesInline } from './build/call-routes.ts';
import { homeWeight } from './build/home-weight.ts';
import { netlistsvgAliases } from './build/netlistsvg-parts.ts';
import { wavedromRenderAliases } from './build/wavedrom-render.ts';
import { zodJitless } from './build/zod-jitless.ts';

export default defineConfig({
  plugins: [react(), homeWeight(), zodJitless(), callRoutesInline()],
  resolve: { alias: [...wavedromRenderAliases, ...netlistsvgAliases] },
  server: {
    // `npm run dev -w @veridojo/web` next to a server (npm run dev:server, port 3000; API_PROXY=http://host:port for another).
    proxy: { '/api': process.env.API_PROXY ?? 'http://localhost:3000' },
  },
  build: {
    // Why: the antd vendor chunk is larger than Vite's 500 kB default warning, and its weight is checked by homeWeight instead.
    chunkSizeWarningLimit: 1000,
  },
});
