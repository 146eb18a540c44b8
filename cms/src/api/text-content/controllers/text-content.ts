import { factories } from '@strapi/strapi';
import { resolveNumericId } from '../../../lib/numericId';

/** Core controller; `findOne` also accepts the numeric id (see lib/numericId.ts). */
export default factories.createCoreController('api::text-content.text-content', ({ strapi }) => ({
  async findOne(ctx) {
    if (!(await resolveNumericId(strapi, 'api::text-content.text-content', ctx.params)))
      return ctx.notFound();
    return super.findOne(ctx);
  },
}));
