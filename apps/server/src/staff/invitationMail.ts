import { STAFF_ROLE_LABELS, type StaffRole } from '@federkiel/machines/fulfilment/staffApi';
import type { Mail } from '../mail/mailer.ts';
import { compose, VOICES } from '../mail/templates.ts';

// The invitation to a staff account: who invited, which role, the link to set a password.
// Team mail, so it says du like the rest of the back office.

export function invitationMail(input: {
  to: string;
  name: string;
  role: StaffRole;
  invitedBy: string;
  link: string;
  validDays: number;
}): Mail {
  const mail = compose('Einladung ins Federkiel-Dashboard', 'du', [
    [VOICES.du.hello(input.name)],
    [
      `${input.invitedBy} hat dich in das Federkiel-Dashboard eingeladen, mit der Rolle „${STAFF_ROLE_LABELS[input.role]}“.`,
      'Über diesen Link legst du dein Passwort fest und meldest dich danach mit deiner E-Mail-Adresse an:',
    ],
    [input.link],
    [`Der Link ist ${input.validDays} Tage gültig und funktioniert nur einmal.`],
  ]);
  return { to: input.to, ...mail, kind: 'staff-invitation' };
}
