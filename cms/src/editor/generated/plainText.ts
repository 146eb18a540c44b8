// GENERATED COPY of machines/src/content/plainText.ts — do not edit here; change the original and
// copy it (cp machines/src/content/plainText.ts …, keeping this header). machines/src/content/
// plainText.test.ts fails when the two differ.

// Every text the shop shows and the robot writes is plain text (issue #31): a card is written
// with a pen, a product card shows its name and description as they are. Markup there is never
// meant — `<script>` or `<img onerror=…>` would be written on the card or shown as tags — so it
// is refused where it enters: the CMS refuses it at save (cms/src/editor/documentRules.ts,
// through a copy of this file in cms/src/editor/generated/, compared by plainText.test.ts) and
// the shop checks the customer's texts with the same rule.
// Pure, no imports: the CMS compiles the copy on its own.

export type PlainTextProblem = 'markup' | 'script_url' | 'control';

/** A tag opening or closing (`<b`, `</p`, `<!--`, `<?xml`). "3 < 5" and "<3" pass. */
const MARKUP = /<\s*(?:[/?]?\s*[a-z]|!)/i;
/** `javascript:` (and `vbscript:`), also with spaces or invisible characters between the letters. */
const SCRIPT_URL = /(?:java|vb)script:/i;
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- the control characters are what is removed
  /[\s\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]+/g;
/**
 * Control characters other than line break and tab, and the invisible direction overrides
 * (text that reads differently from what it shows).
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** What makes `text` more than plain text, or null when it is plain text. */
export function plainTextProblem(text: string): PlainTextProblem | null {
  if (CONTROL.test(text)) return 'control';
  if (MARKUP.test(text)) return 'markup';
  // The colon check first: a recipient list runs this on every field of 10,000 rows.
  if (text.includes(':') && SCRIPT_URL.test(text.replace(INVISIBLE, ''))) return 'script_url';
  return null;
}

/** The German message for a refused field, naming it by its label („Text (du)“). */
export function plainTextMessage(field: string, problem: PlainTextProblem): string {
  switch (problem) {
    case 'markup':
      return `Das Feld „${field}“ enthält HTML oder spitze Klammern mit Text (z. B. <b> oder <script>). Bitte nur reinen Text eingeben – der Shop zeigt und der Roboter schreibt jedes Zeichen so, wie es dasteht.`;
    case 'script_url':
      return `Das Feld „${field}“ enthält einen „javascript:“-Link. Bitte nur reinen Text eingeben.`;
    case 'control':
      return `Das Feld „${field}“ enthält ein unsichtbares Steuerzeichen (oft beim Kopieren aus einem anderen Programm mitgekommen). Bitte den Text neu eintippen oder ohne Formatierung einfügen.`;
  }
}

/** The message for `text` in `field`, or null when it is plain text. */
export function plainTextRefusal(field: string, text: string): string | null {
  const problem = plainTextProblem(text);
  return problem ? plainTextMessage(field, problem) : null;
}
