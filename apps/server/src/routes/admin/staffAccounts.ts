import {
  acceptInvitationBodySchema,
  staffInvitationTokenSchema,
  staffInviteBodySchema,
  staffRoleBodySchema,
  type InvitationPreview,
  type StaffInvitation,
  type StaffList,
  type StaffRole,
} from '@federkiel/machines/fulfilment/staffApi';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../http/validate.ts';
import { invitationMail } from '../../staff/invitationMail.ts';
import { keyLoginOpen } from '../../staff/keyLogin.ts';
import {
  acceptInvitation,
  changeStaffRole,
  findInvitation,
  INVITATION_DAYS,
  inviteStaff,
  listStaff,
  removeStaff,
} from '../../staff/staffAccounts.ts';
import { refuseForeignOrigin } from './staffAuth.ts';

// Staff management for owners (issue 28; who may call what: staff/permissions.ts): list,
// invite (the link is shown to the owner and e-mailed to the invitee), change a role,
// remove (its sessions end at once). The invitee's two calls are public: they carry the
// invitation's token instead of a session.

const accountParams = z.object({ id: z.string().min(1).max(64) }).strict();
const invitationParams = z.object({ token: staffInvitationTokenSchema }).strict();

/** The page that sets the password; the token rides in the fragment, never in server logs. */
export const INVITATION_PATH = '/dashboard/invitation';

export const staffAccountRoutes: FastifyPluginAsync = async (app) => {
  const { clock } = app.store;

  app.get('/staff', async (): Promise<StaffList> => ({
    results: await listStaff(app.db),
    key_login: await keyLoginOpen(app),
  }));

  app.post('/staff', async (request, reply) => {
    const body = parseInput(staffInviteBodySchema, request.body);
    const invitedBy = request.staff?.name ?? 'API';
    const invitation = await inviteStaff(app.db, { ...body, invitedBy, now: clock.now() });
    const link = `${app.config.publicUrl}${INVITATION_PATH}#${invitation.token}`;
    await app.store.mailer.send(
      invitationMail({
        to: body.email,
        name: body.name,
        role: body.role,
        invitedBy,
        link,
        validDays: INVITATION_DAYS,
      }),
    );
    const answer: StaffInvitation = {
      member: invitation.member,
      link,
      expires_at: invitation.expiresAt,
    };
    return reply.code(201).send(answer);
  });

  app.put('/staff/:id/role', async (request) => {
    const { id } = parseInput(accountParams, request.params, 'query');
    const { role } = parseInput(staffRoleBodySchema, request.body);
    return changeStaffRole(app.db, id, role);
  });

  app.post('/staff/:id/remove', async (request, reply) => {
    const { id } = parseInput(accountParams, request.params, 'query');
    await removeStaff(app.db, id, clock.now());
    return reply.code(204).send();
  });

  app.get('/invitations/:token', { config: { publicAdmin: true } }, async (request) => {
    const { token } = parseInput(invitationParams, request.params, 'query');
    const row = await findInvitation(app.db, token, clock.now());
    const preview: InvitationPreview = {
      email: row.email,
      name: row.name,
      role: row.role as StaffRole,
    };
    return preview;
  });

  app.post('/invitations/accept', { config: { publicAdmin: true } }, async (request, reply) => {
    const refused = refuseForeignOrigin(request, reply);
    if (refused) return refused;
    const body = parseInput(acceptInvitationBodySchema, request.body);
    return acceptInvitation(app.db, body.token, body.password, clock.now());
  });
};
