import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTACT_FIELD_MESSAGES_DE } from '@federkiel/machines/contact/contactSchema';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeBackend, type FakeAnswer } from '../../../lib/backend/testing/fakeBackend.ts';
import { setAddress } from '../../../lib/i18n/address.ts';
import { resetSession } from '../../../lib/store/session.ts';
import { setStore } from '../../../lib/store/store.ts';
import { installFakeStore, testAccount } from '../../../test/fakeStore.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import de from '../locales/de.json';
import { ContactPage } from './ContactPage.tsx';

let backend: ReturnType<typeof installFakeBackend> | null = null;
afterEach(() => {
  backend?.restore();
  backend = null;
  resetSession();
  setStore(null);
});

function setup({
  answer = { status: 201, body: { ok: true } } as FakeAnswer,
  signedIn = false,
} = {}) {
  const store = installFakeStore({ signedIn });
  store.session.restoreToken('sess_1');
  backend = installFakeBackend((call) =>
    call.method === 'POST' && call.path === '/swell/contact' ? answer : undefined,
  );
  const user = userEvent.setup();
  renderWithRouter(<ContactPage />, { path: '/contact' });
  return { user, store, backend };
}

const message = () => screen.getByRole('textbox', { name: 'Deine Nachricht' });
const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const submit = () => screen.getByRole('button', { name: 'Nachricht senden' });

/** The texts an element's aria-describedby points at. */
function description(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(message(), 'Wir planen ein Mailing an 800 Kunden.');
  await user.type(field('Vor- und Nachname'), 'Grace Hopper');
  await user.type(field('Firma'), 'Navy GmbH');
  await user.type(field('E-Mail-Adresse'), 'grace@example.de');
  await user.type(field('Telefon'), '+49 30 1234567');
}

