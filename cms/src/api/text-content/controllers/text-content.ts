import { factories } from '@strapi/strapi';
import { resolveNumericId } from '../../../lib/numericId';
import { guardDraftStatus } from '../../../lib/preview';

/**
 * Core controller; `findOne` also accepts the numeric id (see lib/numericId.ts). Drafts only
 * with a preview token (lib/preview.ts).
 */
export default factories.createCoreController('api::text-content.text-content', ({ strapi }) => ({
  async find(ctx) {
    guardDraftStatus(ctx);
    return super.find(ctx);
  },

  async findOne(ctx) {
    guardDraftStatus(ctx);
    if (!(await resolveNumericId(strapi, 'api::text-content.text-content', ctx.params)))
      return ctx.notFound();
    return super.findOne(ctx);
  },
}));
