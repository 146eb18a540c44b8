import { describe, expect, it } from 'vitest';
import {
  checkEmail,
  checkMaxLength,
  checkMinLength,
  checkNames,
  checkPassword,
  checkPasswordConfirmation,
  checkPostalCode,
  checkRequired,
  firstIssue,
} from './validation.ts';

describe('validation (spec §5)', () => {
  it('required: blank and whitespace-only values are missing', () => {
    expect(checkRequired('')).toEqual({ code: 'required' });
    expect(checkRequired('   ')).toEqual({ code: 'required' });
    expect(checkRequired(undefined)).toEqual({ code: 'required' });
    expect(checkRequired('x')).toBeNull();
  });

  it('e-mail: required, a sane shape, not too long', () => {
    expect(checkEmail('')).toEqual({ code: 'required' });
    expect(checkEmail('ada')).toEqual({ code: 'email' });
    expect(checkEmail('ada@example')).toEqual({ code: 'email' });
    expect(checkEmail('ada @example.de')).toEqual({ code: 'email' });
    expect(checkEmail(' ada@example.de ')).toBeNull();
    expect(checkEmail(`${'a'.repeat(250)}@example.de`)).toEqual({ code: 'tooLong', len: 254 });
  });

  it('password: at least 6 characters', () => {
    expect(checkPassword('')).toEqual({ code: 'required' });
    expect(checkPassword('12345')).toEqual({ code: 'passwordTooShort', len: 6 });
    expect(checkPassword('123456')).toBeNull();
    expect(checkPassword('x'.repeat(201))).toEqual({ code: 'tooLong', len: 200 });
  });

  it('password confirmation: required and equal', () => {
    expect(checkPasswordConfirmation('geheim1', '')).toEqual({ code: 'required' });
    expect(checkPasswordConfirmation('geheim1', 'geheim2')).toEqual({ code: 'passwordMismatch' });
    expect(checkPasswordConfirmation('geheim1', 'geheim1')).toBeNull();
  });

  it('names: both required, together at most 100 characters', () => {
    expect(checkNames('', '')).toEqual({
      firstName: { code: 'required' },
      lastName: { code: 'required' },
    });
    expect(checkNames('A'.repeat(50), 'B'.repeat(50))).toEqual({ firstName: null, lastName: null });
    expect(checkNames('A'.repeat(50), 'B'.repeat(51))).toEqual({
      firstName: null,
      lastName: { code: 'nameTooLong', len: 100 },
    });
    expect(checkNames('Ada', 'Lovelace', 8)).toEqual({
      firstName: null,
      lastName: { code: 'nameTooLong', len: 8 },
    });
  });

  it('lengths', () => {
    expect(checkMaxLength('abc', 2)).toEqual({ code: 'tooLong', len: 2 });
    expect(checkMaxLength('ab', 2)).toBeNull();
    expect(checkMinLength('a', 2)).toEqual({ code: 'tooShort', len: 2 });
    expect(checkMinLength('', 2)).toBeNull();
  });

  it('postal codes follow the country', () => {
    expect(checkPostalCode('', 'DE')).toEqual({ code: 'required' });
    expect(checkPostalCode('10115', 'DE')).toBeNull();
    expect(checkPostalCode('1011', 'DE')).toEqual({ code: 'postalCode' });
    expect(checkPostalCode('1010', 'AT')).toBeNull();
    expect(checkPostalCode('1234 AB', 'NL')).toBeNull();
    expect(checkPostalCode('00-950', 'pl')).toBeNull();
    expect(checkPostalCode('SW1A 1AA', 'GB')).toBeNull();
  });

  it('firstIssue picks the first problem', () => {
    expect(firstIssue(null, { code: 'email' }, { code: 'required' })).toEqual({ code: 'email' });
    expect(firstIssue(null, null)).toBeNull();
  });
});
