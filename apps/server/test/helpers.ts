import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer, type BuildOptions } from '../src/buildServer.ts';
import { loadConfig, type ServerConfig } from '../src/config.ts';
import { scratchDatabase } from '../src/db/scratchDatabase.ts';

export const TEST_ADMIN_KEY = 'test-admin-key-0123456789';

/** The store's public key in the test configuration (the default) and its Basic header. */
export const TEST_PUBLIC_KEY = 'pk_federkiel_local';
export const STORE_AUTH = {
  authorization: `Basic ${Buffer.from(TEST_PUBLIC_KEY).toString('base64')}`,
};

/** A fresh temporary folder, removed by the returned cleanup. */
export function makeTempDir(): { dir: string; cleanup: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'federkiel-server-'));
  return { dir, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** A configuration whose files all live in `dir`, so tests never touch the repo's var/. */
export function testConfig(dir: string, env: Record<string, string> = {}): ServerConfig {
  return loadConfig(
    {
      LOG_LEVEL: 'silent',
      SQLITE_FILE: 'db/test.db',
      WEB_DIST: 'dist',
      UPLOAD_DIR: 'uploads',
      OUTBOX_DIR: 'outbox',
      ADMIN_KEY: TEST_ADMIN_KEY,
      ...env,
    },
    dir,
  );
}

export interface TestServer {
  app: FastifyInstance;
  dir: string;
  close: () => Promise<void>;
}

/**
 * Builds the server on a temporary SQLite file and web build folder — or, when
 * TEST_DATABASE_URL is set, on a fresh PostgreSQL database of its own (scratchDatabase.ts).
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: BuildOptions = {},
): Promise<TestServer> {
  const { dir, cleanup } = makeTempDir();
  const database = await scratchDatabase();
  let app: FastifyInstance;
  try {
    app = await buildServer(testConfig(dir, { ...database.env, ...env }), options);
  } catch (error) {
    await database.drop();
    cleanup();
    throw error;
  }
  return {
    app,
    dir,
    close: async () => {
      await app.close();
      await database.drop();
      cleanup();
    },
  };
}

/** Writes a minimal Vite-like build into `<dir>/dist`. */
export function writeWebBuild(dir: string): void {
  const dist = path.join(dir, 'dist');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'index-3f9a1c.js'), 'console.log("app")');
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(dist, '.secret'), 'not for the web');
}
