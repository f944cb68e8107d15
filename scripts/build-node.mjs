// Bundles the Node processes (server and worker entry points) with esbuild: workspace packages such as
// @veridojo/contracts are compiled in, npm dependencies stay external and load from node_modules.
import { build } from 'esbuild';

const workspaceOnly = {
  name: 'external-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@veridojo/') ? undefined : { external: true }));
  },
};

const started = Date.now();
const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  plugins: [workspaceOnly],
  logLevel: 'warning',
};
await build({ ...common, entryPoints: { main: 'apps/server/src/main.ts', setup: 'apps/server/src/setup.ts' }, outdir: 'apps/server/dist' });
// The check thread (packages/judge/src/checks/host.ts) loads check-thread.js beside the worker's main.js.
await build({
  ...common,
  entryPoints: { main: 'apps/worker/src/main.ts', 'check-thread': 'packages/judge/src/checks/thread.ts' },
  outdir: 'apps/worker/dist',
});
process.stdout.write(`server and worker bundles built in ${Date.now() - started} ms → apps/server/dist, apps/worker/dist\n`);
