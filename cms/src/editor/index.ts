import type { Core } from '@strapi/strapi';
import { ensureAdminUsers } from '../bootstrap/adminUser';
import { backfillFontSamples, registerDocumentRules } from './documentRules';
import { ensureEditorRole } from './editorRole';
import { applyEditorLayouts } from './layouts';
import { germanUploadMessages } from './uploadMessages';

// Everything that makes the admin an editor's tool (issue #20; docs/cms.md „Für die Redaktion“).

/** `register` phase: rules on every document write. */
export function registerEditorRules(strapi: Core.Strapi): void {
  registerDocumentRules(strapi);
}

/** `bootstrap` phase: the „Redaktion“ role and logins, German labels, hints and layouts. */
export async function bootstrapEditors(strapi: Core.Strapi): Promise<void> {
  const roleId = await ensureEditorRole(strapi);
  await ensureAdminUsers(strapi, roleId);
  await applyEditorLayouts(strapi);
  germanUploadMessages(strapi);
  const samples = await backfillFontSamples(strapi);
  if (samples > 0) strapi.log.info(`[federkiel] font samples made: ${samples}`);
}
