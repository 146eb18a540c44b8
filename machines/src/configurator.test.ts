import { describe, expect, it } from 'vitest';
import { checkFit } from './configurator/fitCheck.ts';
import { selectStep, selectStepMessages, selectStepStatuses } from './configurator/selectors.ts';
import { font, quote, start, toData } from './configurator/testing/actor.ts';
import { CANVASES } from './configurator/testing/fixtures.ts';

describe('configurator: steps', () => {
  it('starts on the path step and says what is missing', () => {
    const { snapshot } = start();
    expect(snapshot().hasTag('step:path')).toBe(true);
    expect(snapshot().hasTag('can-continue')).toBe(false);
    expect(snapshot().can({ type: 'NEXT' })).toBe(false);
    expect(selectStepMessages(snapshot())).toEqual([
      'Bitte ein Format wählen.',
      'Bitte eine Vorlage wählen.',
      'Bitte die Art der Personalisierung wählen.',
    ]);
    expect(snapshot().context.draft.shipping.date).toBe('2026-12-22');
  });

  it('refuses the invitation personalisation and too small images', () => {
    const { actor, snapshot } = start();
    expect(snapshot().can({ type: 'CHOOSE_PERSONALISATION', personalisation: 'invitation' })).toBe(
      false,
    );
    expect(snapshot().can({ type: 'CHOOSE_PERSONALISATION', personalisation: 'free_text' })).toBe(
      true,
    );
    actor.send({ type: 'CHOOSE_CANVAS', canvas: CANVASES.a6Postcard });
    const small = { url: '/u/a.jpg', widthPx: 600, heightPx: 425 };
    expect(snapshot().can({ type: 'SET_IMAGE', slot: 'outerBackground', image: small })).toBe(
      false,
    );
    expect(snapshot().can({ type: 'SET_IMAGE', slot: 'logo', image: small })).toBe(true);
  });

  it('goes through every step to the cart and clears the saved progress', async () => {
    const t = start();
    toData(t);
    expect(t.snapshot().hasTag('can-continue')).toBe(true);
    t.actor.send({ type: 'NEXT' });
    expect(t.snapshot().hasTag('step:summary')).toBe(true);
    expect(t.snapshot().hasTag('checking')).toBe(true);
    await t.settle();
    expect(t.snapshot().hasTag('can-continue')).toBe(true);
    expect(t.snapshot().context.fit).toMatchObject({ fits: true, checkedCount: 3 });
    expect(t.snapshot().context.quote).toEqual(quote);
    expect(t.requests.fit[0]).toMatchObject({
      font: { slug: 'caveat' },
      settings: { textSize: 'medium' },
    });
    expect(t.requests.price).toEqual([
      {
        canvasKey: 'a6-postkarte',
        quantity: 3,
        shippingMode: 'to_recipients',
        countries: ['DE', 'DE', 'DE'],
      },
    ]);
    expect(t.storage.progress?.step).toBe('summary');

    t.actor.send({ type: 'ADD_TO_CART' });
    expect(t.snapshot().hasTag('saving')).toBe(true);
    await t.settle();
    expect(t.snapshot().status).toBe('done');
    expect(t.snapshot().output).toEqual({ configurationId: 'cfg_1' });
    expect(t.requests.saved[0]).toMatchObject({
      version: 1,
      canvas: { key: 'a6-postkarte' },
      recipients: { length: 3 },
    });
    expect(t.clearProgress).toHaveBeenCalledTimes(1);
    expect(t.storage.progress).toBeNull();
  });

  it('cannot leave an invalid step forward, but can always go back', () => {
    const t = start();
    toData(t, []);
    expect(t.snapshot().can({ type: 'NEXT' })).toBe(false);
    expect(t.snapshot().can({ type: 'GO_TO_STEP', step: 'summary' })).toBe(false);
    expect(selectStepMessages(t.snapshot())).toEqual([
      'Bitte mindestens einen Empfänger eintragen.',
    ]);
    t.actor.send({ type: 'GO_TO_STEP', step: 'path' });
    expect(selectStep(t.snapshot())).toBe('path');
    expect(selectStepStatuses(t.snapshot())).toEqual({
      path: 'current',
      content: 'finished',
      data: 'reachable',
      summary: 'locked',
    });
    // A change that breaks the content step locks the steps after it.
    t.actor.send({ type: 'SET_PAGE_TEXT', page: 0, part: 'body', text: 'Hallo {{Vornam}}' });
    expect(t.snapshot().can({ type: 'GO_TO_STEP', step: 'content' })).toBe(true);
    expect(t.snapshot().can({ type: 'GO_TO_STEP', step: 'data' })).toBe(false);
    t.actor.send({ type: 'GO_TO_STEP', step: 'content' });
    expect(selectStepMessages(t.snapshot())).toEqual(['Unbekannte Platzhalter im Text: Vornam.']);
    t.actor.send({ type: 'BACK' });
    expect(selectStep(t.snapshot())).toBe('path');
  });
});