describe('contact form', () => {
  it('is the /contact page with one h1 and German labels', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
    expect(screen.getByRole('form', { name: 'Nachricht schreiben' })).toBeInTheDocument();
    expect(document.title).toBe('Kontakt · Federkiel');
  });

  it('names every missing required field with the server’s message and focuses the first', async () => {
    const { user, backend } = setup();
    await user.click(submit());
    expect(message()).toHaveFocus();
    expect(message()).toHaveAttribute('aria-invalid', 'true');
    expect(description(message())).toContain(CONTACT_FIELD_MESSAGES_DE.messageRequired);
    expect(description(field('Vor- und Nachname'))).toContain(
      CONTACT_FIELD_MESSAGES_DE.nameRequired,
    );
    expect(description(field('E-Mail-Adresse'))).toContain(CONTACT_FIELD_MESSAGES_DE.emailRequired);
    // Optional fields have no complaint.
    expect(field('Firma')).not.toHaveAttribute('aria-invalid');
    expect(field('Telefon')).not.toHaveAttribute('aria-invalid');
    expect(backend.calls).toHaveLength(0);
  });

  it('checks the e-mail address, the phone number and the message length', async () => {
    const { user, backend } = setup();
    await user.type(message(), 'Hallo');
    await user.type(field('Vor- und Nachname'), 'Grace Hopper');
    await user.type(field('E-Mail-Adresse'), 'grace@example');
    await user.type(field('Telefon'), 'abc');
    await user.tab();
    expect(description(field('E-Mail-Adresse'))).toContain(CONTACT_FIELD_MESSAGES_DE.emailInvalid);
    expect(description(field('Telefon'))).toContain(CONTACT_FIELD_MESSAGES_DE.phoneInvalid);
    await user.click(submit());
    // The first field with a problem in page order gets the focus.
    expect(field('E-Mail-Adresse')).toHaveFocus();

    fireEvent.change(message(), { target: { value: 'x'.repeat(5001) } });
    expect(screen.getByText('5.001 von 5.000 Zeichen')).toBeInTheDocument();
    expect(description(message())).toContain(CONTACT_FIELD_MESSAGES_DE.messageTooLong);
    expect(backend.calls).toHaveLength(0);
  });

  it('counts the characters of the message', async () => {
    const { user } = setup();
    expect(description(message())).toContain('0 von 5.000 Zeichen');
    await user.type(message(), 'Hallo');
    expect(description(message())).toContain('5 von 5.000 Zeichen');
  });

  it('hides the honeypot from people: not shown to assistive technology, never focused', async () => {
    const { user } = setup();
    expect(screen.queryByRole('textbox', { name: /Website/ })).not.toBeInTheDocument();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    // Tabbing through the whole form never lands on it.
    message().focus();
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(document.activeElement).not.toBe(honeypot);
    }
  });

  it('sends the inquiry with the visitor’s form of address, says so and clears the form', async () => {
    setAddress('sie');
    const { user, backend } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Ihre Nachricht' }), 'Guten Tag!');
    await user.type(field('Vor- und Nachname'), 'Grace Hopper');
    await user.type(field('E-Mail-Adresse'), ' grace@example.de ');
    await user.click(submit());

    expect(await screen.findByText(/Ihre Anfrage wurde gesendet/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Anfrage gesendet');
    expect(backend.callsTo('POST', '/swell/contact')).toHaveLength(1);
    const [call] = backend.calls;
    expect(call?.headers['x-session']).toBe('sess_1');
    expect(call?.body).toEqual({
      message: 'Guten Tag!',
      name: 'Grace Hopper',
      email: 'grace@example.de',
      form: 'sie',
    });
    expect(screen.getByRole('textbox', { name: 'Ihre Nachricht' })).toHaveValue('');
    expect(field('Vor- und Nachname')).toHaveValue('');
    expect(field('E-Mail-Adresse')).toHaveValue('');
  });

  it('sends the optional fields and a filled honeypot as they are', async () => {
    const { user, backend } = setup();
    await fillValid(user);
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    if (!honeypot) throw new Error('no honeypot');
    fireEvent.change(honeypot, { target: { value: 'http://spam.example' } });
    await user.click(submit());
    await screen.findByText(/Deine Anfrage wurde gesendet/);
    expect(backend.calls[0]?.body).toEqual({
      message: 'Wir planen ein Mailing an 800 Kunden.',
      name: 'Grace Hopper',
      company: 'Navy GmbH',
      email: 'grace@example.de',
      phone: '+49 30 1234567',
      form: 'du',
      website: 'http://spam.example',
    });
  });

  it('keeps every character typed when sending fails', async () => {
    const { user } = setup({ answer: { status: 500, body: { error: { code: 'internal' } } } });
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Das Kontaktformular konnte nicht gesendet werden',
    );
    expect(message()).toHaveValue('Wir planen ein Mailing an 800 Kunden.');
    expect(field('Vor- und Nachname')).toHaveValue('Grace Hopper');
    expect(field('Firma')).toHaveValue('Navy GmbH');
    expect(field('E-Mail-Adresse')).toHaveValue('grace@example.de');
    expect(field('Telefon')).toHaveValue('+49 30 1234567');
  });

  it('asks to wait after too many inquiries (429)', async () => {
    const { user } = setup({
      answer: { status: 429, body: { error: { code: 'too_many_requests' } } },
    });
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Zu viele Versuche/);
    expect(message()).toHaveValue('Wir planen ein Mailing an 800 Kunden.');
  });

  it('fills in name, e-mail and phone of a signed-in customer', async () => {
    const store = installFakeStore({ signedIn: true });
    store.account.get.mockResolvedValue({ ...testAccount, phone: '030 555 12' });
    backend = installFakeBackend(() => ({ status: 201, body: { ok: true } }));
    renderWithRouter(<ContactPage />, { path: '/contact' });
    await waitFor(() => expect(field('Vor- und Nachname')).toHaveValue('Ada Lovelace'));
    expect(field('E-Mail-Adresse')).toHaveValue('ada@example.de');
    await waitFor(() => expect(field('Telefon')).toHaveValue('030 555 12'));
    expect(message()).toHaveValue('');
    expect(screen.getByText(/aus deinem Konto eingesetzt/)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(message(), 'Frage zur Rechnung');
    await user.click(submit());
    await screen.findByText(/Deine Anfrage wurde gesendet/);
    // Cleared, with the customer's own details back in place.
    expect(message()).toHaveValue('');
    expect(field('Vor- und Nachname')).toHaveValue('Ada Lovelace');
  });
});

describe('contact texts', () => {
  it('uses exactly the server’s German validation messages', () => {
    expect(de.validation).toEqual(CONTACT_FIELD_MESSAGES_DE);
  });
});
