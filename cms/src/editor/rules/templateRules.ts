import variables from '../generated/templateVariables.json';

// What a template needs before the shop can sell it (issue #20). The shop lists every
// template, so every template must be complete: a real canvas, both pictures, a text in the
// du or Sie form (or both), only variables the configurator knows, and a default font every customer may use.
// Messages speak to editors in German and say how to fix the problem.

export interface TemplateSnapshot {
  name: string | null | undefined;
  canvas: { name?: string | null; widthInMillimeters?: number | null } | null | undefined;
  previewImage: unknown;
  frontImage: unknown;
  textDu: string | null | undefined;
  textSie: string | null | undefined;
  textIhr: string | null | undefined;
  defaultFont: { name?: string | null; accountId?: string | null } | null | undefined;
}

export const TEMPLATE_VARIABLES: readonly string[] = variables.map((v) => v.name);

const VARIABLE = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** `{{Anrede}}, {{Vorname}}, …` — how the allowed list is shown in messages and hints. */
export function allowedVariablesText(): string {
  return TEMPLATE_VARIABLES.map((name) => `{{${name}}}`).join(', ');
}

/** The `{{…}}` names in `text` the configurator does not know (case does not matter). */
export function unknownTemplateVariables(text: string): string[] {
  const known = new Set(TEMPLATE_VARIABLES.map((v) => v.toLocaleLowerCase('de')));
  const unknown: string[] = [];
  for (const match of text.matchAll(VARIABLE)) {
    const name = (match[1] ?? '').trim();
    if (!known.has(name.toLocaleLowerCase('de')) && !unknown.includes(name)) unknown.push(name);
  }
  return unknown;
}

const blank = (text: string | null | undefined) => !text || text.trim() === '';

/** Every problem of the template, field → German message; empty when the shop can use it. */
export function templateProblems(t: TemplateSnapshot): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!t.canvas) {
    problems.canvas = 'Bitte ein Format wählen – ohne Format kann der Shop die Karte nicht zeigen.';
  } else if (!t.canvas.widthInMillimeters || t.canvas.widthInMillimeters <= 0) {
    problems.canvas = `Das Format „${t.canvas.name ?? ''}“ ist intern und wird im Shop nicht angeboten. Bitte ein Kartenformat wie „A6 Postkarte“ wählen.`;
  }
  if (!t.previewImage)
    problems.previewImage =
      'Bitte ein Vorschaubild hochladen (etwa 600 px breit, für die Produktliste).';
  if (!t.frontImage)
    problems.frontImage =
      'Bitte ein Bild der Vorderseite hochladen (etwa 1200 px breit, für den Konfigurator).';
  // Both forms, or one on purpose: a business template may speak only Sie (issue #19) and
  // then opens on its Sie tab; a template with neither has nothing to write.
  if (blank(t.textDu) && blank(t.textSie)) {
    const message =
      'Bitte einen Standardtext eintragen – in der Du-Form, der Sie-Form oder in beiden. Eine Vorlage nur in einer Form öffnet im Konfigurator auf dieser Form.';
    problems.textDu = message;
    problems.textSie = message;
  }
  for (const field of ['textDu', 'textSie', 'textIhr'] as const) {
    if (problems[field]) continue;
    const unknown = unknownTemplateVariables(t[field] ?? '');
    if (unknown.length > 0) {
      const names = unknown.map((n) => `{{${n}}}`).join(', ');
      problems[field] =
        `${unknown.length === 1 ? 'Unbekannte Variable' : 'Unbekannte Variablen'} ${names}. Erlaubt sind: ${allowedVariablesText()}.`;
    }
  }
  if (t.defaultFont?.accountId) {
    problems.defaultFont = `Die Schrift „${t.defaultFont.name ?? ''}“ gehört nur einem Kundenkonto und kann nicht die Standardschrift einer öffentlichen Vorlage sein.`;
  }
  return problems;
}
