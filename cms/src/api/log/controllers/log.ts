import { factories } from '@strapi/strapi';
import { validateLog } from '../../../lib/logValidation';

/**
 * POST /api/logs is open to the public (the browser reports errors). Only the four fields are
 * stored; unknown level, missing message or a message over 10 kB is refused with 400.
 * Reading logs is not allowed for the public role (403 from the permission layer).
 */
export default factories.createCoreController('api::log.log', () => ({
  async create(ctx) {
    const result = validateLog(ctx.request.body);
    if (!result.ok) {
      return ctx.badRequest(result.error);
    }
    ctx.request.body = { data: result.value };
    return super.create(ctx);
  },
}));
