/** Entry point of a server process: read settings, start, listen, shut down gracefully. */
import { startHousekeeping } from './housekeeping.ts';
import { startPlatform } from './platform.ts';
import { readSettings } from './settings.ts';

const settings = readSettings();
const platform = await startPlatform(settings);
const stopHousekeeping = startHousekeeping(platform.ctx);
await platform.app.listen({ port: settings.port, host: settings.host });
platform.app.log.info(
  { database: platform.ctx.db.kind, dataDir: settings.databaseUrl ? undefined : settings.dataDir },
  `VeriDojo 已启动：http://localhost:${settings.port}`,
);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  platform.app.log.info({ signal }, 'shutting down');
  stopHousekeeping();
  // Why 10 s: in-flight requests finish in well under that; a stuck one must not block a restart.
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await platform.close();
    process.exit(0);
  } catch (error) {
    platform.app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
