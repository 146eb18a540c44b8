// Formatting of the card fields as the customer types: the number in groups of four, the
// expiry as "MM/JJ". Pure; CardFields applies the result and puts the caret back.
import { digitsOf } from './cardRules.ts';

/** swell-js accepts at most 16 digits (spec §5: card length 10–16). */
export const MAX_NUMBER_DIGITS = 16;
export const MAX_CVC_DIGITS = 4;

/** "4242424242424242" → "4242 4242 4242 4242"; anything but digits is dropped. */
export function formatCardNumber(raw: string): string {
  return digitsOf(raw)
    .slice(0, MAX_NUMBER_DIGITS)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * "1228" → "12/28". The slash appears with the third digit (so backspace is never stuck
 * behind it); "5" → "05" and "1/" → "01" (no other month starts that way); a pasted or
 * autofilled "12/2028" → "12/28".
 */
export function formatExpiry(raw: string): string {
  let digits: string;
  const fullYear = /^\s*(\d{1,2})\s*[/\-.\s]\s*(\d{4})\s*$/.exec(raw);
  if (fullYear?.[1] && fullYear[2]) {
    digits = fullYear[1].padStart(2, '0') + fullYear[2].slice(2);
  } else {
    digits = digitsOf(raw);
    if (/^\s*\d\s*[/\-.\s]\s*$/.test(raw) || /^[2-9]/.test(digits)) digits = `0${digits}`;
  }
  digits = digits.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** "12a3 4" → "1234" (at most four digits). */
export function formatCvc(raw: string): string {
  return digitsOf(raw).slice(0, MAX_CVC_DIGITS);
}

export interface FormattedEdit {
  value: string;
  /** Where the caret goes in `value`. */
  caret: number;
}

/**
 * Applies an edit of a formatted field: `raw` is the input's text after the edit, `caret`
 * the caret in it, `previous` the text before. Deleting only a space or slash deletes the
 * digit next to it, so backspace moves on. The caret stays after the same digit; at the
 * end it stays at the end.
 */
export function formatEdit(
  raw: string,
  caret: number,
  previous: string,
  format: (raw: string) => string,
  inputType?: string,
): FormattedEdit {
  let text = raw;
  let at = caret;
  const separatorOnly =
    raw.length < previous.length && digitsOf(raw) === digitsOf(previous) && raw.length > 0;
  if (separatorOnly && inputType === 'deleteContentBackward') {
    const digit = lastDigitBefore(text, at);
    if (digit >= 0) {
      text = text.slice(0, digit) + text.slice(digit + 1);
      at = digit;
    }
  } else if (separatorOnly && inputType === 'deleteContentForward') {
    const digit = firstDigitFrom(text, at);
    if (digit >= 0) text = text.slice(0, digit) + text.slice(digit + 1);
  }

  const value = format(text);
  if (at >= text.length) return { value, caret: value.length };
  const digitsBefore = digitsOf(text.slice(0, at)).length;
  return { value, caret: positionAfterDigits(value, digitsBefore) };
}

function lastDigitBefore(text: string, index: number): number {
  for (let i = index - 1; i >= 0; i -= 1) if (/\d/.test(text[i] ?? '')) return i;
  return -1;
}

function firstDigitFrom(text: string, index: number): number {
  for (let i = index; i < text.length; i += 1) if (/\d/.test(text[i] ?? '')) return i;
  return -1;
}

function positionAfterDigits(value: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < value.length; i += 1) {
    if (/\d/.test(value[i] ?? '')) seen += 1;
    if (seen === count) return i + 1;
  }
  return value.length;
}
