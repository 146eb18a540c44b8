import { plainTextRefusal } from '../generated/plainText';
import { LAYOUTS } from '../labels';

// Safe text at the source (issue #31): names, descriptions and the card texts are shown by the
// shop and written by the robot exactly as they are, so markup, `javascript:` links and control
// characters are refused when a draft is saved — not only at publish — with a German message
// naming the field by its label in the admin. The rule itself is the machines' (a copy in
// ../generated/plainText.ts), the same the shop checks its customers' texts with.

export const PLAIN_TEXT_FIELDS: Record<string, string[]> = {
  'api::template.template': ['name', 'description', 'textDu', 'textSie', 'textIhr'],
  'api::font.font': ['name'],
  'api::group.group': ['name'],
  'api::canvas.canvas': ['name'],
  'api::text-content.text-content': ['content'],
};

/** The refused fields of a write (`data` as the document service gets it), by field. */
export function plainTextProblems(
  uid: string,
  data: Record<string, unknown> | undefined,
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!data) return problems;
  for (const field of PLAIN_TEXT_FIELDS[uid] ?? []) {
    const value = data[field];
    if (typeof value !== 'string') continue;
    const label = LAYOUTS[uid]?.fields[field]?.label ?? field;
    const refusal = plainTextRefusal(label, value);
    if (refusal) problems[field] = refusal;
  }
  return problems;
}
