import { STAFF_ROLE_LABELS, type StaffRole } from '@federkiel/machines/fulfilment/staffApi';
import type { Mail } from '../mail/mailer.ts';

// The invitation to a staff account: who invited, which role, the link to set a password.
// Team mail, so it says du like the rest of the back office.

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function invitationMail(input: {
  to: string;
  name: string;
  role: StaffRole;
  invitedBy: string;
  link: string;
  validDays: number;
}): Mail {
  const paragraphs = [
    [`Hallo ${input.name},`],
    [
      `${input.invitedBy} hat dich in das Federkiel-Dashboard eingeladen, mit der Rolle „${STAFF_ROLE_LABELS[input.role]}“.`,
      'Über diesen Link legst du dein Passwort fest und meldest dich danach mit deiner E-Mail-Adresse an:',
    ],
    [input.link],
    [`Der Link ist ${input.validDays} Tage gültig und funktioniert nur einmal.`],
    ['Herzliche Grüße', 'Dein Federkiel-Team'],
  ];
  const text = paragraphs.map((lines) => lines.join('\n')).join('\n\n') + '\n';
  const html =
    '<!doctype html><html lang="de"><body style="font-family:Georgia,serif;color:#222">' +
    paragraphs
      .map(
        (lines) =>
          `<p>${lines
            .map((line) =>
              line === input.link
                ? `<a href="${escapeHtml(line)}">${escapeHtml(line)}</a>`
                : escapeHtml(line),
            )
            .join('<br>')}</p>`,
      )
      .join('') +
    '</body></html>';
  return {
    to: input.to,
    subject: 'Einladung ins Federkiel-Dashboard',
    text,
    html,
    kind: 'staff-invitation',
  };
}
