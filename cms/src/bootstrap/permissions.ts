import type { Core } from '@strapi/strapi';

/** Read access for the shop's content, and only `create` on logs. */
export const PUBLIC_ACTIONS: readonly string[] = [
  ...['template', 'font', 'group', 'canvas', 'text-content'].flatMap((name) => [
    `api::${name}.${name}.find`,
    `api::${name}.${name}.findOne`,
  ]),
  'api::log.log.create',
];

interface PermissionRow {
  id: number;
  action: string;
}

/**
 * Give the Public role exactly what the shop needs. Idempotent: existing rows are kept, missing
 * ones created. Any other log permission on Public (e.g. `find`, clicked in the admin panel) is
 * removed again, because logs may contain personal data and must never be readable publicly.
 */
export async function ensurePublicPermissions(
  strapi: Core.Strapi,
): Promise<{ added: string[]; removed: string[] }> {
  const role = (await strapi.db
    .query('plugin::users-permissions.role')
    .findOne({ where: { type: 'public' }, select: ['id'] })) as { id: number } | null;
  if (!role) throw new Error('users-permissions Public role not found');

  const permissions = strapi.db.query('plugin::users-permissions.permission');
  const existing = (await permissions.findMany({
    where: { role: { id: role.id } },
    select: ['id', 'action'],
  })) as PermissionRow[];
  const have = new Set(existing.map((p) => p.action));

  const added: string[] = [];
  for (const action of PUBLIC_ACTIONS) {
    if (have.has(action)) continue;
    await permissions.create({ data: { action, role: role.id } });
    added.push(action);
  }

  const removed: string[] = [];
  for (const p of existing) {
    if (p.action.startsWith('api::log.') && p.action !== 'api::log.log.create') {
      await permissions.delete({ where: { id: p.id } });
      removed.push(p.action);
    }
  }
  if (removed.length > 0) {
    strapi.log.warn(`[federkiel] removed public log permissions: ${removed.join(', ')}`);
  }
  return { added, removed };
}
