import type { Recipient } from './recipientSchema.ts';
import type {
  RecipientField,
  RecipientIssue,
  RecipientIssueCode,
  RecipientListIssue,
  RecipientValidation,
} from './recipientValidation.ts';

// German default texts for the recipient table's message keys. The placeholders use
// i18next's `{{name}}` syntax, so the web app can put these into its locale files as they
// are (namespace of its choice) or show them through `formatMessage`. The wording avoids
// du/Sie, so one text serves both address modes of the shop.

export const RECIPIENT_ISSUE_MESSAGES_DE: Record<RecipientIssueCode, string> = {
  required: 'Pflichtfeld – bitte ausfüllen.',
  nameOrCompany: 'Bitte einen Namen oder eine Firma angeben.',
  optionRequired: 'Bitte eine Anrede wählen (Frau, Herr oder neutral).',
  tooLong: 'Höchstens {{len}} Zeichen möglich.',
  nameTooLong: 'Vor- und Nachname dürfen zusammen höchstens {{len}} Zeichen lang sein.',
  postalCode: 'Die Postleitzahl passt nicht zum Land (z. B. {{example}}).',
  country: 'Unbekanntes Land – bitte den zweistelligen Ländercode angeben (z. B. DE).',
  salutationInName:
    '„Herr“ oder „Frau“ bitte nicht in den Vornamen schreiben, sondern als Anrede wählen.',
  salutationMismatch: 'Die Anrede passt nicht zum Namen („Herr“/„Frau“ im Vornamen).',
  variableEmpty:
    'Der Text verwendet den Platzhalter „{{variable}}“ – bitte für diese Karte ausfüllen.',
  notPlainText:
    'Bitte nur reinen Text eingeben – keine HTML-Zeichen wie <b>, keine „javascript:“-Links und keine unsichtbaren Steuerzeichen.',
};

export const RECIPIENT_LIST_MESSAGES_DE: Record<RecipientListIssue['code'], string> = {
  noRecipients: 'Bitte mindestens einen Empfänger eintragen.',
  tooManyCards: 'Es können höchstens {{max}} Karten in einer Bestellung sein.',
};

/** Column names of the table and of the spreadsheet template. */
export const RECIPIENT_FIELD_LABELS_DE: Record<
  Exclude<RecipientField, `variables.${string}`>,
  string
> = {
  title: 'Titel',
  firstName: 'Vorname',
  lastName: 'Nachname',
  company: 'Firma',
  gender: 'Anrede',
  'address.line1': 'Straße und Hausnummer',
  'address.line2': 'Adresszusatz',
  'address.postalCode': 'PLZ',
  'address.city': 'Ort',
  'address.country': 'Land',
  freeText: 'Freitext',
};

/** Fills `{{name}}` placeholders; unknown placeholders stay as written. */
export function formatMessage(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (token, key: string) =>
    key in params ? String(params[key]) : token,
  );
}

export function recipientIssueMessage(issue: RecipientIssue): string {
  const params: Record<string, string | number> = {};
  if (issue.len !== undefined) params.len = issue.len;
  if (issue.variable !== undefined) params.variable = issue.variable;
  params.example = issue.example ?? '—';
  return formatMessage(RECIPIENT_ISSUE_MESSAGES_DE[issue.code], params);
}

export function recipientListIssueMessage(issue: RecipientListIssue): string {
  return formatMessage(
    RECIPIENT_LIST_MESSAGES_DE[issue.code],
    'max' in issue ? { max: issue.max } : {},
  );
}

export function recipientFieldLabel(field: RecipientField): string {
  return field.startsWith('variables.')
    ? field.slice('variables.'.length)
    : RECIPIENT_FIELD_LABELS_DE[field as keyof typeof RECIPIENT_FIELD_LABELS_DE];
}

/** How a card is named in the error summary: "Anna Schmidt", the company, or "ohne Namen". */
export function recipientLabel(recipient: Recipient): string {
  const name = [recipient.firstName, recipient.lastName].map((s) => s.trim()).filter(Boolean);
  return name.join(' ') || recipient.company.trim() || 'ohne Namen';
}

export interface RecipientErrorSummaryRow {
  index: number;
  /** 1-based, as the table shows it ("Karte 12"). */
  cardNumber: number;
  recipientId: string;
  recipientLabel: string;
  field: RecipientField;
  fieldLabel: string;
  message: string;
}

/**
 * The per-card error summary with jump targets (spec §5): one row per problem, at most
 * `limit` rows (the UI says "und N weitere" with `validation.issues.length - limit`).
 */
export function recipientErrorSummary(
  validation: RecipientValidation,
  recipients: readonly Recipient[],
  limit = 200,
): RecipientErrorSummaryRow[] {
  return validation.issues.slice(0, limit).map((issue) => {
    const recipient = recipients[issue.index];
    return {
      index: issue.index,
      cardNumber: issue.index + 1,
      recipientId: issue.recipientId,
      recipientLabel: recipient ? recipientLabel(recipient) : '',
      field: issue.field,
      fieldLabel: recipientFieldLabel(issue.field),
      message: recipientIssueMessage(issue),
    };
  });
}
