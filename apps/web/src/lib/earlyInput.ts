// Issue #44: a server-rendered form is on screen a second or two before the app hydrates it
// on a slow phone, and what a visitor types meanwhile stays in the fields — but React's state
// starts from the server's empty values (React 19's replay of such changes is not in its
// stable build), so the form sent nothing and said „Bitte fülle dieses Feld aus“ under a
// filled field. The entry script (main.tsx) notes every field changed before the hydration;
// once the app's first render is committed (app/App.tsx) each one that still holds a value
// gets its change again, as the form would have seen it typed. A `TextField` does it itself
// when it is committed (`syncTypedBeforeHydration`), whenever its part of the page hydrates.
// Part of the JavaScript before the first paint: no React, nothing imported.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Each field changed before the hydration, with what it held last (boxes: checked). */
const changed = new Map<Field, string | boolean>();
let stop: (() => void) | null = null;
/** Set while this file dispatches a field's change: not the visitor's typing. */
let replaying = false;

/** Inputs whose value React reads through its `input` event (not buttons or files). */
const TEXT_LIKE = /^(text|email|password|search|tel|url|number|date|time|month|week)$/;
/** Inputs whose `checked` React reads through its `click` event. */
const BOX = /^(radio|checkbox)$/;

const isBox = (target: EventTarget | null): target is HTMLInputElement =>
  target instanceof HTMLInputElement && BOX.test(target.type);

function isField(target: EventTarget | null): target is Field {
  return (
    (target instanceof HTMLInputElement && TEXT_LIKE.test(target.type)) ||
    isBox(target) ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/** From now until `replayEarlyInput`, every changed field of the page is noted. */
export function captureEarlyInput(doc: Document = document): void {
  if (stop) return;
  const note = (event: Event) => {
    if (replaying || !isField(event.target)) return;
    // Last changed last: of a radio group's noted buttons, the one chosen last wins.
    changed.delete(event.target);
    changed.set(event.target, isBox(event.target) ? event.target.checked : event.target.value);
  };
  doc.addEventListener('input', note, true);
  doc.addEventListener('change', note, true);
  stop = () => {
    doc.removeEventListener('input', note, true);
    doc.removeEventListener('change', note, true);
  };
}

/** How often, and how far apart, fields not yet hydrated are tried again. */
const RETRIES = 100;
const RETRY_MS = 50;

/** Whether React has hydrated the element (its props are attached to it). */
const hydrated = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/**
 * A radio or checkbox the visitor set before the hydration (the dashboard login's „Schlüssel“):
 * the form's state is the server's, and the hydration may have put the server's `checked`
 * back on screen too. React tells a box's change by
 * its `click` event and the `checked` it last saw on the element, so that is set to the
 * opposite first (its setter on the element), the choice put back past it, and a click
 * without the browser's own toggling (a plain event) reports the change.
 */
function replayBox(field: HTMLInputElement, checked: boolean) {
  const native = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set;
  if (!native) return;
  field.checked = !checked;
  native.call(field, checked);
  field.dispatchEvent(new Event('click', { bubbles: true }));
}

/** The field's change as its hydrated form would have seen it typed. */
function replay(field: Field, value: string | boolean) {
  if (typeof value === 'boolean') {
    if (isBox(field)) replayBox(field, value);
    return;
  }
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const native = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  if (!native) return;
  let caret: [number | null, number | null] = [null, null];
  try {
    caret = [field.selectionStart, field.selectionEnd];
  } catch {
    // e-mail and number fields have no selection to keep
  }
  field.value = `${value}\u0000`; // what React believes the field holds
  native.call(field, value); // what it holds, past React's tracker
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (caret[0] !== null && document.activeElement === field)
    field.setSelectionRange(caret[0], caret[1]);
}

/**
 * A text field whose component has just been committed by React (its first effect, so the
 * hydration of its part of the page is done for certain): when it holds another value than
 * the form's state (`stateValue`), the visitor typed it (or the browser filled it in) before
 * the hydration, and the form gets that change now. `replayEarlyInput` takes a field as
 * hydrated when React's props are on it, which React sets while rendering a part that
 * hydrates in slices — a change replayed before that part is committed can be lost (issue
 * #44: a sign-in form sent without what was typed, in 2 of 6 browser runs when the start's
 * tasks moved).
 */
export function syncTypedBeforeHydration(field: HTMLInputElement | null, stateValue: string): void {
  if (!field || field.value === stateValue) return;
  changed.delete(field);
  replaying = true;
  try {
    replay(field, field.value);
  } finally {
    replaying = false;
  }
}

/**
 * Hands every field changed before the hydration to its form once React has hydrated it (a
 * part behind a Suspense boundary hydrates after the app's first commit: tried again every
 * `RETRY_MS`). The hydration writes a text area's and a select's value back to the
 * server's; an input keeps what was typed, but React keeps the value it last saw on the
 * element itself, so the value is set around that first and the event then finds a change.
 * The caret stays where it was.
 */
export function replayEarlyInput(retries = RETRIES): void {
  replaying = true;
  try {
    for (const [field, value] of [...changed]) {
      if (field.isConnected && !hydrated(field)) continue;
      changed.delete(field);
      if (field.isConnected) replay(field, value);
    }
  } finally {
    replaying = false;
  }
  if (changed.size > 0 && retries > 0) {
    // Still noting: a field of the part not yet hydrated may be typed into meanwhile.
    setTimeout(() => replayEarlyInput(retries - 1), RETRY_MS);
    return;
  }
  stop?.();
  stop = null;
  changed.clear();
}
