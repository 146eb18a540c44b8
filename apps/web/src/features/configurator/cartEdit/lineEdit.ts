import {
  ADDRESS_FORMS,
  draftOf,
  PROGRESS_VERSION,
  STEPS,
  type OrderConfiguration,
  type SavedProgress,
} from '@federkiel/machines';
import { readJson, removeKey, writeJson } from './storage.ts';

// "Bearbeiten" on a cart line (/cart → /configurator?editLine=<item id>): the line's stored
// configuration is put into the configurator, on its summary step. While it is edited, the
// configurator remembers which line it replaces (localStorage `fk.order.editsLine`, so a
// reload keeps it). "In den Warenkorb" then adds the edited card and takes the old line
// out (addToCart.ts); discarding the progress forgets the line, which stays as it was.

export const LINE_EDIT_KEY = 'fk.order.editsLine';

export interface LineEdit {
  /** The configuration the line carries (found again by it: line ids may change). */
  configurationId: string;
  /** The template's name, for the notice. */
  name: string;
}

export function readLineEdit(): LineEdit | null {
  const value = readJson(LINE_EDIT_KEY);
  if (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as LineEdit).configurationId === 'string' &&
    typeof (value as LineEdit).name === 'string'
  )
    return value as LineEdit;
  return null;
}

export function rememberLineEdit(edit: LineEdit): void {
  writeJson(LINE_EDIT_KEY, edit);
}

export function forgetLineEdit(): void {
  removeKey(LINE_EDIT_KEY);
}

/** The configurator's progress for a stored configuration: every step done, on the summary. */
export function progressOfConfiguration(configuration: OrderConfiguration): SavedProgress {
  let highest = 0;
  for (const recipient of configuration.recipients) {
    const match = /^r(\d+)$/.exec(recipient.id);
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  return {
    version: PROGRESS_VERSION,
    step: 'summary',
    finishedSteps: STEPS.filter((step) => step !== 'summary'),
    // The text tab the customer sees first: the form of address most recipients have.
    activeVariant: mostUsedVariant(configuration),
    // Every variant counts as written: no "copy the previous text?" offer for a stored card.
    editedVariants: [...ADDRESS_FORMS],
    nextRecipientNumber: highest + 1,
    draft: draftOf(configuration),
  };
}

function mostUsedVariant(configuration: OrderConfiguration): SavedProgress['activeVariant'] {
  const counts = new Map<SavedProgress['activeVariant'], number>();
  for (const recipient of configuration.recipients)
    counts.set(recipient.addressForm, (counts.get(recipient.addressForm) ?? 0) + 1);
  let best: SavedProgress['activeVariant'] = 'du';
  let most = 0;
  for (const [form, count] of counts) {
    if (count > most) {
      best = form;
      most = count;
    }
  }
  return best;
}

/** `GET /swell/configurations/:id` (owner only) → the configuration, or null when gone. */
export async function fetchConfiguration(
  id: string,
  sessionToken: string,
): Promise<OrderConfiguration | null> {
  const response = await fetch(`/swell/configurations/${encodeURIComponent(id)}`, {
    headers: { Accept: 'application/json', 'X-Session': sessionToken },
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`configuration ${id}: ${response.status}`);
  const body = (await response.json()) as { configuration?: OrderConfiguration };
  return body.configuration ?? null;
}
