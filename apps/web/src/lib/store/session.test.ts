import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeStore, testAccount } from '../../test/fakeStore.ts';
import { setAddress } from '../i18n/address.ts';
import { StoreFieldErrors } from './errors.ts';
import { getSessionActor, resetSession, sendSession } from './session.ts';
import { notifyUnauthorized, setStore } from './store.ts';

afterEach(() => {
  resetSession();
  setStore(null);
});

const settled = () =>
  waitFor(() => expect(getSessionActor().getSnapshot().hasTag('restoring')).toBe(false));

describe('session (app side)', () => {
  it('fetches the account at start and remembers user and token', async () => {
    const store = installFakeStore();
    store.account.get.mockResolvedValue(testAccount);
    store.session.restoreToken('sess_9');
    await settled();
    expect(getSessionActor().getSnapshot().context.user).toEqual({
      id: 'acc_1',
      email: 'ada@example.de',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(JSON.parse(localStorage.getItem('userInfo') ?? '')).toMatchObject({
      token: 'sess_9',
      user: { id: 'acc_1' },
    });
  });

  it('restores the remembered token before asking, and forgets a login the store lost', async () => {
    const store = installFakeStore({ signedIn: true });
    store.account.get.mockResolvedValue(null);
    expect(getSessionActor().getSnapshot().context.user?.firstName).toBe('Ada');
    await settled();
    expect(store.session.restoreToken).toHaveBeenCalledWith('sess_1');
    expect(getSessionActor().getSnapshot().hasTag('signedOut')).toBe(true);
    expect(localStorage.getItem('userInfo')).toBeNull();
  });

  it('asks nothing when there is neither a store session nor a remembered user', async () => {
    const store = installFakeStore();
    await settled();
    expect(store.account.get).not.toHaveBeenCalled();
    expect(getSessionActor().getSnapshot().hasTag('signedOut')).toBe(true);
  });

  it('removes unparsable remembered data and starts signed out', async () => {
    localStorage.setItem('userInfo', '{oops');
    installFakeStore();
    await settled();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(getSessionActor().getSnapshot().hasTag('signedOut')).toBe(true);
  });

  it('signs in with trimmed e-mail; wrong credentials are reported', async () => {
    const store = installFakeStore();
    await settled();
    store.account.login.mockResolvedValueOnce(null);
    sendSession({ type: 'SIGN_IN', email: ' ada@example.de ', password: 'falsch1' });
    await waitFor(() =>
      expect(getSessionActor().getSnapshot().context.error).toEqual({
        action: 'signIn',
        problem: 'invalidCredentials',
      }),
    );
    expect(store.account.login).toHaveBeenCalledWith('ada@example.de', 'falsch1');
    sendSession({ type: 'SIGN_IN', email: 'ada@example.de', password: 'geheim1' });
    await waitFor(() => expect(getSessionActor().getSnapshot().hasTag('signedIn')).toBe(true));
  });

  it('signs up with the chosen form of address; a registered e-mail is "alreadyRegistered"', async () => {
    setAddress('sie');
    const store = installFakeStore();
    await settled();
    store.account.create.mockRejectedValueOnce(
      new StoreFieldErrors({ email: { code: 'UNIQUE', message: 'gibt es schon' } }),
    );
    const data = { email: 'ada@example.de', password: 'geheim1', firstName: 'Ada', lastName: 'L' };
    sendSession({ type: 'SIGN_UP', ...data });
    await waitFor(() =>
      expect(getSessionActor().getSnapshot().context.error?.problem).toBe('alreadyRegistered'),
    );
    expect(store.account.create).toHaveBeenCalledWith({
      email: 'ada@example.de',
      password: 'geheim1',
      first_name: 'Ada',
      last_name: 'L',
      address_form: 'sie',
    });
    store.account.create.mockRejectedValueOnce(
      new StoreFieldErrors({ password: { code: 'TOO_SHORT', message: 'kurz' } }),
    );
    sendSession({ type: 'SIGN_UP', ...data });
    await waitFor(() =>
      expect(getSessionActor().getSnapshot().context.error?.problem).toBe('registrationFailed'),
    );
  });

  it('an account call answering 401 signs out', async () => {
    installFakeStore({ signedIn: true });
    await settled();
    expect(getSessionActor().getSnapshot().hasTag('signedIn')).toBe(true);
    notifyUnauthorized();
    expect(getSessionActor().getSnapshot().hasTag('signedOut')).toBe(true);
    expect(localStorage.getItem('userInfo')).toBeNull();
  });
});
