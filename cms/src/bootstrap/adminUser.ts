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

type AdminUserOutcome = 'created' | 'exists' | 'not-configured';

interface AdminAccount {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  /** Role ids the account must have; re-applied on every start for the editor account. */
  roleIds: number[];
  enforceRoles: boolean;
}

async function ensureAccount(
  strapi: Core.Strapi,
  account: AdminAccount,
): Promise<AdminUserOutcome> {
  const existing = (await strapi.db
    .query('admin::user')
    .findOne({ where: { email: account.email }, populate: ['roles'] })) as {
    id: number;
    roles?: { id: number }[];
  } | null;
  if (existing) {
    const current = (existing.roles ?? []).map((r) => r.id).sort();
    const wanted = [...account.roleIds].sort();
    if (account.enforceRoles && current.join() !== wanted.join()) {
      // Older installs made the printed login a Super Admin; it is the editors' login now.
      await strapi.db.query('admin::user').update({
        where: { id: existing.id },
        data: { roles: account.roleIds, preferedLanguage: 'de' },
      });
      strapi.log.info(`[federkiel] admin user ${account.email}: roles set to the editor role`);
    }
    return 'exists';
  }
  if (!isStrongAdminPassword(account.password)) {
    strapi.log.warn(
      `[federkiel] the password for ${account.email} does not meet the admin password rules (8+ characters, lower and upper case, a digit); the account is created anyway, change the password after logging in.`,
    );
  }
  const userService = strapi.service('admin::user') as {
    create(attributes: Record<string, unknown>): Promise<{ id: number }>;
  };
  await userService.create({
    email: account.email,
    firstname: account.firstname,
    lastname: account.lastname,
    password: account.password,
    isActive: true,
    registrationToken: null,
    preferedLanguage: 'de',
    roles: account.roleIds,
  });
  strapi.log.info(`[federkiel] admin user ${account.email} created`);
  return 'created';
}

/**
 * The admin accounts from the environment (issue #20): CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD is
 * the editors' login, always in the „Redaktion“ role with the admin in German; the optional
 * CMS_SUPERADMIN_EMAIL / CMS_SUPERADMIN_PASSWORD is the developers' Super Admin. The password of
 * an existing user is never changed.
 */
export async function ensureAdminUsers(
  strapi: Core.Strapi,
  editorRoleId: number,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ editor: AdminUserOutcome; superAdmin: AdminUserOutcome }> {
  const roleService = strapi.service('admin::role') as {
    getSuperAdmin(): Promise<{ id: number } | null>;
  };
  const superAdminRole = await roleService.getSuperAdmin();
  if (!superAdminRole) throw new Error('super admin role not found');

  const superEmail = env.CMS_SUPERADMIN_EMAIL?.trim().toLowerCase();
  const superPassword = env.CMS_SUPERADMIN_PASSWORD;
  // The super admin first: Strapi warns about an install without one.
  const superAdmin: AdminUserOutcome =
    superEmail && superPassword
      ? await ensureAccount(strapi, {
          email: superEmail,
          password: superPassword,
          firstname: 'Entwicklung',
          lastname: 'Federkiel',
          roleIds: [superAdminRole.id],
          enforceRoles: false,
        })
      : 'not-configured';

  const email = env.CMS_ADMIN_EMAIL?.trim().toLowerCase();
  const password = env.CMS_ADMIN_PASSWORD;
  const editor: AdminUserOutcome =
    email && password
      ? await ensureAccount(strapi, {
          email,
          password,
          firstname: 'Redaktion',
          lastname: 'Federkiel',
          roleIds: [editorRoleId],
          enforceRoles: true,
        })
      : 'not-configured';
  return { editor, superAdmin };
}
