import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setAddress } from '../../../lib/i18n/address.ts';
import { resetSession } from '../../../lib/store/session.ts';
import { setStore } from '../../../lib/store/store.ts';
import { installFakeStore } from '../../../test/fakeStore.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { ForgotPasswordPage } from './ForgotPasswordPage.tsx';

afterEach(() => {
  resetSession();
  setStore(null);
});

describe('ForgotPasswordPage', () => {
  it('validates the e-mail address', async () => {
    const user = userEvent.setup();
    const store = installFakeStore();
    renderWithRouter(<ForgotPasswordPage />, { path: '/forgot' });
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'kein-at-zeichen');
    await user.click(screen.getByRole('button', { name: 'Link anfordern' }));
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveAccessibleDescription(
      'Bitte gib eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.',
    );
    expect(store.account.recover).not.toHaveBeenCalled();
  });

  it('requests the e-mail with a link back to /forgot/{reset_key} and says it was sent', async () => {
    const user = userEvent.setup();
    setAddress('sie');
    const store = installFakeStore();
    renderWithRouter(<ForgotPasswordPage />, { path: '/forgot' });
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'ada@example.de ');
    await user.click(screen.getByRole('button', { name: 'Link anfordern' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Wir haben Ihnen eine E-Mail geschickt.');
    expect(status).toHaveTextContent('Falls es zu ada@example.de ein Kundenkonto gibt');
    expect(store.account.recover).toHaveBeenCalledWith(
      'ada@example.de',
      `${window.location.origin}/forgot/{reset_key}`,
    );
    await user.click(screen.getByRole('button', { name: 'Erneut senden' }));
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveValue('ada@example.de');
  });

  it('keeps the address when sending fails', async () => {
    const user = userEvent.setup();
    const store = installFakeStore();
    store.account.recover.mockRejectedValueOnce(new Error('offline'));
    renderWithRouter(<ForgotPasswordPage />, { path: '/forgot' });
    await user.type(screen.getByLabelText('E-Mail-Adresse'), 'ada@example.de');
    await user.click(screen.getByRole('button', { name: 'Link anfordern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die E-Mail konnte gerade nicht verschickt werden.',
    );
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveValue('ada@example.de');
  });
});
