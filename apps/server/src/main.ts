import cluster from 'node:cluster';
import fs from 'node:fs';
import path from 'node:path';
import { buildServer } from './buildServer.ts';
import { ConfigError, loadConfig, type ServerConfig } from './config.ts';
import { startInvoiceWarmUp } from './invoices/invoiceWarmUp.ts';
import { REPO_ROOT } from './paths.ts';
import { superviseServerProcesses } from './serverProcesses.ts';

// Entry point for `npm start` / `tsx src/main.ts`. Variables already in the environment
// win over the repository's .env (process.loadEnvFile never overrides them). The launcher
// (scripts/lib/stack.ts) passes a complete environment and sets FEDERKIEL_NO_DOTENV, so a
// test stack never picks up the developer's .env.

const envFile = path.join(REPO_ROOT, '.env');
if (process.env.FEDERKIEL_NO_DOTENV !== '1' && fs.existsSync(envFile)) process.loadEnvFile(envFile);

let config: ServerConfig;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (error instanceof ConfigError) {
    // The message lists each bad variable; a stack trace would only hide it.
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

if (config.serverProcesses > 1 && cluster.isPrimary) {
  // Several server processes on one port (SERVER_PROCESSES): this one only supervises them.
  await superviseServerProcesses(config);
} else {
  await serve(config);
}

async function serve(config: ServerConfig): Promise<void> {
  const app = await buildServer(config);

  // Ctrl-C (npm start forwards it) or a container stop: finish in-flight requests, close the
  // database, exit. A second signal, or a close that hangs, exits at once.
  const SHUTDOWN_TIMEOUT_MS = 10_000;
  let shuttingDown = false;
  // A process under the supervisor (SERVER_PROCESSES > 1) stops on the supervisor's SIGTERM
  // only: Ctrl-C in a terminal reaches every process of the group, and a SIGINT here plus
  // the supervisor's SIGTERM would count as a second signal and cut requests off.
  if (cluster.isWorker) process.on('SIGINT', () => {});
  const signals = cluster.isWorker ? (['SIGTERM'] as const) : (['SIGINT', 'SIGTERM'] as const);
  for (const signal of signals) {
    process.on(signal, () => {
      if (shuttingDown) process.exit(1);
      shuttingDown = true;
      app.log.info(`${signal} received, shutting down`);
      setTimeout(() => {
        app.log.error('shutdown took too long, exiting');
        process.exit(1);
      }, SHUTDOWN_TIMEOUT_MS).unref();
      app.close().then(
        () => process.exit(0),
        (err: unknown) => {
          app.log.error({ err }, 'error during shutdown');
          process.exit(1);
        },
      );
    });
  }

  // The e-invoice library is loaded, its schemas compiled and one invoice rendered once this
  // process serves a shopper (their first cart call: the page's cart badge), in the
  // background, so the first paid order waits for none of it — at the first cart *write* it
  // was still compiling when a quick shopper ordered (issue #27: first order 1.0 s). A
  // process that only serves staff or production files never loads the library
  // (invoiceWarmUp.ts).
  let warmUp: 'waiting' | 'started' = 'waiting';
  app.addHook('onResponse', async (request) => {
    if (warmUp === 'started' || !request.url.startsWith('/api/cart')) return;
    warmUp = 'started';
    void startInvoiceWarmUp(app.log);
  });

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    app.log.fatal({ err }, 'could not start listening');
    await app.close();
    process.exit(1);
  }
}
