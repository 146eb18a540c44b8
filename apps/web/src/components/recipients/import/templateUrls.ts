import type { Personalisation } from '@federkiel/machines';

/** The server's downloadable template (docs/uploads-and-configurations.md), for this order. */
export function templateUrl(
  format: 'xlsx' | 'csv',
  personalisation: Personalisation | null,
  variableNames: readonly string[],
): string {
  const query = new URLSearchParams();
  if (personalisation) query.set('personalisation', personalisation);
  if (personalisation === 'variable_blocks' && variableNames.length > 0)
    query.set('variables', variableNames.join(','));
  const search = query.toString();
  return `/swell/recipients/template.${format}${search ? `?${search}` : ''}`;
}
