import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { fromRoot } from './paths';

/**
 * SQLite (better-sqlite3) by default, PostgreSQL with CMS_DATABASE_CLIENT=postgres.
 *   CMS_DATABASE_FILENAME  SQLite file, default `.tmp/data.db` relative to the cms/ folder
 *   CMS_DATABASE_URL       postgres://user:pass@host:5432/db (or the single fields below)
 */
const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Database => {
  const client = env('CMS_DATABASE_CLIENT', 'sqlite');

  if (client === 'postgres') {
    const url = env('CMS_DATABASE_URL');
    const ssl = env.bool('CMS_DATABASE_SSL', false)
      ? { rejectUnauthorized: env.bool('CMS_DATABASE_SSL_REJECT_UNAUTHORIZED', true) }
      : false;
    return {
      connection: {
        client: 'postgres',
        connection: url
          ? { connectionString: url, ssl, schema: env('CMS_DATABASE_SCHEMA', 'public') }
          : {
              host: env('CMS_DATABASE_HOST', 'localhost'),
              port: env.int('CMS_DATABASE_PORT', 5432),
              database: env('CMS_DATABASE_NAME', 'federkiel_cms'),
              user: env('CMS_DATABASE_USERNAME', 'strapi'),
              password: env('CMS_DATABASE_PASSWORD', 'strapi'),
              ssl,
              schema: env('CMS_DATABASE_SCHEMA', 'public'),
            },
        pool: {
          min: env.int('CMS_DATABASE_POOL_MIN', 0),
          max: env.int('CMS_DATABASE_POOL_MAX', 10),
        },
        acquireConnectionTimeout: env.int('CMS_DATABASE_CONNECTION_TIMEOUT', 60000),
      },
    } as Core.Config.Database;
  }

  if (client !== 'sqlite') {
    throw new Error(`CMS_DATABASE_CLIENT must be "sqlite" or "postgres", not "${client}"`);
  }

  const filename = fromRoot(env('CMS_DATABASE_FILENAME', path.join('.tmp', 'data.db')));
  fs.mkdirSync(path.dirname(filename), { recursive: true });
  return {
    connection: {
      client: 'sqlite',
      connection: { filename },
      useNullAsDefault: true,
      acquireConnectionTimeout: env.int('CMS_DATABASE_CONNECTION_TIMEOUT', 60000),
    },
  } as Core.Config.Database;
};

export default config;
