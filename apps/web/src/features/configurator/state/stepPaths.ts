import { STEPS, type StepId } from '@federkiel/machines';

// The configurator's URLs: `/configurator/<step>` with the machines' step ids.

export const CONFIGURATOR_PATH = '/configurator';

export function stepPath(step: StepId): string {
  return `${CONFIGURATOR_PATH}/${step}`;
}

export function isStepId(value: unknown): value is StepId {
  return typeof value === 'string' && (STEPS as readonly string[]).includes(value);
}
