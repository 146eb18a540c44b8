import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { fromRoot } from './paths';
import { secret } from './secrets';

const config = ({ env }: Core.Config.Shared.ConfigParams) => {
  // The local upload provider refuses to start when <public>/uploads is missing, and the
  // folder is not in git (it only holds uploaded media). Make sure it exists before plugins load.
  fs.mkdirSync(path.join(fromRoot(env('CMS_PUBLIC_DIR', 'public')), 'uploads'), {
    recursive: true,
  });
  return {
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
  };
};

export default config;
