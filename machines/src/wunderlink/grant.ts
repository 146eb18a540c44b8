import { formatMessage, RECIPIENT_LIST_MESSAGES_DE } from '../configurator/messages.ts';
import type { CmsRef } from './wunderlinkApi.ts';

// What a WunderLink grants (docs/wunderlink.md): up to `free_cards` cards of ONE
// configuration (one cart line), on the allowed template, or any template of the allowed
// group, or any template when neither is set. The web app checks this while the customer
// designs; the server enforces it again at redemption (it recomputes everything).

/** The grant's terms, from a public link (`template`/`group`) or a staff row (`…_id`). */
export type GrantTerms = { free_cards: number } & (
  | { template: CmsRef | null; group: CmsRef | null }
  | {
      template_id: string | null;
      group_id: string | null;
      template?: CmsRef | null;
      group?: CmsRef | null;
    }
);

/** What the customer designed, as far as the grant cares. */
export interface GrantedDesign {
  /** The configuration's template (CMS id as text), or null when none is chosen yet. */
  templateId: string | null;
  /**
   * The groups of that template (CMS ids as text); needed only for a group link. Unknown
   * (undefined) counts as "not in the group".
   */
  templateGroupIds?: readonly string[] | undefined;
  /** Cards = recipients. */
  cardCount: number;
  /** Configured cart lines the grant would cover; a grant covers exactly one. */
  lines?: number;
}

export type GrantProblemCode =
  'TEMPLATE_NOT_ALLOWED' | 'TOO_MANY_CARDS' | 'NO_CARDS' | 'ONE_DESIGN_ONLY';

export interface GrantProblem {
  code: GrantProblemCode;
  message: string;
}

export const GRANT_MESSAGES_DE = {
  templateOnly: 'Dieser WunderLink gilt nur für die Vorlage „{{name}}“.',
  groupOnly: 'Dieser WunderLink gilt nur für Vorlagen aus „{{name}}“.',
  templateNotAllowed: 'Dieser WunderLink gilt nicht für diese Vorlage.',
  oneDesignOnly: 'Ein WunderLink gilt für genau eine Gestaltung.',
} as const;

function allowed(terms: GrantTerms): {
  template: { id: string; name: string | null } | null;
  group: { id: string; name: string | null } | null;
} {
  if ('template_id' in terms) {
    return {
      template: terms.template_id
        ? { id: terms.template_id, name: terms.template?.name ?? null }
        : null,
      group: terms.group_id ? { id: terms.group_id, name: terms.group?.name ?? null } : null,
    };
  }
  return {
    template: terms.template ? { id: terms.template.id, name: terms.template.name } : null,
    group: terms.group ? { id: terms.group.id, name: terms.group.name } : null,
  };
}

/** Whether a template may be chosen under the grant (the template gallery greys out others). */
export function templateAllowed(
  terms: GrantTerms,
  templateId: string,
  templateGroupIds?: readonly string[],
): boolean {
  const { template, group } = allowed(terms);
  if (template) return template.id === templateId;
  if (group) return (templateGroupIds ?? []).includes(group.id);
  return true;
}

/** The problems of a design under the grant, in the order a customer should fix them. */
export function grantProblems(terms: GrantTerms, design: GrantedDesign): GrantProblem[] {
  const problems: GrantProblem[] = [];
  const { template, group } = allowed(terms);
  if ((design.lines ?? 1) !== 1) {
    problems.push({ code: 'ONE_DESIGN_ONLY', message: GRANT_MESSAGES_DE.oneDesignOnly });
  }
  if (
    design.templateId !== null &&
    !templateAllowed(terms, design.templateId, design.templateGroupIds)
  ) {
    const message = template?.name
      ? formatMessage(GRANT_MESSAGES_DE.templateOnly, { name: template.name })
      : group?.name
        ? formatMessage(GRANT_MESSAGES_DE.groupOnly, { name: group.name })
        : GRANT_MESSAGES_DE.templateNotAllowed;
    problems.push({ code: 'TEMPLATE_NOT_ALLOWED', message });
  }
  if (design.cardCount < 1) {
    problems.push({ code: 'NO_CARDS', message: RECIPIENT_LIST_MESSAGES_DE.noRecipients });
  }
  if (design.cardCount > terms.free_cards) {
    problems.push({ code: 'TOO_MANY_CARDS', message: tooManyCardsMessage(terms.free_cards) });
  }
  return problems;
}

/** The configurator's max-cards message with the granted number (spec §5, §9). */
export function tooManyCardsMessage(freeCards: number): string {
  return formatMessage(RECIPIENT_LIST_MESSAGES_DE.tooManyCards, { max: freeCards });
}
