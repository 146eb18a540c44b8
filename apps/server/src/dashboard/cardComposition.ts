import { cardVariables, rawPages } from '@federkiel/machines/configurator/cardText';
import type { FitSettings } from '@federkiel/machines/configurator/fitCheck';
import { draftOf, fitSettingsOf } from '@federkiel/machines/configurator/orderConfiguration';
import type { Recipient } from '@federkiel/machines/configurator/recipientSchema';
import type { OrderConfiguration } from '@federkiel/machines/configurator/schema';
import {
  findVariables,
  substituteVariables,
  variableKey,
} from '@federkiel/machines/configurator/variables';

// The one composition of a card's written text on the server: the robot's files
// (production/cardFiles.ts → `penPipeline` → `fitCard` → `composeCard`) and the dashboard's
// cards and exports (orderCards.ts) both take their settings from `settingsOf`, so the
// recipients' XLSX/TXT say exactly what the pen writes.

const settingsCache = new WeakMap<OrderConfiguration, FitSettings>();

/** The fit settings of a stored configuration (as the server's fit check builds them). */
export function settingsOf(configuration: OrderConfiguration): FitSettings {
  let settings = settingsCache.get(configuration);
  if (!settings) {
    const fit = fitSettingsOf(draftOf(configuration));
    if (!fit) throw new Error('configuration without a canvas');
    settings = fit;
    settingsCache.set(configuration, settings);
  }
  return settings;
}

const ANREDE = variableKey('Anrede');
const usesAnrede = (line: string) =>
  findVariables(line).some((name) => variableKey(name) === ANREDE);

/**
 * The salutation the card writes, as written: the line that holds `{{Anrede}}`, filled in;
 * without `{{Anrede}}` (the seeded templates write "Guten Tag {{Vorname}} {{Nachname}},"),
 * the card's opening line when it reads as a salutation — one of its first two lines and,
 * as German letters end it (DIN 5008), with a comma. A card without either has none: an
 * export must not show a salutation the robot never writes.
 */
export function writtenSalutation(settings: FitSettings, recipient: Recipient): string {
  const values = cardVariables(recipient, settings.customSalutation, settings.sender);
  const fill = (line: string) => substituteVariables(line, values).text.trim();
  const lines = rawPages(settings, recipient.addressForm, recipient.freeText).flatMap((page) => [
    ...page.heading.split('\n'),
    ...page.body.split('\n'),
  ]);
  const marked = lines.find(usesAnrede);
  if (marked !== undefined) return fill(marked);
  const opening = lines
    .map(fill)
    .filter((line) => line !== '')
    .slice(0, 2)
    .find((line) => line.endsWith(','));
  return opening ?? '';
}
