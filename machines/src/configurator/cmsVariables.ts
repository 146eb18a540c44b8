import {
  BUILT_IN_VARIABLE_HINTS,
  BUILT_IN_VARIABLES,
  SENDER_VARIABLE_HINTS,
  SENDER_VARIABLES,
} from './variables.ts';

// The variables a CMS template text may use, for the CMS (issue #20): its hints and its
// validation read `cms/src/editor/generated/templateVariables.json`, written from this list by
// `npm run cms:variables` — the CMS is its own npm project and cannot import `machines/`. A
// test fails when the file and this list disagree, so there is one list, not two.

export interface CmsTemplateVariable {
  name: string;
  hint: string;
}

export function cmsTemplateVariables(): CmsTemplateVariable[] {
  return [
    ...BUILT_IN_VARIABLES.map((name) => ({ name, hint: BUILT_IN_VARIABLE_HINTS[name] })),
    ...SENDER_VARIABLES.map((name) => ({ name, hint: SENDER_VARIABLE_HINTS[name] })),
  ];
}

/** The file's exact text. */
export function cmsTemplateVariablesJson(): string {
  return `${JSON.stringify(cmsTemplateVariables(), null, 2)}\n`;
}
