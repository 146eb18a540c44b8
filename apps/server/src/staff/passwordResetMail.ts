import type { Mail } from '../mail/mailer.ts';
import { compose, VOICES } from '../mail/templates.ts';

// The staff password reset mail (issue 40): the link to set a new password. Team mail in
// the dashboard's voice („Sie“, like its messages).

export function passwordResetMail(input: {
  to: string;
  name: string;
  link: string;
  validMinutes: number;
}): Mail {
  const mail = compose('Neues Passwort für das Federkiel-Dashboard', 'sie', [
    [VOICES.sie.hello(input.name)],
    [
      'für Ihr Konto im Federkiel-Dashboard wurde ein neues Passwort angefordert.',
      'Über diesen Link legen Sie es fest:',
    ],
    [input.link],
    [
      `Der Link ist ${input.validMinutes} Minuten gültig und funktioniert nur einmal. Mit dem neuen Passwort enden alle bisherigen Anmeldungen des Kontos.`,
      'Haben Sie nichts angefordert? Dann können Sie diese E-Mail ignorieren; Ihr Passwort bleibt, wie es ist.',
    ],
  ]);
  return { to: input.to, ...mail, kind: 'staff-password-reset' };
}
