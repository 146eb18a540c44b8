import { grantProblems } from '@federkiel/machines/wunderlink/grant';
import type { PublicWunderlink } from '@federkiel/machines/wunderlink/wunderlinkApi';
import { useQuery } from '@tanstack/react-query';
import { templatesQueryOptions } from '../../../lib/cms/api/templates.ts';
import type { Translate } from '../../../lib/i18n/useT.ts';
import { useConfiguratorSelector } from '../state/configuratorContext.ts';
import { useConfiguratorGrant } from './grantContext.ts';

/** Every template in one request: the gallery's query (and cache). */
export const ALL_TEMPLATES = { pageSize: 100 } as const;

/** The CMS templates' groups (CMS ids as text), by template id; for a group link. */
function useTemplateGroups(enabled: boolean): Map<string, string[]> | null {
  const templates = useQuery({ ...templatesQueryOptions(ALL_TEMPLATES), enabled });
  if (!templates.data) return null;
  return new Map(
    templates.data.data.map((template) => [
      String(template.id),
      (template.groups ?? []).map((group) => String(group.id)),
    ]),
  );
}

export type GrantTemplateProblem = 'templateOnly' | 'groupOnly' | 'templateNotAllowed';

/**
 * What the grant has against the chosen template (`grantProblems`, the rule the server
 * enforces). The card cap is the configurator's own max-cards rule (`maxCards` = the granted
 * number), so only the template is checked here. A group link waits for the CMS's groups
 * before it refuses anything.
 */
export function useGrantTemplateProblem(): GrantTemplateProblem | null {
  const grant = useConfiguratorGrant();
  const templateId = useConfiguratorSelector((s) => s.context.draft.template?.id ?? null);
  const groups = useTemplateGroups(Boolean(grant?.group));
  if (!grant || templateId === null) return null;
  if (grant.group && !groups) return null;
  const problem = grantProblems(grant, {
    templateId,
    templateGroupIds: groups?.get(templateId) ?? [],
    cardCount: 1,
  }).find((p) => p.code === 'TEMPLATE_NOT_ALLOWED');
  if (!problem) return null;
  return grant.template ? 'templateOnly' : grant.group ? 'groupOnly' : 'templateNotAllowed';
}

/** The problem's sentence; `t` of the namespace `configurator-wunderlink`. */
export function grantProblemText(
  t: Translate,
  problem: GrantTemplateProblem,
  grant: PublicWunderlink,
): string {
  return t(`problems.${problem}`, {
    name: grant.template?.name ?? grant.group?.name ?? '',
  });
}
