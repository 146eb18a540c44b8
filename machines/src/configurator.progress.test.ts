import { describe, expect, it } from 'vitest';
import type { SavedProgress } from './configurator/progress.ts';
import { selectStep } from './configurator/selectors.ts';
import { start, toData } from './configurator/testing/actor.ts';
import { BIRTHDAY_TEMPLATE, CANVASES } from './configurator/testing/fixtures.ts';

describe('configurator: progress survives a reload', () => {
  it('persists every change and resumes where the customer was', () => {
    const first = start();
    toData(first);
    const saved = JSON.parse(JSON.stringify(first.storage.progress));
    expect(saved).toMatchObject({ version: 1, step: 'data', finishedSteps: ['path', 'content'] });

    const reloaded = start({ saved: JSON.stringify(saved) });
    expect(selectStep(reloaded.snapshot())).toBe('data');
    expect(reloaded.snapshot().context.draft).toEqual(first.snapshot().context.draft);
    reloaded.actor.send({ type: 'ADD_RECIPIENT', recipient: { lastName: 'Neu' } });
    expect(reloaded.snapshot().context.draft.recipients.at(-1)?.id).toBe('r4');
  });

  it('resumes at the first step that is no longer done, and moves a past shipping date', () => {
    const first = start();
    toData(first);
    const saved = first.storage.progress as SavedProgress;
    const broken = { ...saved, step: 'summary', draft: { ...saved.draft, personalisation: null } };
    const later = start({ today: '2027-01-08', saved: broken });
    expect(selectStep(later.snapshot())).toBe('path');
    expect(later.snapshot().context.draft.shipping.date).toBe('2027-01-11');
  });

  it('ignores unreadable progress', () => {
    expect(selectStep(start({ saved: '{"version":0}' }).snapshot())).toBe('path');
    expect(start({ saved: 'kaputt' }).snapshot().context.draft.recipients).toEqual([]);
  });

  it('starts with a template chosen on /products, keeping saved recipients', () => {
    const first = start();
    toData(first);
    const folded = { ...BIRTHDAY_TEMPLATE, id: '99', canvas: CANVASES.a6Folded };
    const t = start({ saved: first.storage.progress, start: { template: folded } });
    expect(t.snapshot().context.draft.template?.id).toBe('99');
    expect(t.snapshot().context.draft.recipients).toHaveLength(3);
  });
});

describe('configurator: text variants', () => {
  it('offers to copy the previous variant or start fresh', () => {
    const t = start();
    toData(t);
    t.actor.send({ type: 'GO_TO_STEP', step: 'content' });
    t.actor.send({ type: 'SET_PAGE_TEXT', page: 0, part: 'body', text: '{{Anrede}} mein Text' });
    t.actor.send({ type: 'EDIT_VARIANT', variant: 'sie' });
    expect(t.snapshot().hasTag('variant-offer')).toBe(true);
    expect(t.snapshot().context.variantOffer).toEqual({ from: 'du', to: 'sie' });
    expect(t.snapshot().can({ type: 'NEXT' })).toBe(false);
    t.actor.send({ type: 'COPY_PREVIOUS_VARIANT' });
    expect(t.snapshot().hasTag('variant-offer')).toBe(false);
    expect(t.snapshot().context.activeVariant).toBe('sie');
    expect(t.snapshot().context.draft.texts.sie.pages[0].body).toBe('{{Anrede}} mein Text');

    t.actor.send({ type: 'EDIT_VARIANT', variant: 'ihr' });
    t.actor.send({ type: 'START_VARIANT_FRESH' });
    expect(t.snapshot().context.draft.texts.ihr.pages[0].body).toBe(BIRTHDAY_TEMPLATE.texts.ihr);
    t.actor.send({ type: 'SET_PAGE_TEXT', page: 0, part: 'heading', text: 'Hallo' });
    t.actor.send({ type: 'EDIT_VARIANT', variant: 'du' });
    expect(t.snapshot().hasTag('variant-offer')).toBe(false);
    expect(t.snapshot().context.activeVariant).toBe('du');
  });
});

describe('configurator: new order and drafts (spec §4)', () => {
  it('discards progress only after confirmation and comes back to the same place otherwise', () => {
    const t = start();
    toData(t);
    t.actor.send({ type: 'NEW_ORDER' });
    expect(t.snapshot().hasTag('confirm-discard')).toBe(true);
    expect(t.snapshot().can({ type: 'NEXT' })).toBe(false);
    t.actor.send({ type: 'CANCEL_DISCARD' });
    expect(selectStep(t.snapshot())).toBe('data');
    expect(t.snapshot().context.draft.recipients).toHaveLength(3);
    t.actor.send({ type: 'NEW_ORDER' });
    t.actor.send({ type: 'CONFIRM_DISCARD' });
    expect(selectStep(t.snapshot())).toBe('path');
    expect(t.snapshot().context.draft.recipients).toEqual([]);
    expect(t.clearProgress).toHaveBeenCalledTimes(1);
    // Nothing to lose: no question.
    t.actor.send({ type: 'NEW_ORDER' });
    expect(t.snapshot().hasTag('confirm-discard')).toBe(false);
  });

  it('loads a draft, asking first when there is progress', () => {
    const first = start();
    toData(first);
    const draft = first.storage.progress;
    const t = start();
    expect(t.snapshot().can({ type: 'LOAD_DRAFT', progress: { nonsense: true } })).toBe(false);
    t.actor.send({ type: 'LOAD_DRAFT', progress: draft });
    expect(selectStep(t.snapshot())).toBe('data');
    t.actor.send({ type: 'LOAD_DRAFT', progress: draft });
    expect(t.snapshot().hasTag('confirm-discard')).toBe(true);
    t.actor.send({ type: 'CONFIRM_DISCARD' });
    expect(t.snapshot().context.draft.recipients).toHaveLength(3);
  });
});
