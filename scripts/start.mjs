// `npm start`: runs the built platform — the server process (and, once the judge exists,
// the local workers) — and passes Ctrl-C / SIGTERM on so everything shuts down gracefully.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

if (!fs.existsSync('apps/server/dist/main.js') || !fs.existsSync('apps/web/dist/index.html')) {
  process.stderr.write('尚未构建：请先运行 npm run build（或 scripts/setup.sh start）\n');
  process.exit(1);
}

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
