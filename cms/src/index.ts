import type { Core } from '@strapi/strapi';
import { ensureAdminUser } from './bootstrap/adminUser';
import { scheduleLogRetention } from './bootstrap/logRetention';
import { ensurePublicPermissions } from './bootstrap/permissions';
import { seed } from './seed';

export default {
  register(/* { strapi }: { strapi: Core.Strapi } */) {},

  /**
   * On every start: Public role permissions, the editors' admin account, log retention, and the seed
   * (fast no-op once it has run; CMS_SEED=false skips it entirely).
   */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensurePublicPermissions(strapi);
    await ensureAdminUser(strapi);
    await scheduleLogRetention(strapi);
    if (process.env.CMS_SEED === 'false') return;
    const report = await seed(strapi);
    if (!report.skipped) {
      const c = report.created;
      strapi.log.info(
        `[federkiel] seed done in ${report.ms} ms: ${c.canvases} canvases, ${c.groups} groups, ${c.fonts} fonts, ${c.templates} templates, ${c.textContents} text contents, ${c.files} files`,
      );
    }
  },
};
