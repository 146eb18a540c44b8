import { describe, expect, it } from 'vitest';
import { checkFit, fitCard, type FitSettings } from './fitCheck.ts';
import { emptyVariantTexts } from './progress.ts';
import { createRecipient } from './recipientSchema.ts';
import { CANVASES, sampleRecipients } from './testing/fixtures.ts';
import { loadTestFont } from './testing/nodeFont.ts';
import { type CardWritingProblem, writingProblemMessage } from './writingCheck.ts';

const font = loadTestFont('caveat');

/** Ten short lines under the salutation: 11 lines fill an A6 postcard at medium size. */
function settings(lines = 10, extra: Partial<FitSettings> = {}): FitSettings {
  const texts = emptyVariantTexts();
  const body = ['{{Anrede}}', ...Array.from({ length: lines }, () => 'Zeile')].join('\n');
  for (const form of ['du', 'sie', 'ihr'] as const) texts[form].pages[0].body = body;
  return {
    kind: 'postcard',
    personalisation: 'salutation_address',
    texts,
    customSalutation: null,
    canvas: CANVASES.a6Postcard,
    textSize: 'medium',
    hasLogo: false,
    ...extra,
  };
}

const anna = createRecipient('r1', {
  firstName: 'Anna',
  lastName: 'Schmidt',
  gender: 'female',
  addressForm: 'du',
});
const longName = createRecipient('r2', {
  title: 'Prof. Dr.',
  firstName: 'Maximiliane-Charlotte',
  lastName: 'von Hohenzollern-Sigmaringen-Lüdenscheidt',
  gender: 'female',
  addressForm: 'sie',
});

describe('fit check', () => {
  it('fits a short salutation and flags the long name where it breaks', () => {
    expect(fitCard(font, settings(), anna).fits).toBe(true);
    const long = fitCard(font, settings(), longName);
    expect(long.pages[0]?.layout.lines[0]?.text.startsWith('Sehr geehrte Frau Prof. Dr.')).toBe(
      true,
    );
    expect(long.overflow).toEqual({
      line: 12,
      text: 'Zeile',
      part: 'body',
      page: 0,
      pageLabel: 'Rückseite',
    });
  });

  it('checks every recipient: the longest name decides', () => {
    const result = checkFit({ font, settings: settings(), recipients: [anna, longName, anna] });
    expect(result).toMatchObject({ fits: false, checkedCount: 3, overflowCount: 1 });
    expect(result.overflowing).toEqual([
      {
        index: 1,
        recipientId: 'r2',
        page: 0,
        pageLabel: 'Rückseite',
        line: 12,
        text: 'Zeile',
        part: 'body',
      },
    ]);
    expect(result.tightest).toMatchObject({ index: 1, recipientId: 'r2' });
    expect(result.tightest?.fillRatio).toBeGreaterThan(1);
    expect(checkFit({ font, settings: settings(9), recipients: [anna, longName] }).fits).toBe(true);
  });

  it('a logo or a larger size can make the same text overflow', () => {
    expect(
      checkFit({ font, settings: settings(10, { hasLogo: true }), recipients: [anna] }).fits,
    ).toBe(false);
    expect(
      checkFit({ font, settings: settings(10, { textSize: 'large' }), recipients: [anna] }).fits,
    ).toBe(false);
    expect(
      checkFit({ font, settings: settings(10, { textSize: 'small' }), recipients: [longName] })
        .fits,
    ).toBe(true);
  });

  it('lays out both inside pages of a folded card and names the page', () => {
    const folded = settings(3, { kind: 'folded_card', canvas: CANVASES.a6Folded });
    for (const form of ['du', 'sie', 'ihr'] as const)
      folded.texts[form].pages[1].body = Array.from({ length: 20 }, () => 'rechts').join('\n');
    const fit = fitCard(font, folded, anna);
    expect(fit.pages.map((p) => p.label)).toEqual(['Innen links', 'Innen rechts']);
    expect(fit.overflow).toMatchObject({ page: 1, pageLabel: 'Innen rechts', text: 'rechts' });
  });

  it('uses the card’s own text with the free-text personalisation', () => {
    const free = settings(0, { personalisation: 'free_text' });
    const card = createRecipient('r3', {
      ...anna,
      freeText: 'Hallo {{Vorname}}!\n' + 'x\n'.repeat(20),
    });
    const fit = fitCard(font, free, card);
    expect(fit.pages[0]?.layout.lines[0]?.text).toBe('Hallo Anna!');
    expect(fit.fits).toBe(false);
  });

  it('caps the reported list and collects missing characters', () => {
    const many = Array.from({ length: 5 }, (_, i) => ({ ...longName, id: `l${i}` }));
    const result = checkFit({ font, settings: settings(), recipients: many, maxReported: 2 });
    expect(result.overflowCount).toBe(5);
    expect(result.overflowing).toHaveLength(2);
    const emoji = settings(1);
    emoji.texts.du.pages[0].body += ' 🎂';
    expect(checkFit({ font, settings: emoji, recipients: [anna] }).missingCharacters).toEqual([
      '🎂',
    ]);
  });

  // The time for 10,000 is measured by `npm run bench -- machines` (machines/scripts/bench.ts), not here: timings in
  // tests flake on a shared machine.
  it('checks 10,000 recipients', () => {
    const recipients = sampleRecipients(10_000);
    const s = settings(6);
    const result = checkFit({ font, settings: s, recipients });
    expect(result.checkedCount).toBe(10_000);
    // With the envelopes: every address block is laid out too.
    const withEnvelope = { ...s, envelope: 'closed' as const };
    const checked = checkFit({ font, settings: withEnvelope, recipients });
    // The fixture's longest double names do not fit a C6 envelope's zone on one line.
    expect(new Set(checked.writingProblems?.map((p) => `${p.field}:${p.kind}`))).toEqual(
      new Set(['envelope:too_long']),
    );
  });
});

