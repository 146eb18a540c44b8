import type { Core } from '@strapi/strapi';
import { secret } from './secrets';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  auth: { secret: secret(env, 'ADMIN_JWT_SECRET') },
  apiToken: { salt: secret(env, 'API_TOKEN_SALT') },
  transfer: { token: { salt: secret(env, 'TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: secret(env, 'ENCRYPTION_KEY') },
  flags: { nps: false, promoteEE: false },
});

export default config;