describe('configurator: summary checks', () => {
  it('refuses to continue while a card overflows, and re-checks after the fix', async () => {
    const t = start();
    toData(t);
    t.actor.send({ type: 'NEXT' });
    await t.settle();
    t.actor.send({ type: 'SET_PAGE_TEXT', page: 0, part: 'body', text: 'lang\n'.repeat(30) });
    expect(t.snapshot().hasTag('checking')).toBe(true);
    await t.settle();
    expect(t.snapshot().can({ type: 'ADD_TO_CART' })).toBe(false);
    expect(selectStepMessages(t.snapshot())).toEqual([
      'Bei 1 Karten passt der Text nicht auf die Karte.',
    ]);
    expect(t.snapshot().context.fit?.overflowing[0]).toMatchObject({ line: 12, text: 'lang' });
    t.actor.send({ type: 'SET_PAGE_TEXT', page: 0, part: 'body', text: 'kurz' });
    await t.settle();
    expect(t.snapshot().can({ type: 'ADD_TO_CART' })).toBe(true);
    expect(t.requests.fit).toHaveLength(3);
  });

  it('blocks on a failed fit check until a retry succeeds; a failed quote does not block', async () => {
    let fail = true;
    const t = start(
      {},
      {
        fit: async (request) => {
          if (fail) throw new Error('font not found');
          return checkFit({ ...request, font });
        },
        price: async () => {
          throw new Error('store down');
        },
      },
    );
    toData(t);
    t.actor.send({ type: 'NEXT' });
    await t.settle();
    expect(selectStepMessages(t.snapshot())).toEqual([
      'Die Textprüfung ist fehlgeschlagen. Bitte erneut versuchen.',
    ]);
    expect(t.snapshot().context.quoteFailed).toBe(true);
    fail = false;
    t.actor.send({ type: 'RETRY_CHECKS' });
    await t.settle();
    expect(t.snapshot().hasTag('can-continue')).toBe(true);
  });

  it('returns to the summary when the cart cannot be filled', async () => {
    const t = start({}, { save: async () => Promise.reject(new Error('offline')) });
    toData(t);
    t.actor.send({ type: 'NEXT' });
    await t.settle();
    t.actor.send({ type: 'SET_SHIPPING', changes: { date: '2026-12-26' } });
    await t.settle();
    expect(selectStepMessages(t.snapshot())).toEqual([
      'An Wochenenden und Feiertagen wird nicht versendet.',
    ]);
    t.actor.send({ type: 'SET_SHIPPING', changes: { date: '2026-12-28' } });
    await t.settle();
    t.actor.send({ type: 'ADD_TO_CART' });
    await t.settle();
    expect(t.snapshot().hasTag('step:summary')).toBe(true);
    expect(t.snapshot().context.saveFailed).toBe(true);
    expect(t.snapshot().hasTag('can-continue')).toBe(true);
    expect(t.clearProgress).not.toHaveBeenCalled();
  });
});