describe('the overflow message (issue 38)', () => {
  it('quotes the first overflowing line with words, in the browser and the server message', () => {
    // Salutation + 10 lines fill the card; the 12th line is blank, the 13th the greeting.
    const texts = emptyVariantTexts();
    const body = ['{{Anrede}}', ...Array.from({ length: 10 }, () => 'Zeile'), '', 'Dein Tom'];
    for (const form of ['du', 'sie', 'ihr'] as const) texts[form].pages[0].body = body.join('\n');
    const overflowing = settings(0, { texts });
    expect(fitCard(font, overflowing, anna).overflow).toMatchObject({ line: 13, text: 'Dein Tom' });
    const checked = checkFit({ font, settings: overflowing, recipients: [anna] });
    expect(checked.overflowing[0]).toMatchObject({ line: 13, text: 'Dein Tom' });
    expect(writingProblemMessage(checked.writingProblems?.[0] as CardWritingProblem)).toBe(
      'Karte 1 (Anna Schmidt), Kartentext: Der Text passt nicht auf die Karte – Rückseite, Zeile 13: „Dein Tom“.',
    );
  });
});

describe('the writing check (text, envelope, sender)', () => {
  // 漢 is in no handwriting or pen font the shop offers, composed or not.
  const ayse = createRecipient('r59', {
    firstName: 'Ayse',
    lastName: 'Kaya漢',
    gender: 'female',
    addressForm: 'du',
    address: { line1: 'Äußere Sulzbacher Straße 118', postalCode: '90491', city: 'Nürnberg' },
  });
  const plain = (body: string, extra: Partial<FitSettings> = {}) => {
    const texts = emptyVariantTexts();
    for (const form of ['du', 'sie', 'ihr'] as const) texts[form].pages[0].body = body;
    return settings(0, { texts, ...extra });
  };

  it('reports a letter the envelope needs although the text does not use the name', () => {
    const result = checkFit({
      font,
      settings: plain('Hallo!', { envelope: 'closed' }),
      recipients: [anna, ayse],
    });
    expect(result.writingProblems).toEqual([
      {
        index: 1,
        cardNumber: 2,
        recipientId: 'r59',
        recipientName: 'Ayse Kaya漢',
        field: 'envelope',
        kind: 'letters',
        letters: ['漢'],
      },
    ]);
    expect(result.missingCharacters).toEqual(['漢']);
    expect(result.unwritableCount).toBe(1);
    expect(writingProblemMessage(result.writingProblems?.[0] as CardWritingProblem)).toBe(
      'Karte 2 (Ayse Kaya漢), Umschlag: Diese Zeichen kann der Stift nicht schreiben: 漢',
    );
    // A blank envelope is not written, so it cannot fail.
    expect(
      checkFit({ font, settings: plain('Hallo!', { envelope: 'blank' }), recipients: [ayse] })
        .writingProblems,
    ).toEqual([]);
  });

  it('reports the text and the envelope of the same card separately', () => {
    const result = checkFit({
      font,
      settings: plain('Liebe {{Vorname}} {{Nachname}}!', { envelope: 'open' }),
      recipients: [ayse],
    });
    expect(
      result.writingProblems?.map((p) => `${p.field}:${p.kind}:${p.letters.join('')}`),
    ).toEqual(['text:letters:漢', 'envelope:letters:漢']);
  });

  it('blames the sender for letters only the sender brings in', () => {
    const sender = { company: 'Teppich漢 GmbH', name: '' };
    const uses = checkFit({
      font,
      settings: plain('Grüße von {{Absender.Firma}}', { sender }),
      recipients: [anna],
    });
    expect(uses.writingProblems).toMatchObject([
      { cardNumber: 1, recipientName: 'Anna Schmidt', field: 'sender', letters: ['漢'] },
    ]);
    expect(
      checkFit({ font, settings: plain('Grüße!', { sender }), recipients: [anna] }).writingProblems,
    ).toEqual([]);
  });

  it('refuses an address line too long for the envelope, and keeps one that fits whole', () => {
    const long = createRecipient('r3', {
      firstName: 'Anna',
      lastName: 'Schmidt',
      address: {
        line1: 'Hinterhof links, dritter Aufgang, zweiter Stock, Wohnung gegenüber dem Aufzug 7',
        postalCode: '10115',
        city: 'Berlin',
      },
    });
    const result = checkFit({
      font,
      settings: plain('Hallo!', { envelope: 'closed' }),
      recipients: [ayse, long],
    });
    expect(result.envelopeTooLongCount).toBe(1);
    expect(result.writingProblems).toContainEqual(
      expect.objectContaining({
        cardNumber: 2,
        field: 'envelope',
        kind: 'too_long',
        text: long.address.line1,
      }),
    );
    expect(result.writingProblems?.some((p) => p.cardNumber === 1 && p.kind === 'too_long')).toBe(
      false,
    );
  });

  it('names an overflowing text as too long', () => {
    const result = checkFit({ font, settings: settings(), recipients: [longName] });
    expect(result.writingProblems).toMatchObject([
      { cardNumber: 1, field: 'text', kind: 'too_long', line: 12, pageLabel: 'Rückseite' },
    ]);
  });
});
