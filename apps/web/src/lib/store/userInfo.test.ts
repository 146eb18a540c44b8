import { describe, expect, it } from 'vitest';
import { clearUserInfo, readUserInfo, USER_INFO_KEY, writeUserInfo } from './userInfo.ts';

const user = { id: 'acc_1', email: 'ada@example.de', firstName: 'Ada', lastName: 'L' };

describe('userInfo (localStorage, spec §3/§4)', () => {
  it('round-trips token and user', () => {
    writeUserInfo({ token: 'sess_1', user });
    expect(JSON.parse(localStorage.getItem(USER_INFO_KEY) ?? '')).toEqual({
      token: 'sess_1',
      user,
    });
    expect(readUserInfo()).toEqual({ token: 'sess_1', user });
  });

  it('is null when nothing is remembered', () => {
    expect(readUserInfo()).toBeNull();
  });

  it.each([
    ['unparsable JSON', '{"token":'],
    ['no user', '{"token":"sess_1"}'],
    ['a user without id', JSON.stringify({ token: 'x', user: { ...user, id: '' } })],
    ['null', 'null'],
  ])('removes %s (and the old jwtToken)', (_, raw) => {
    localStorage.setItem(USER_INFO_KEY, raw);
    localStorage.setItem('jwtToken', 'old');
    expect(readUserInfo()).toBeNull();
    expect(localStorage.getItem(USER_INFO_KEY)).toBeNull();
    expect(localStorage.getItem('jwtToken')).toBeNull();
  });

  it('keeps only the known fields; an empty token counts as none', () => {
    localStorage.setItem(USER_INFO_KEY, JSON.stringify({ token: '', user: { ...user, extra: 1 } }));
    expect(readUserInfo()).toEqual({ token: null, user });
  });

  it('clear removes it', () => {
    writeUserInfo({ token: null, user });
    clearUserInfo();
    expect(localStorage.getItem(USER_INFO_KEY)).toBeNull();
  });
});
