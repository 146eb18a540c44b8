import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatCvc, formatEdit, formatExpiry } from './cardFormat.ts';

describe('formatCardNumber', () => {
  it('groups the digits in fours and keeps at most 16', () => {
    expect(formatCardNumber('')).toBe('');
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242-4242 4242a4242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42424242424242424242')).toBe('4242 4242 4242 4242');
  });
});

describe('formatExpiry', () => {
  it('adds the slash with the third digit', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('122')).toBe('12/2');
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('12/289')).toBe('12/28');
  });

  it('pads single-digit months and shortens a four-digit year', () => {
    expect(formatExpiry('5')).toBe('05');
    expect(formatExpiry('528')).toBe('05/28');
    expect(formatExpiry('1/')).toBe('01');
    expect(formatExpiry('12/2028')).toBe('12/28');
    expect(formatExpiry('3/2031')).toBe('03/31');
  });
});

describe('formatCvc', () => {
  it('keeps up to four digits', () => {
    expect(formatCvc('12a34 5')).toBe('1234');
  });
});

describe('formatEdit', () => {
  it('keeps the caret at the end while typing at the end', () => {
    expect(formatEdit('42424', 5, '4242', formatCardNumber, 'insertText')).toEqual({
      value: '4242 4',
      caret: 6,
    });
  });

  it('keeps the caret after the same digit for an edit in the middle', () => {
    // "4242 4242" with "1" typed after the second digit
    expect(formatEdit('42142 4242', 3, '4242 4242', formatCardNumber, 'insertText')).toEqual({
      value: '4214 2424 2',
      caret: 3,
    });
  });

  it('backspace on a space deletes the digit before it', () => {
    expect(
      formatEdit('42424242', 4, '4242 4242', formatCardNumber, 'deleteContentBackward'),
    ).toEqual({ value: '4244 242', caret: 3 });
    expect(formatEdit('122', 2, '12/2', formatExpiry, 'deleteContentBackward')).toEqual({
      value: '12',
      caret: 1,
    });
  });

  it('delete on a space deletes the digit after it', () => {
    expect(
      formatEdit('42424242', 4, '4242 4242', formatCardNumber, 'deleteContentForward'),
    ).toEqual({ value: '4242 242', caret: 4 });
  });
});
