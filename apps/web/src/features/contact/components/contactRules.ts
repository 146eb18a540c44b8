import {
  CONTACT_FIELD_MESSAGES_DE,
  CONTACT_MESSAGE_MAX,
  contactFieldErrors,
  contactSchema,
} from '@federkiel/machines/contact/contactSchema';

// The form checks with the server's own schema, so both say the same (German, du/Sie-neutral)
// messages; other languages translate them by their key in `CONTACT_FIELD_MESSAGES_DE`.

/** The visible fields in page order (the first with a problem gets the focus). */
export const CONTACT_FIELDS = ['message', 'name', 'company', 'email', 'phone'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export const MESSAGE_MAX = CONTACT_MESSAGE_MAX;

export type ContactMessageKey = keyof typeof CONTACT_FIELD_MESSAGES_DE;

export interface ContactIssue {
  /** The schema's German message. */
  message: string;
  /** Its key, for other languages (null: a message the table does not know). */
  key: ContactMessageKey | null;
}

const KEY_OF = new Map<string, ContactMessageKey>(
  Object.entries(CONTACT_FIELD_MESSAGES_DE).map(([key, message]) => [
    message,
    key as ContactMessageKey,
  ]),
);

/** The schema's problems per visible field (none: the values can be sent). */
export function contactIssues(values: ContactValues): Partial<Record<ContactField, ContactIssue>> {
  const parsed = contactSchema.safeParse({ ...values, form: 'du' });
  if (parsed.success) return {};
  const errors = contactFieldErrors(parsed.error);
  const issues: Partial<Record<ContactField, ContactIssue>> = {};
  for (const field of CONTACT_FIELDS) {
    const message = errors[field];
    if (message) issues[field] = { message, key: KEY_OF.get(message) ?? null };
  }
  return issues;
}
