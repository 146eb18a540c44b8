import type { Core } from '@strapi/strapi';

// The admin role „Redaktion“ (issue #20): exactly what a content editor needs and nothing that
// can break the shop — no Content-Type Builder, no settings, no Marketplace, no
// users-permissions `User`, and logs only to read and delete (a log written by hand would be
// a forgery). Reset on every start, so a permission ticked in the admin panel does not stay.

export const EDITOR_ROLE_CODE = 'federkiel-redaktion';
export const EDITOR_ROLE_NAME = 'Redaktion';

/** The content types an editor manages, with every content-manager action. */
export const EDITED_TYPES = [
  'api::template.template',
  'api::font.font',
  'api::group.group',
  'api::canvas.canvas',
  'api::text-content.text-content',
] as const;

/** Logs are written by the shop's browsers; editors read and clean them up. */
const LOG_TYPE = 'api::log.log';
const LOG_ACTIONS = [
  'plugin::content-manager.explorer.read',
  'plugin::content-manager.explorer.delete',
];

/** The media library, as Strapi's own Editor role has it. */
const MEDIA_ACTIONS = [
  'plugin::upload.read',
  'plugin::upload.configure-view',
  'plugin::upload.assets.create',
  'plugin::upload.assets.update',
  'plugin::upload.assets.download',
  'plugin::upload.assets.copy-link',
];

interface Action {
  actionId: string;
  section: string;
  subjects?: string[];
}
interface PermissionLike {
  action: string;
  subject?: string | null;
  properties?: { fields?: string[] };
}
interface RoleService {
  createRolesIfNoneExist(): Promise<void>;
  findOne(params: Record<string, unknown>): Promise<{ id: number } | null>;
  create(attributes: Record<string, unknown>): Promise<{ id: number }>;
  assignPermissions(roleId: number, permissions: PermissionLike[]): Promise<unknown>;
}

/** The permissions of „Redaktion“: every action for the edited types, read/delete for logs, media. */
export function editorPermissions(strapi: Core.Strapi): PermissionLike[] {
  const permissionService = strapi.service('admin::permission') as {
    actionProvider: { values(): Action[] };
  };
  const contentTypeService = strapi.service('admin::content-type') as {
    getPermissionsWithNestedFields(actions: Action[]): PermissionLike[];
  };
  const contentActions = permissionService.actionProvider
    .values()
    .filter((a) => a.section === 'contentTypes');
  const all = contentTypeService.getPermissionsWithNestedFields(contentActions);
  const content = all.filter(
    (p) =>
      (EDITED_TYPES as readonly string[]).includes(p.subject ?? '') ||
      (p.subject === LOG_TYPE && LOG_ACTIONS.includes(p.action)),
  );
  return [...content, ...MEDIA_ACTIONS.map((action) => ({ action }))];
}

/** Creates „Redaktion“ if missing and sets its permissions to exactly `editorPermissions`. */
export async function ensureEditorRole(strapi: Core.Strapi): Promise<number> {
  const roles = strapi.service('admin::role') as RoleService;
  await roles.createRolesIfNoneExist();
  const existing = await roles.findOne({ code: EDITOR_ROLE_CODE });
  const role =
    existing ??
    (await roles.create({
      name: EDITOR_ROLE_NAME,
      code: EDITOR_ROLE_CODE,
      description:
        'Redakteurinnen und Redakteure: Vorlagen, Schriften, Gruppen, Formate, Texte und Medien pflegen; Logs lesen und löschen.',
    }));
  await roles.assignPermissions(role.id, editorPermissions(strapi));
  return role.id;
}
