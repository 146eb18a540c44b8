import { buildServer, loadConfig } from '@federkiel/server';
const dir = '/tmp/benchdir';
const config = loadConfig({ PORT: '18556', LOG_LEVEL: 'warn', SQLITE_FILE: dir + '/b.db', OUTBOX_DIR: dir + '/o', WEB_DIST: dir + '/web', STORE_PUBLIC_KEY: 'pk_bench' }, dir);
const app = await buildServer(config);
await app.listen({ port: 18556, host: '127.0.0.1' });
console.log('ready');
setTimeout(() => process.exit(0), Number(process.env.STAY ?? 14000));
