import { describe, expect, it } from 'vitest';
import { safeReturnPath, signInPath, withReturn } from './returnTo.ts';

describe('safeReturnPath', () => {
  it.each([
    ['/profile/orders', '/profile/orders'],
    ['/order/ord_1?x=1', '/order/ord_1?x=1'],
    [null, '/profile'],
    ['', '/profile'],
    ['https://evil.example', '/profile'],
    ['//evil.example/profile', '/profile'],
    ['/\\evil.example', '/profile'],
    ['javascript:alert(1)', '/profile'],
    ['/signin', '/profile'],
    ['/signout?x', '/profile'],
    ['/forgot/abc', '/profile'],
    ['/signupx', '/signupx'],
  ])('%s → %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it('builds sign-in links with the return path', () => {
    expect(signInPath('/profile/orders?page=2')).toBe(
      '/signin?returnTo=%2Fprofile%2Forders%3Fpage%3D2',
    );
    expect(withReturn('/signup', '/order/1')).toBe('/signup?returnTo=%2Forder%2F1');
    expect(withReturn('/signup', null)).toBe('/signup');
  });
});
