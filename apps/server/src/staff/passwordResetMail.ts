import type { Mail } from '../mail/mailer.ts';

// The staff password reset mail (issue 40): the link to set a new password. Team mail in
// the dashboard's voice („Sie“, like its messages).

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function passwordResetMail(input: {
  to: string;
  name: string;
  link: string;
  validMinutes: number;
}): Mail {
  const paragraphs = [
    [`Guten Tag ${input.name},`],
    [
      'für Ihr Konto im Federkiel-Dashboard wurde ein neues Passwort angefordert.',
      'Über diesen Link legen Sie es fest:',
    ],
    [input.link],
    [
      `Der Link ist ${input.validMinutes} Minuten gültig und funktioniert nur einmal. Mit dem neuen Passwort enden alle bisherigen Anmeldungen des Kontos.`,
      'Haben Sie nichts angefordert? Dann können Sie diese E-Mail ignorieren; Ihr Passwort bleibt, wie es ist.',
    ],
    ['Mit freundlichen Grüßen', 'Ihr Federkiel-Team'],
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
    subject: 'Neues Passwort für das Federkiel-Dashboard',
    text,
    html,
    kind: 'staff-password-reset',
  };
}
