import { fitSettingsOf, type EditEvent } from '@federkiel/machines';
import { envelopeSvg } from '@federkiel/machines/pen/testing/penDrawings';
import { parsePenFont } from '@federkiel/machines/pen/pipeline';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resetSession } from '../../../lib/store/session.ts';
import { setStore } from '../../../lib/store/store.ts';
import { PATH_DONE, progressAfter } from '../testing/configuratorTestKit.tsx';
import { previewSeed } from './penPreview.ts';
import { emsTech, FEDER_FELIX, renderPenConfigurator } from './testing/penTestKit.tsx';

afterEach(() => {
  resetSession();
  setStore(null);
});

const address = { line1: 'Über den Höfen 4a', postalCode: '10115', city: 'Berlin', country: 'DE' };
const cards = (body: string, second = address): EditEvent[] => [
  ...PATH_DONE,
  { type: 'SET_PAGE_TEXT', page: 0, part: 'body', text: body },
  {
    type: 'IMPORT_RECIPIENTS',
    mode: 'replace',
    recipients: [
      { firstName: 'Anna', lastName: 'Schmidt', gender: 'female', addressForm: 'du', address },
      { firstName: 'Tom', lastName: 'Meyer', gender: 'male', addressForm: 'du', address: second },
    ],
  },
];

const pathData = (svg: Element) =>
  Array.from(svg.querySelectorAll('path')).map((path) => path.getAttribute('d') ?? '');

async function openPreview(options: Parameters<typeof renderPenConfigurator>[0]) {
  const user = userEvent.setup();
  const rendered = renderPenConfigurator({ path: '/configurator/data', ...options });
  const preview = await screen.findByRole('region', { name: 'Vorschau' });
  return { user, preview, ...rendered };
}

describe('the envelope in the preview (issue 38)', () => {
  it('shows the address as the pen writes it, chosen by keyboard, card by card', async () => {
    const saved = progressAfter(cards('{{Anrede}}\n\nschön, dass es dich gibt!'), 'data');
    const { user, preview } = await openPreview({ saved });
    const cardTab = await within(preview).findByRole('tab', { name: 'Karte' });
    expect(cardTab).toHaveAttribute('aria-selected', 'true');
    cardTab.focus();
    await user.keyboard('{ArrowRight}');
    const envelopeTab = within(preview).getByRole('tab', { name: 'Umschlag' });
    expect(envelopeTab).toHaveAttribute('aria-selected', 'true');
    expect(envelopeTab).toHaveFocus();
    expect(within(preview).getByRole('tabpanel')).toHaveAttribute(
      'aria-labelledby',
      envelopeTab.id,
    );

    const sheet = await within(preview).findByRole('img', {
      name: 'So schreibt der Stift: Umschlag für Anna Schmidt (C6, 162 × 114 mm)',
    });
    expect(sheet.querySelector('text')).toBeNull();
    // Exactly the production file's strokes: envelopeSvg with the card preview's seed.
    const settings = fitSettingsOf(saved.draft);
    const [anna, tom] = saved.draft.recipients;
    if (!settings || !anna || !tom) throw new Error('no card');
    const font = parsePenFont(emsTech);
    const expected = (recipient: typeof anna, index: number) => {
      const svg = envelopeSvg({
        font,
        recipient,
        canvas: settings.canvas,
        envelope: 'closed',
        seed: previewSeed(index),
      });
      return Array.from(svg?.matchAll(/ d="([^"]+)"/g) ?? [], (match) => match[1]);
    };
    const annaPaths = pathData(sheet);
    expect(annaPaths.length).toBeGreaterThan(40);
    expect(annaPaths).toEqual(expected(anna, 0));
    expect(preview).toHaveTextContent(/Geschätzte Schreibzeit: \d+ s/);
    // The card's fit message belongs to the card view.
    expect(preview).not.toHaveTextContent('Passt – die Karte ist zu');

    await user.click(within(preview).getByRole('button', { name: 'Nächste Karte' }));
    const tomSheet = await within(preview).findByRole('img', {
      name: /Umschlag für Tom Meyer/,
    });
    expect(pathData(tomSheet)).toEqual(expected(tom, 1));
    expect(pathData(tomSheet)).not.toEqual(annaPaths);

    within(preview).getByRole('tab', { name: 'Umschlag' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(within(preview).getByRole('tab', { name: 'Karte' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await within(preview).findByRole('img', { name: 'Karte für Tom Meyer, Textseite' });
  });

  it('names an address line too long for the envelope with the server’s message', async () => {
    const street = 'Straße des Siebzehnten Juni und Hardenbergplatz Ecke Budapester Straße 1';
    const saved = progressAfter(cards('Hallo!', { ...address, line1: street }), 'data');
    const { user, preview } = await openPreview({ saved });
    await user.click(await within(preview).findByRole('tab', { name: 'Umschlag' }));
    await user.click(within(preview).getByRole('button', { name: 'Nächste Karte' }));
    const alert = await within(preview).findByRole('alert');
    expect(alert).toHaveTextContent(
      `Karte 2 (Tom Meyer), Umschlag: Die Adresszeile „${street.slice(0, 57)}…“ ist zu lang für das Adressfeld des Umschlags.`,
    );
    const sheet = within(preview).getByRole('img', { name: /Umschlag für Tom Meyer/ });
    // Still the pen's strokes; the line at fault in red.
    expect(sheet.querySelector('text')).toBeNull();
    expect(sheet.querySelectorAll('path[data-overflow]').length).toBeGreaterThan(10);
    expect(sheet.querySelectorAll('path:not([data-overflow])').length).toBeGreaterThan(10);
  });

  it('says so when the pen font cannot be loaded, with a retry', async () => {
    const saved = progressAfter(cards('Hallo!'), 'data');
    const { user, preview } = await openPreview({ saved, penStatus: 404 });
    await user.click(await within(preview).findByRole('tab', { name: 'Umschlag' }));
    expect(
      await within(preview).findByText('Die Stiftschrift konnte nicht geladen werden.'),
    ).toBeVisible();
    expect(within(preview).getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  });
});

describe('a card the pen cannot write as a whole', () => {
  it('keeps the pen’s strokes for the lines that fit and marks the overflow', async () => {
    const long = `{{Anrede}}\n\n${'alles Liebe zu deinem Geburtstag! '.repeat(30)}`;
    const edits: EditEvent[] = [...cards(long), { type: 'CHOOSE_FONT', font: FEDER_FELIX }];
    const { preview } = await openPreview({ saved: progressAfter(edits, 'data') });
    expect(
      await within(preview).findByText(/So kann der Stift diese Karte nicht schreiben/),
    ).toBeVisible();
    const card = await within(preview).findByRole('img', {
      name: 'So schreibt der Stift: Karte für Anna Schmidt',
    });
    // No browser font: strokes only, the lines past the area's end in red.
    expect(card.querySelector('text')).toBeNull();
    expect(card.querySelectorAll('[data-overflow] path').length).toBeGreaterThan(10);
    expect(card.querySelectorAll('path').length).toBeGreaterThan(
      card.querySelectorAll('[data-overflow] path').length,
    );
  });
});
