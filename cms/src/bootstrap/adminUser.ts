import type { Core } from '@strapi/strapi';

/** Strapi's own rule for admin passwords (8+ characters, a lower and an upper case letter, a digit). */
export function isStrongAdminPassword(password: string): boolean {
  return (
    password.length >= 8 &&
    Buffer.byteLength(password, 'utf8') <= 72 &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /\d/.test(password)
  );
}

/**
 * Create the editors' admin account from CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD as super admin,
 * unless a user with that e-mail exists (the password of an existing user is never changed).
 */
export async function ensureAdminUser(
  strapi: Core.Strapi,
  env: NodeJS.ProcessEnv = process.env,
): Promise<'created' | 'exists' | 'not-configured'> {
  const email = env.CMS_ADMIN_EMAIL?.trim().toLowerCase();
  const password = env.CMS_ADMIN_PASSWORD;
  if (!email || !password) return 'not-configured';

  const existing = await strapi.db
    .query('admin::user')
    .findOne({ where: { email }, select: ['id'] });
  if (existing) return 'exists';

  if (!isStrongAdminPassword(password)) {
    strapi.log.warn(
      '[federkiel] CMS_ADMIN_PASSWORD does not meet the admin password rules (8+ characters, lower and upper case, a digit); the account is created anyway, change the password after logging in.',
    );
  }

  const roleService = strapi.service('admin::role') as {
    createRolesIfNoneExist(): Promise<void>;
    getSuperAdmin(): Promise<{ id: number } | null>;
  };
  await roleService.createRolesIfNoneExist();
  const superAdmin = await roleService.getSuperAdmin();
  if (!superAdmin) throw new Error('super admin role not found');

  const userService = strapi.service('admin::user') as {
    create(attributes: Record<string, unknown>): Promise<{ id: number }>;
  };
  await userService.create({
    email,
    firstname: 'Redaktion',
    lastname: 'Federkiel',
    password,
    isActive: true,
    registrationToken: null,
    roles: [superAdmin.id],
  });
  strapi.log.info(`[federkiel] admin user ${email} created (super admin)`);
  return 'created';
}
