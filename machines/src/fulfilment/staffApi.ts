import { z } from 'zod';

// Personal staff accounts of the order dashboard (issue 28, docs/dashboard.md
// „Mitarbeiterkonten“): the roles with their German names, the request schemas the server
// validates with and the answers the dashboard reads.

export const STAFF_ROLES = ['owner', 'office', 'production'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Inhaber',
  office: 'Büro',
  production: 'Produktion',
};

export const STAFF_PASSWORD_MIN = 10;
const STAFF_PASSWORD_MAX = 200;

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Bitte eine gültige E-Mail-Adresse angeben.');
const name = z.string().trim().min(1, 'Bitte einen Namen angeben.').max(80);
const role = z.enum(STAFF_ROLES, 'Die Rolle muss Inhaber, Büro oder Produktion sein.');

/** `POST /swell/admin/login`: the spec's key login (key + name) or a staff account. */
export const staffLoginBodySchema = z.union([
  z.object({ key: z.string().min(1).max(500), name }).strict(),
  z.object({ email, password: z.string().min(1).max(STAFF_PASSWORD_MAX) }).strict(),
]);

export const staffInviteBodySchema = z.object({ email, name, role }).strict();
export const staffRoleBodySchema = z.object({ role }).strict();
export const staffInvitationTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/);
export const acceptInvitationBodySchema = z
  .object({
    token: staffInvitationTokenSchema,
    password: z
      .string()
      .min(STAFF_PASSWORD_MIN, `Das Passwort braucht mindestens ${STAFF_PASSWORD_MIN} Zeichen.`)
      .max(STAFF_PASSWORD_MAX),
  })
  .strict();

/** `POST /swell/admin/password/forgot` (issue 40): the reset mail for a staff account. */
export const staffForgotBodySchema = z.object({ email }).strict();
/** `POST /swell/admin/password/reset`: the token from the mail and the new password. */
export const staffResetBodySchema = acceptInvitationBodySchema;

/** Who is signed in: `id` null for the admin key (it acts as Inhaber). */
export interface StaffIdentity {
  id: string | null;
  name: string;
  role: StaffRole;
}

/** `GET /swell/admin/session` and the login's answer. */
export interface StaffSessionAnswer {
  authenticated: true;
  staff: StaffIdentity;
}

/** One account in `GET /swell/admin/staff`. */
export interface StaffMember {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  /** `invited` until the invitee has set a password. */
  state: 'invited' | 'active';
  created_at: string;
}

export interface StaffList {
  results: StaffMember[];
  /** Whether the admin key still signs in (ADMIN_KEY_LOGIN, docs/dashboard.md). */
  key_login: boolean;
}

/** `POST /swell/admin/staff`: the new account and the link the invitee sets a password at. */
export interface StaffInvitation {
  member: StaffMember;
  link: string;
  expires_at: string;
}

/** `GET /swell/admin/invitations/{token}`: whom the invitation is for. */
export interface InvitationPreview {
  email: string;
  name: string;
  role: StaffRole;
}
