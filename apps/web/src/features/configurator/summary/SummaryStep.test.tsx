import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EditEvent, OrderConfiguration } from '@federkiel/machines';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installGridLayout } from '../../../components/recipients/testing/jsdomLayout.ts';
import { resetSession } from '../../../lib/store/session.ts';
import { setStore } from '../../../lib/store/store.ts';
import { ConfigurationRefused } from '../api/saveConfiguration.ts';
import { DEFAULT_SHIPPING_RATES } from '@federkiel/machines/pricing/postage';
import {
  A6_PRODUCT,
  progressAfter,
  renderConfigurator,
  BIRTHDAY_TEMPLATE,
} from '../testing/configuratorTestKit.tsx';

afterEach(() => {
  resetSession();
  setStore(null);
});

const address = { line1: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE' };
const longGreeting = Array.from(
  { length: 14 },
  (_, i) => `Zeile ${i + 1} eines sehr langen Grußes`,
).join('\n');

const ONE_TOO_LONG: EditEvent[] = [
  { type: 'CHOOSE_TEMPLATE', template: BIRTHDAY_TEMPLATE },
  { type: 'CHOOSE_PERSONALISATION', personalisation: 'variable_blocks' },
  { type: 'ADD_VARIABLE', name: 'Gruss' },
  { type: 'SET_PAGE_TEXT', page: 0, part: 'body', text: '{{Anrede}}\n\n{{Gruss}}' },
  {
    type: 'IMPORT_RECIPIENTS',
    mode: 'replace',
    recipients: [
      {
        firstName: 'Anna',
        lastName: 'Schmidt',
        gender: 'female',
        addressForm: 'du',
        address,
        variables: { Gruss: 'Bis bald!' },
      },
      {
        firstName: 'Tom',
        lastName: 'Meyer',
        gender: 'male',
        addressForm: 'du',
        address,
        variables: { Gruss: longGreeting },
      },
    ],
  },
];

describe('summary', () => {
  it('refuses to go on while a card overflows, and jumps to that card', async () => {
    const user = userEvent.setup();
    const addToCart = vi.fn(async () => ({ configurationId: 'cfg_1', cart: { id: 'cart_1' } }));
    renderConfigurator({
      saved: progressAfter(ONE_TOO_LONG, 'summary'),
      path: '/configurator/summary',
      addToCart,
    });

    const fit = await screen.findByRole('region', { name: 'Passt alles auf die Karten?' });
    const overflow = await within(fit).findByRole('alert');
    expect(overflow).toHaveTextContent('Bei einer Karte passt der Text nicht:');
    expect(overflow).toHaveTextContent(
      /Karte 2 · Tom Meyer – Rückseite, Zeile \d+: „Zeile \d+ eines sehr langen Grußes“/,
    );
    expect(overflow).not.toHaveTextContent('Anna');

    const add = screen.getByRole('button', { name: /In den Warenkorb \(2 Karten\)/ });
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(
      screen.getByText('Bei einer Karte passt der Text nicht auf die Karte.'),
    ).toBeInTheDocument();
    await user.click(add);
    expect(addToCart).not.toHaveBeenCalled();

    // The price still comes from the store: 2 × 2,90 € + 2 × 0,95 € postage + 19 % VAT.
    expect(await screen.findByText('9,16 €')).toBeInTheDocument();

    await user.click(within(overflow).getByRole('button', { name: 'Vorschau' }));
    const preview = screen.getByRole('region', { name: 'Vorschau' });
    expect(within(preview).getByRole('img', { name: /Karte für Tom Meyer/ })).toHaveTextContent(
      'Lieber Tom,',
    );
    expect(within(preview).getByRole('alert')).toHaveTextContent(
      /Karte 2 \(Tom Meyer\): Der Text passt nicht auf die Karte – Rückseite, ab Zeile \d+/,
    );
    expect(preview.querySelector('text[data-overflow]')).not.toBeNull();
  });
});

describe('summary price', () => {
  it('shows the unit with the precision that makes n × unit the cards’ total (issue #27 item 5)', async () => {
    const seven = Array.from({ length: 7 }, (_, i) => ({
      firstName: `Anna${i + 1}`,
      lastName: 'Schmidt',
      gender: 'female' as const,
      addressForm: 'du' as const,
      address,
      variables: {},
    }));
    renderConfigurator({
      saved: progressAfter(
        [
          { type: 'CHOOSE_TEMPLATE', template: BIRTHDAY_TEMPLATE },
          { type: 'CHOOSE_PERSONALISATION', personalisation: 'variable_blocks' },
          { type: 'IMPORT_RECIPIENTS', mode: 'replace', recipients: seven },
        ],
        'summary',
      ),
      path: '/configurator/summary',
    });
    // 7 × 2,90 € net = 20,30 € = 24,16 € gross, which no unit price reaches exactly: „≈“,
    // not a plain „3,45 €“ that multiplies to 24,15 €.
    const price = await screen.findByRole('region', { name: 'Preis' });
    await waitFor(() => expect(price).toHaveTextContent('7 Karten × ≈ 3,45 €'));
    expect(price).toHaveTextContent('24,16 €');
  });

  it('prices a card to Vienna with the EU postage and names Austria in the estimate (issue 38)', async () => {
    const vienna = { line1: 'Ring 1', postalCode: '1010', city: 'Wien', country: 'AT' };
    const rates = {
      ...DEFAULT_SHIPPING_RATES,
      EU: { ...DEFAULT_SHIPPING_RATES.EU, letter_cents: 140, min_days: 4, max_days: 6 },
    };
    renderConfigurator({
      saved: progressAfter(
        [
          { type: 'CHOOSE_TEMPLATE', template: BIRTHDAY_TEMPLATE },
          { type: 'CHOOSE_PERSONALISATION', personalisation: 'variable_blocks' },
          {
            type: 'IMPORT_RECIPIENTS',
            mode: 'replace',
            recipients: [
              {
                firstName: 'Anna',
                lastName: 'Huber',
                gender: 'female',
                addressForm: 'du',
                address: vienna,
                variables: {},
              },
            ],
          },
        ],
        'summary',
      ),
      path: '/configurator/summary',
      setupStore: (store) =>
        store.products.get.mockResolvedValue({ ...A6_PRODUCT, shipping_rates: rates } as never),
    });
    // 2,90 € + the owner's EU letter price 1,40 € (not the domestic 0,95 €), each + 19 %.
    const price = await screen.findByRole('region', { name: 'Preis' });
    await waitFor(() => expect(price).toHaveTextContent('1,67 €'));
    expect(price).toHaveTextContent('5,12 €');
    expect(
      await screen.findByText(/^Zustellung in Österreich: 4–6 Werktage, voraussichtlich zwischen/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/in Deutschland/)).toBeNull();
  });
});

describe('cards the pen cannot write', () => {
  // The recipient table renders its rows only with a layout.
  let restoreLayout: () => void;
  beforeAll(() => {
    restoreLayout = installGridLayout();
  });
  afterAll(() => restoreLayout());

  it('names card, recipient, field and letters, and jumps to that card in the recipient step', async () => {
    const user = userEvent.setup();
    // Issue 26, card 59: the text writes only the salutation's surname-free form, the
    // envelope writes „Ayşe Kaya“ – the ş (not in Caveat's Latin set) is on the envelope.
    const edits: EditEvent[] = [
      { type: 'CHOOSE_TEMPLATE', template: BIRTHDAY_TEMPLATE },
      { type: 'CHOOSE_PERSONALISATION', personalisation: 'salutation_address' },
      { type: 'SET_PAGE_TEXT', page: 0, part: 'body', text: 'Alles Liebe!' },
      {
        type: 'IMPORT_RECIPIENTS',
        mode: 'replace',
        recipients: [
          { firstName: 'Anna', lastName: 'Schmidt', gender: 'female', addressForm: 'du', address },
          { firstName: 'Ayşe', lastName: 'Kaya', gender: 'female', addressForm: 'du', address },
        ],
      },
    ];
    renderConfigurator({ saved: progressAfter(edits, 'summary'), path: '/configurator/summary' });

    const list = await screen.findByTestId('writing-problems', {}, { timeout: 4000 });
    expect(list).toHaveTextContent('Eine Karte kann der Stift so nicht schreiben:');
    expect(list).toHaveTextContent('Karte 2 (Ayşe Kaya), Umschlag: ş');
    expect(list).not.toHaveTextContent('Anna');
    // The footer says it with the card, and what to do.
    expect(
      screen.getByText(
        /Auf einer Karte stehen Zeichen, die die Handschrift nicht schreiben kann: ş \(Karte 2 \(Ayşe Kaya\), Umschlag\)\. Bei den Empfängern siehst du jede Karte/,
      ),
    ).toBeInTheDocument();

    await user.click(
      within(list).getByRole('button', { name: 'Empfänger bearbeiten: Karte 2 (Ayşe Kaya)' }),
    );
    const cell = await screen.findByRole('textbox', { name: 'Vorname, Karte 2' });
    await waitFor(() => expect(cell).toHaveFocus());
    expect(cell).toHaveAccessibleDescription('Kann der Stift nicht schreiben: ş');
  });
});

describe('adding to the cart', () => {
  it('shows the shop backend’s refusal with a jump link per card, keeping everything', async () => {
    const user = userEvent.setup();
    const refusal = new ConfigurationRefused(
      'refused',
      [{ step: 'summary', code: 'textOverflows', params: { count: 1 } }],
      [
        {
          cardNumber: 1,
          recipientId: 'r1',
          recipientLabel: 'Anna Schmidt',
          field: 'text',
          message:
            'Karte 1 (Anna Schmidt): Der Text passt nicht auf die Karte – Rückseite, Zeile 9.',
        },
      ],
      1,
    );
    const addToCart = vi.fn(async (_configuration: OrderConfiguration): Promise<never> => {
      throw refusal;
    });
    const fits: EditEvent[] = ONE_TOO_LONG.map((edit) =>
      edit.type === 'IMPORT_RECIPIENTS'
        ? { ...edit, recipients: edit.recipients.slice(0, 1) }
        : edit,
    );
    renderConfigurator({
      saved: progressAfter(fits, 'summary'),
      path: '/configurator/summary',
      addToCart,
    });

    await screen.findByText('Der Text passt auf die Karte.');
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb (1 Karte)' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Die Bestellung wurde noch nicht angenommen:');
    expect(alert).toHaveTextContent('Bei einer Karte passt der Text nicht auf die Karte.');
    expect(alert).toHaveTextContent(
      'Karte 1 · Anna Schmidt – Karte 1 (Anna Schmidt): Der Text passt nicht',
    );
    expect(addToCart).toHaveBeenCalledTimes(1);
    expect(addToCart.mock.calls[0]?.[0]).toMatchObject({
      version: 1,
      recipients: [{ firstName: 'Anna' }],
    });

    await user.click(within(alert).getByRole('button', { name: 'Vorschau' }));
    expect(screen.getByRole('img', { name: /Karte für Anna Schmidt/ })).toBeInTheDocument();
    // Nothing is lost: the button works again.
    expect(screen.getByRole('button', { name: 'In den Warenkorb (1 Karte)' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });
});
