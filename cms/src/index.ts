import type { Core } from '@strapi/strapi';
import { scheduleLogRetention } from './bootstrap/logRetention';
import { ensurePublicPermissions } from './bootstrap/permissions';
import { ensureShopWebhook } from './bootstrap/shopWebhook';
import { bootstrapEditors, registerEditorRules } from './editor';
import { seed } from './seed';

export default {
  /** Rules on every document write (editors, API and seed alike). */
  register({ strapi }: { strapi: Core.Strapi }) {
    registerEditorRules(strapi);
  },

  /**
   * On every start: Public role permissions, the editors' admin account, log retention, the seed
   * (fast no-op once it has run; CMS_SEED=false skips it entirely), and the shop's webhook.
   */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensurePublicPermissions(strapi);
    await bootstrapEditors(strapi);
    await scheduleLogRetention(strapi);
    if (process.env.CMS_SEED !== 'false') {
      const report = await seed(strapi);
      if (!report.skipped) {
        const c = report.created;
        strapi.log.info(
          `[federkiel] seed done in ${report.ms} ms: ${c.canvases} canvases, ${c.groups} groups, ${c.fonts} fonts, ${c.templates} templates, ${c.textContents} text contents, ${c.files} files`,
        );
      }
    }
    // After the seed: its hundred writes would otherwise each call a shop that is not up yet.
    const webhook = await ensureShopWebhook(strapi);
    if (webhook === 'created' || webhook === 'updated')
      strapi.log.info(`[federkiel] shop webhook ${webhook}`);
  },
};
