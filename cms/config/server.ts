import type { Core } from '@strapi/strapi';
import { fromRoot } from './paths';
import { secret } from './secrets';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => {
  const appKeys = env.array('APP_KEYS') as string[] | undefined;
  return {
    host: env('CMS_HOST', '0.0.0.0'),
    port: env.int('CMS_PORT', 1337),
    // Public URL of the CMS (links in the admin panel, absolute upload URLs are NOT used:
    // the local provider answers relative /uploads/… URLs and the shop prefixes them).
    ...(env('CMS_URL') ? { url: env('CMS_URL') } : {}),
    // Uploaded media live in <public>/uploads. CMS_PUBLIC_DIR moves them (the test suite
    // points it at a temporary folder so it never writes into the real media library).
    dirs: { public: fromRoot(env('CMS_PUBLIC_DIR', 'public')) },
    app: {
      keys: appKeys && appKeys.length > 0 ? appKeys : [secret(env, 'APP_KEYS')],
    },
    // Nightly jobs (log retention) are registered in bootstrap with strapi.cron.add.
    cron: { enabled: true },
    logger: {
      // No update check: the machine has no internet, and editors must not be nagged.
      updates: { enabled: false },
      startup: { enabled: env.bool('CMS_STARTUP_MESSAGE', true) },
    },
  };
};

export default config;
