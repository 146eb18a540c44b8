// Shared by the CMS integration tests: each test file runs in its own process with its own
// temporary SQLite file and media folder, compiles the TypeScript once and starts Strapi.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const require = createRequire(import.meta.url);
export const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const ADMIN_EMAIL = 'redaktion-test@federkiel.local';
export const ADMIN_PASSWORD = 'Test-Passwort-123';
export const SUPERADMIN_EMAIL = 'entwicklung-test@federkiel.local';
export const SUPERADMIN_PASSWORD = 'Test-Passwort-456';

/** Points Strapi at a fresh temporary folder; returns it (remove it in `after`). */
export function prepareEnv(name) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `federkiel-${name}-`));
  Object.assign(process.env, {
    NODE_ENV: 'test',
    STRAPI_TELEMETRY_DISABLED: 'true',
    CMS_DATABASE_CLIENT: 'sqlite',
    CMS_DATABASE_FILENAME: path.join(tmp, 'data.db'),
    CMS_PUBLIC_DIR: path.join(tmp, 'public'),
    CMS_STARTUP_MESSAGE: 'false',
    CMS_ADMIN_EMAIL: ADMIN_EMAIL,
    CMS_ADMIN_PASSWORD: ADMIN_PASSWORD,
    CMS_SUPERADMIN_EMAIL: SUPERADMIN_EMAIL,
    CMS_SUPERADMIN_PASSWORD: SUPERADMIN_PASSWORD,
    CMS_SEED: 'true',
    CMS_PREVIEW_SECRET: 'test-preview-secret',
  });
  for (const key of [
    'APP_KEYS',
    'API_TOKEN_SALT',
    'ADMIN_JWT_SECRET',
    'TRANSFER_TOKEN_SALT',
    'JWT_SECRET',
    'ENCRYPTION_KEY',
  ]) {
    process.env[key] = crypto.randomBytes(16).toString('base64');
  }
  delete process.env.CMS_URL;
  // Optional: run the same suite against PostgreSQL (an EMPTY database), e.g.
  //   CMS_TEST_DATABASE_URL=postgres://strapi:strapi@127.0.0.1:5432/federkiel_cms_test npm test
  if (process.env.CMS_TEST_DATABASE_URL) {
    process.env.CMS_DATABASE_CLIENT = 'postgres';
    process.env.CMS_DATABASE_URL = process.env.CMS_TEST_DATABASE_URL;
  }
  return tmp;
}

const { compileStrapi, createStrapi } = require('@strapi/strapi');

export async function compile() {
  const { distDir } = await compileStrapi({ appDir });
  return distDir;
}

export async function startStrapi(distDir) {
  const started = Date.now();
  const strapi = await createStrapi({
    appDir,
    distDir,
    autoReload: false,
    serveAdminPanel: false,
  }).load();
  strapi.log.level = 'warn';
  strapi.server.mount();
  await new Promise((resolve) => strapi.server.httpServer.listen(0, '127.0.0.1', resolve));
  const { port } = strapi.server.httpServer.address();
  return { strapi, base: `http://127.0.0.1:${port}`, ms: Date.now() - started };
}

export async function stopStrapi(strapi) {
  await new Promise((resolve) => strapi.server.httpServer.close(() => resolve()));
  await strapi.destroy();
}

/** Logs in to the admin panel's API; the JWT for `Authorization: Bearer …`. */
export async function adminToken(base, email, password) {
  const res = await fetch(`${base}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`admin login ${email}: ${res.status}`);
  const body = await res.json();
  return body.data.token ?? body.data.accessToken;
}
