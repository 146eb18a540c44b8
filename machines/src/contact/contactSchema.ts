import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../validation.ts';

// The contact form (spec §2 /contact, §3 "Contact form: body, full name, company, e-mail,
// phone", §7 `POST /swell/contact`). One schema for the web form and the server, with
// German messages that fit both du and Sie. Contract: docs/drafts-lists-contact.md.

export const CONTACT_MESSAGE_MAX = 5000;
export const CONTACT_NAME_MAX = 200;
export const CONTACT_COMPANY_MAX = 200;
export const CONTACT_PHONE_MIN = 6;
export const CONTACT_PHONE_MAX = 30;
/** Digits, spaces and `+ / - ( )`. */
export const CONTACT_PHONE_PATTERN = /^[0-9 +/()-]+$/;
/** A phone number has at least this many digits. */
export const CONTACT_PHONE_MIN_DIGITS = 5;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The address form of the confirmation e-mail. */
export const CONTACT_FORMS = ['du', 'sie'] as const;
export type ContactForm = (typeof CONTACT_FORMS)[number];

export const CONTACT_FIELD_MESSAGES_DE = {
  messageRequired: 'Bitte eine Nachricht eingeben.',
  // Grouped by hand: `toLocaleString` here loaded the browser's number data while the
  // contact page's code was evaluated (issue #44).
  messageTooLong: `Die Nachricht darf höchstens ${String(CONTACT_MESSAGE_MAX).replace(/\B(?=(\d{3})+(?!\d))/g, '.')} Zeichen lang sein.`,
  nameRequired: 'Bitte den vollständigen Namen angeben.',
  nameTooLong: `Der Name darf höchstens ${CONTACT_NAME_MAX} Zeichen lang sein.`,
  companyTooLong: `Der Firmenname darf höchstens ${CONTACT_COMPANY_MAX} Zeichen lang sein.`,
  emailRequired: 'Bitte eine E-Mail-Adresse angeben.',
  emailInvalid: 'Diese E-Mail-Adresse sieht nicht gültig aus.',
  phoneInvalid:
    'Die Telefonnummer sieht nicht gültig aus (Ziffern, Leerzeichen und + / - ( ), 6 bis 30 Zeichen).',
  formInvalid: 'Bitte „du“ oder „sie“ wählen.',
  honeypotInvalid: 'Ungültige Eingabe.',
} as const;

/** zod's message for unknown fields, in German. */
const unknownFields = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys'
      ? `Unbekannte${(issue.keys?.length ?? 0) > 1 ? ' Felder' : 's Feld'}: ${(issue.keys ?? []).map((key) => `„${key}“`).join(', ')}.`
      : undefined,
};

const text = (required: string) => z.string({ error: required }).trim();
const M = CONTACT_FIELD_MESSAGES_DE;

/**
 * `POST /swell/contact` body and the web form's values. Unknown fields are refused.
 * `website` is a honeypot the form hides from people: bots fill it in.
 */
export const contactSchema = z.strictObject(
  {
    message: text(M.messageRequired)
      .min(1, { error: M.messageRequired })
      .max(CONTACT_MESSAGE_MAX, { error: M.messageTooLong }),
    name: text(M.nameRequired)
      .min(1, { error: M.nameRequired })
      .max(CONTACT_NAME_MAX, { error: M.nameTooLong }),
    company: text(M.companyTooLong)
      .max(CONTACT_COMPANY_MAX, { error: M.companyTooLong })
      .optional(),
    email: text(M.emailRequired)
      .min(1, { error: M.emailRequired })
      .max(EMAIL_MAX_LENGTH, { error: M.emailInvalid })
      .regex(EMAIL_PATTERN, { error: M.emailInvalid }),
    phone: text(M.phoneInvalid)
      .refine(
        (value) =>
          value === '' ||
          (value.length >= CONTACT_PHONE_MIN &&
            value.length <= CONTACT_PHONE_MAX &&
            CONTACT_PHONE_PATTERN.test(value) &&
            (value.match(/\d/g)?.length ?? 0) >= CONTACT_PHONE_MIN_DIGITS),
        { error: M.phoneInvalid },
      )
      .optional(),
    form: z.enum(CONTACT_FORMS, { error: M.formInvalid }),
    website: z.string({ error: M.honeypotInvalid }).max(2000).optional(),
  },
  unknownFields,
);
export type ContactInput = z.input<typeof contactSchema>;
export type ContactRequest = z.output<typeof contactSchema>;

/** `POST /swell/contact` answer (201), also for a filled honeypot. */
export interface ContactAnswer {
  ok: true;
}

/** Per-field messages of a failed parse, for the form (`{ email: '…' }`). */
export function contactFieldErrors(error: z.ZodError): Partial<Record<keyof ContactInput, string>> {
  const errors: Partial<Record<keyof ContactInput, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as keyof ContactInput | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** Spec §8 success and failure texts. */
export const CONTACT_MESSAGES_DE = {
  sent: {
    du: 'Danke! Deine Anfrage ist bei uns angekommen. Wir melden uns bald bei dir.',
    sie: 'Vielen Dank! Ihre Anfrage ist bei uns angekommen. Wir melden uns bald bei Ihnen.',
  },
  failed: {
    du: 'Deine Anfrage konnte nicht gesendet werden. Bitte versuche es später noch einmal.',
    sie: 'Ihre Anfrage konnte nicht gesendet werden. Bitte versuchen Sie es später noch einmal.',
  },
  rateLimited: {
    du: 'Du hast gerade sehr viele Anfragen gesendet. Bitte versuche es später noch einmal.',
    sie: 'Sie haben gerade sehr viele Anfragen gesendet. Bitte versuchen Sie es später noch einmal.',
  },
} as const;
