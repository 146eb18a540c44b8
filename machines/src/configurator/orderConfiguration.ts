import { checkFit, type FitCheckResult, type FitSettings } from './fitCheck.ts';
import type { LayoutFont } from './fontMetrics.ts';
import type { RecipientValidation } from './recipientValidation.ts';
import {
  CONFIGURATION_VERSION,
  type ConfigurationDraft,
  type OrderConfiguration,
} from './schema.ts';
import {
  cardTextSettings,
  type FitState,
  type RuleSettings,
  type StepProblem,
  stepProblems,
} from './stepProblems.ts';
import { STEPS } from './vocabulary.ts';

// From the configurator's draft to the configuration the shop backend stores, and the
// server's re-check of a submitted configuration with exactly the browser's rules.

/** The complete configuration, or null while something required is still unset. */
export function buildOrderConfiguration(draft: ConfigurationDraft): OrderConfiguration | null {
  const { canvas, template, personalisation, font } = draft;
  const date = draft.shipping.date;
  if (!canvas || !template || !personalisation || !font || !date) return null;
  return {
    version: CONFIGURATION_VERSION,
    canvas,
    template,
    personalisation,
    font,
    textSize: draft.textSize,
    texts: draft.texts,
    customSalutation: draft.customSalutation,
    customVariables: draft.customVariables,
    images: draft.images,
    recipients: draft.recipients,
    shipping: { ...draft.shipping, date },
    ...(draft.sender ? { sender: draft.sender } : {}),
  };
}

/** The draft form of a configuration (to run the step rules on it). */
export function draftOf(configuration: OrderConfiguration): ConfigurationDraft {
  return { ...configuration, templateTexts: null };
}

/** The fit settings of a draft whose canvas is chosen. */
export function fitSettingsOf(draft: ConfigurationDraft): FitSettings | null {
  if (!draft.canvas) return null;
  return {
    ...cardTextSettings(draft),
    canvas: draft.canvas,
    textSize: draft.textSize,
    hasLogo: draft.images.logo !== null,
    // The writing check covers the envelope's address (issue 26).
    envelope: draft.shipping.envelope,
  };
}

export interface ConfigurationCheck {
  ok: boolean;
  /** Every step's problems in step order (message keys, as the configurator shows them). */
  problems: StepProblem[];
  recipients: RecipientValidation;
  fit: FitCheckResult | null;
}

/**
 * The server's check of `POST /swell/configurations` after `orderConfigurationSchema`
 * parsed the body: every step rule, the recipient rules and, with the configuration's font
 * parsed by the server, the fit check. Without a font the fit counts as not checked.
 */
export function checkOrderConfiguration(
  configuration: OrderConfiguration,
  settings: RuleSettings,
  font: LayoutFont | null,
): ConfigurationCheck {
  const draft = draftOf(configuration);
  const fitSettings = fitSettingsOf(draft);
  const fit =
    font && fitSettings
      ? checkFit({ font, settings: fitSettings, recipients: draft.recipients })
      : null;
  const fitState: FitState = fit ? { status: 'done', result: fit } : { status: 'failed' };
  const { problems, recipients } = stepProblems(draft, settings, fitState);
  const all = STEPS.flatMap((step) => problems[step]);
  return { ok: all.length === 0, problems: all, recipients, fit };
}
