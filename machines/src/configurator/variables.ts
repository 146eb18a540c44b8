// Spec §1/§3 variables in card texts: `{{Vorname}}`, `{{Nachname}}`, `{{Firma}}` (the
// recipient's), the generated `{{Anrede}}`, the sender's `{{Absender.Firma}}` and
// `{{Absender.Name}}` (one value per order, issue 19) and the customer's own (variable text
// blocks). Names are matched without regard to case ("{{vorname}}" works), and spaces inside
// the braces are allowed.

export const BUILT_IN_VARIABLES = ['Anrede', 'Vorname', 'Nachname', 'Firma'] as const;
export type BuiltInVariable = (typeof BUILT_IN_VARIABLES)[number];

/** Why each built-in exists, for the UI's variable menu. */
export const BUILT_IN_VARIABLE_HINTS: Record<BuiltInVariable, string> = {
  Anrede: 'Passende Anrede, z. B. „Liebe Anna,“ oder „Sehr geehrter Herr Meyer,“',
  Vorname: 'Vorname der Empfängerin / des Empfängers',
  Nachname: 'Nachname der Empfängerin / des Empfängers',
  Firma: 'Firma der Empfängerin / des Empfängers',
};

/**
 * The sender's placeholders: the same on every card of an order, filled once (from the
 * customer's account or typed in the configurator), never per recipient. `{{Firma}}` is the
 * recipient's company; a text that means the customer's own company says `{{Absender.Firma}}`.
 */
export const SENDER_VARIABLES = ['Absender.Firma', 'Absender.Name'] as const;
export type SenderVariable = (typeof SENDER_VARIABLES)[number];

export const SENDER_VARIABLE_HINTS: Record<SenderVariable, string> = {
  'Absender.Firma': 'Deine Firma (Absender), auf allen Karten gleich',
  'Absender.Name': 'Dein Name (Absender), auf allen Karten gleich',
};

/** Who sends the cards: the values of the sender placeholders. */
export interface Sender {
  company: string;
  name: string;
}

export const EMPTY_SENDER: Sender = { company: '', name: '' };

/** Is this one of the sender's placeholders (any case)? */
export function isSenderVariable(name: string): boolean {
  const key = variableKey(name);
  return SENDER_VARIABLES.some((sender) => variableKey(sender) === key);
}

/** The sender placeholders' values, keyed like `substituteVariables` expects. */
export function senderValues(sender: Sender | null | undefined): Map<string, string> {
  return new Map([
    [variableKey('Absender.Firma'), sender?.company.trim() ?? ''],
    [variableKey('Absender.Name'), sender?.name.trim() ?? ''],
  ]);
}

const VARIABLE = /\{\{\s*([^{}\s]+)\s*\}\}/g;

/** The text that inserts a variable: `{{Vorname}}`. */
export function variableToken(name: string): string {
  return `{{${name}}}`;
}

/** A variable name as used for lookups (case-insensitive). */
export function variableKey(name: string): string {
  return name.toLocaleLowerCase('de');
}

/** The variables a text uses, each once, as first written. */
export function findVariables(text: string): string[] {
  const seen = new Map<string, string>();
  for (const match of text.matchAll(VARIABLE)) {
    const name = match[1] as string;
    if (!seen.has(variableKey(name))) seen.set(variableKey(name), name);
  }
  return [...seen.values()];
}

/** Built-in, sender or declared custom variable? */
export function isKnownVariable(name: string, customVariables: readonly string[]): boolean {
  const key = variableKey(name);
  return (
    BUILT_IN_VARIABLES.some((builtIn) => variableKey(builtIn) === key) ||
    isSenderVariable(name) ||
    customVariables.some((custom) => variableKey(custom) === key)
  );
}

/** The variables of `text` that are neither built in nor declared. */
export function unknownVariables(text: string, customVariables: readonly string[]): string[] {
  return findVariables(text).filter((name) => !isKnownVariable(name, customVariables));
}

export interface Substitution {
  text: string;
  /** Variables with no value source at all (typo, undeclared). Left in the text as written. */
  unknown: string[];
  /** Known variables whose value is empty for this recipient (replaced by nothing). */
  empty: string[];
}

/**
 * Replaces every `{{name}}` with its value. `values` is keyed by `variableKey(name)`; a name
 * missing from it is unknown and stays visible, so the preview shows the mistake.
 */
export function substituteVariables(
  text: string,
  values: ReadonlyMap<string, string>,
): Substitution {
  if (!text.includes('{{')) return { text, unknown: [], empty: [] };
  const unknown: string[] = [];
  const empty: string[] = [];
  const result = text.replace(VARIABLE, (token, name: string) => {
    const value = values.get(variableKey(name));
    if (value === undefined) {
      if (!unknown.includes(name)) unknown.push(name);
      return token;
    }
    if (value.trim() === '' && !empty.includes(name)) empty.push(name);
    return value;
  });
  return { text: result, unknown, empty };
}

/** Inserts `{{name}}` at the cursor (the UI's variable menu); answers the new text and cursor. */
export function insertVariable(
  text: string,
  cursor: number,
  name: string,
): { text: string; cursor: number } {
  const at = Math.max(0, Math.min(cursor, text.length));
  const token = variableToken(name);
  return { text: text.slice(0, at) + token + text.slice(at), cursor: at + token.length };
}
