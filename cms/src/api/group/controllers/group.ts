import { factories } from '@strapi/strapi';
import { resolveNumericId } from '../../../lib/numericId';

/** Core controller; `findOne` also accepts the numeric id (see lib/numericId.ts). */
export default factories.createCoreController('api::group.group', ({ strapi }) => ({
  async findOne(ctx) {
    if (!(await resolveNumericId(strapi, 'api::group.group', ctx.params))) return ctx.notFound();
    return super.findOne(ctx);
  },
}));
