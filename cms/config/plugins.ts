import fs from 'node:fs';
import type { Core } from '@strapi/strapi';
import { fromRoot } from './paths';
import { secret } from './secrets';

// The local upload provider refuses to start when public/uploads is missing, and the folder
// is not in git (it only holds uploaded media). Make sure it exists before plugins load.
fs.mkdirSync(fromRoot('public/uploads'), { recursive: true });

const config = ({ env }: Core.Config.Shared.ConfigParams) => ({
  'users-permissions': {
    config: {
      jwtSecret: secret(env, 'JWT_SECRET'),
    },
  },
  upload: {
    config: {
      sizeLimit: 20 * 1024 * 1024,
    },
  },
});

export default config;
