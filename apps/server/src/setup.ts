/**
 * `npm run db:setup`: prepares the database without serving — migrations, configuration
 * defaults and the first admin account (printing a generated password once). The server
 * does the same at every start, so running this twice changes nothing.
 */
import { startPlatform } from './platform.ts';
import { readSettings } from './settings.ts';

const settings = readSettings();
const platform = await startPlatform(settings);
platform.app.log.info({ database: platform.ctx.db.kind }, 'database ready');
await platform.close();
