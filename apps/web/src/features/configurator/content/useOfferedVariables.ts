import { BUILT_IN_VARIABLES, SENDER_VARIABLES } from '@federkiel/machines';
import { useConfiguratorSelector } from '../state/configuratorContext.ts';

/**
 * The placeholders a text may use: the built-ins (the recipient's), the sender's
 * (`{{Absender.Firma}}`, `{{Absender.Name}}`), plus the own ones for variable blocks.
 */
export function useOfferedVariables({ salutation = true } = {}): string[] {
  const custom = useConfiguratorSelector((s) =>
    s.context.draft.personalisation === 'variable_blocks' ? s.context.draft.customVariables : null,
  );
  const builtIns = salutation
    ? BUILT_IN_VARIABLES
    : BUILT_IN_VARIABLES.filter((v) => v !== 'Anrede');
  return [...builtIns, ...SENDER_VARIABLES, ...(custom ?? [])];
}
