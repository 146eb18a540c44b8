import { useMemo } from 'react';
import type { RecipientIssue } from '@federkiel/machines';
import type { Translate } from '../../lib/i18n/useT.ts';
import { useRecipientsT } from './recipientsI18n.ts';

export interface RecipientTexts {
  t: Translate;
  language: string;
  /** Column / field name; a variable is called by its own name. */
  fieldLabel: (field: string) => string;
  /** The message for one validation issue (machines' codes → this namespace's texts). */
  issueText: (issue: RecipientIssue) => string;
}

export function useRecipientTexts(): RecipientTexts {
  const { t, i18n } = useRecipientsT();
  const language = i18n.language;
  return useMemo(() => {
    return {
      t,
      language,
      fieldLabel: (field) =>
        field.startsWith('variables.') ? field.slice('variables.'.length) : t(`fields.${field}`),
      issueText: (issue) =>
        t(`issues.${issue.code}`, {
          len: issue.len,
          example: issue.example ?? '—',
          variable: issue.variable,
        }),
    };
  }, [t, language]);
}
