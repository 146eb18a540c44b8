import { describe, expect, it } from 'vitest';
import { applyEdit, type EditEvent, imageAcceptable, templateTexts } from './edits.ts';
import { emptyEditorState, type EditorState } from './progress.ts';
import { BIRTHDAY_TEMPLATE, CANVASES } from './testing/fixtures.ts';
import { copyVariant, offersVariantCopy, startVariantFresh } from './variants.ts';

const start = () => emptyEditorState('2026-12-21', 1);
const apply = (state: EditorState, ...events: EditEvent[]) => events.reduce(applyEdit, state);

const folded = { ...BIRTHDAY_TEMPLATE, id: '22', canvas: CANVASES.a6Folded };

describe('edits', () => {
  it('a template sets the canvas, its texts on the primary page and its default font', () => {
    const state = apply(start(), { type: 'CHOOSE_TEMPLATE', template: BIRTHDAY_TEMPLATE });
    expect(state.draft.canvas).toEqual(CANVASES.a6Postcard);
    expect(state.draft.template).toEqual({ id: '21', name: 'Konfetti-Geburtstag' });
    expect(state.draft.texts.sie.pages[0].body).toBe(BIRTHDAY_TEMPLATE.texts.sie);
    expect(state.draft.font?.slug).toBe('caveat');
    // Folded cards are written on the right inside page.
    const onFolded = apply(start(), { type: 'CHOOSE_TEMPLATE', template: folded });
    expect(onFolded.draft.texts.du.pages).toEqual([
      { heading: '', body: '' },
      { heading: '', body: BIRTHDAY_TEMPLATE.texts.du },
    ]);
    expect(templateTexts(folded).ihr.pages[1].body).toBe(BIRTHDAY_TEMPLATE.texts.ihr);
  });

  it('another template keeps what the customer wrote, another canvas drops the template', () => {
    const written = apply(
      start(),
      { type: 'CHOOSE_TEMPLATE', template: BIRTHDAY_TEMPLATE },
      { type: 'SET_PAGE_TEXT', page: 0, part: 'body', text: 'Mein eigener Text' },
    );
    expect(written.editedVariants).toEqual(['du']);
    const swapped = apply(written, { type: 'CHOOSE_TEMPLATE', template: folded });
    // The typed text follows the primary page to the folded card's right page.
    expect(swapped.draft.texts.du.pages[1].body).toBe('Mein eigener Text');
    expect(swapped.draft.texts.sie.pages[1].body).toBe(BIRTHDAY_TEMPLATE.texts.sie);
    const other = apply(written, { type: 'CHOOSE_CANVAS', canvas: CANVASES.a4Letter });
    expect(other.draft.template).toBeNull();
    expect(other.draft.texts.du.pages[0].body).toBe('Mein eigener Text');
    expect(other.draft.texts.sie.pages[0].body).toBe('');
    const same = apply(written, { type: 'CHOOSE_CANVAS', canvas: CANVASES.a6Postcard });
    expect(same.draft.template).not.toBeNull();
  });

  it('refuses the invitation personalisation and bad variable names', () => {
    const state = apply(
      start(),
      { type: 'CHOOSE_PERSONALISATION', personalisation: 'invitation' },
      { type: 'ADD_VARIABLE', name: 'Geschenk' },
      { type: 'ADD_VARIABLE', name: 'geschenk' },
      { type: 'ADD_VARIABLE', name: 'mit Leerzeichen' },
      { type: 'ADD_VARIABLE', name: 'Größe_2' },
    );
    expect(state.draft.personalisation).toBeNull();
    expect(state.draft.customVariables).toEqual(['Geschenk', 'Größe_2']);
    expect(
      apply(state, { type: 'REMOVE_VARIABLE', name: 'GESCHENK' }).draft.customVariables,
    ).toEqual(['Größe_2']);
  });

  it('accepts images only at 150 DPI or more for the chosen canvas', () => {
    const image = { url: '/uploads/a.png', widthPx: 600, heightPx: 425 };
    expect(imageAcceptable(null, 'logo', image)).toBe(false);
    expect(imageAcceptable(CANVASES.a6Postcard, 'outerBackground', image)).toBe(false);
    expect(imageAcceptable(CANVASES.a6Postcard, 'logo', image)).toBe(true);
    expect(
      imageAcceptable(CANVASES.a4Letter, 'outerBackground', {
        ...image,
        widthPx: 5000,
        heightPx: 3500,
      }),
    ).toBe(false);
    expect(imageAcceptable(CANVASES.a4Letter, 'logo', null)).toBe(true);
    const state = apply(
      start(),
      { type: 'CHOOSE_CANVAS', canvas: CANVASES.a6Postcard },
      { type: 'SET_IMAGE', slot: 'outerBackground', image },
      { type: 'SET_IMAGE', slot: 'logo', image },
    );
    expect(state.draft.images).toEqual({
      logo: image,
      outerBackground: null,
      innerBackground: null,
    });
  });

  it('adds, updates, duplicates, removes and imports recipients with stable ids', () => {
    let state = apply(
      start(),
      { type: 'ADD_RECIPIENT' },
      { type: 'ADD_RECIPIENT', recipient: { firstName: ' Tom ', gender: 'male' } },
      {
        type: 'UPDATE_RECIPIENT',
        id: 'r1',
        changes: { firstName: 'Anna', address: { city: 'Köln' } },
      },
      { type: 'UPDATE_RECIPIENT', id: 'nope', changes: { firstName: 'X' } },
      { type: 'DUPLICATE_RECIPIENT', id: 'r1' },
    );
    expect(state.draft.recipients.map((r) => [r.id, r.firstName, r.address.city])).toEqual([
      ['r1', 'Anna', 'Köln'],
      ['r3', 'Anna', 'Köln'],
      ['r2', 'Tom', ''],
    ]);
    expect(state.draft.recipients[0]?.address.country).toBe('DE');
    state = apply(state, { type: 'REMOVE_RECIPIENTS', ids: ['r1', 'r2'] });
    expect(state.draft.recipients.map((r) => r.id)).toEqual(['r3']);
    state = apply(state, {
      type: 'IMPORT_RECIPIENTS',
      mode: 'append',
      recipients: [{ lastName: 'A' }, { lastName: 'B' }],
    });
    expect(state.draft.recipients.map((r) => r.id)).toEqual(['r3', 'r4', 'r5']);
    state = apply(state, {
      type: 'IMPORT_RECIPIENTS',
      mode: 'replace',
      recipients: [{ lastName: 'C' }],
    });
    expect(state.draft.recipients.map((r) => [r.id, r.lastName])).toEqual([['r6', 'C']]);
  });

  it('changes shipping choices', () => {
    const state = apply(start(), {
      type: 'SET_SHIPPING',
      changes: { envelope: 'blank', mode: 'to_customer' },
    });
    expect(state.draft.shipping).toEqual({
      mode: 'to_customer',
      envelope: 'blank',
      date: '2026-12-22',
    });
  });
});

describe('text variants (spec §4: copy the previous variant or start fresh)', () => {
  const base = apply(
    start(),
    { type: 'CHOOSE_TEMPLATE', template: BIRTHDAY_TEMPLATE },
    { type: 'SET_PAGE_TEXT', page: 0, part: 'body', text: 'Mein Du-Text' },
  );

  it('offers the choice only when leaving a variant the customer wrote in for an untouched one', () => {
    expect(offersVariantCopy(base, 'sie')).toBe(true);
    expect(offersVariantCopy(base, 'du')).toBe(false);
    expect(offersVariantCopy({ ...base, activeVariant: 'sie' }, 'ihr')).toBe(false);
    expect(offersVariantCopy({ ...base, editedVariants: ['du', 'sie'] }, 'sie')).toBe(false);
  });

  it('copies the previous text or starts from the template’s text', () => {
    const copied = copyVariant(base, { from: 'du', to: 'sie' });
    expect(copied.activeVariant).toBe('sie');
    expect(copied.draft.texts.sie.pages[0].body).toBe('Mein Du-Text');
    expect(copied.editedVariants).toEqual(['du', 'sie']);
    const fresh = startVariantFresh(
      {
        ...base,
        draft: { ...base.draft, texts: { ...base.draft.texts, sie: base.draft.texts.du } },
      },
      { from: 'du', to: 'sie' },
    );
    expect(fresh.draft.texts.sie.pages[0].body).toBe(BIRTHDAY_TEMPLATE.texts.sie);
    // Answered once: going back to du and to sie again does not offer the copy again.
    expect(fresh.editedVariants).toEqual(['du', 'sie']);
    expect(offersVariantCopy({ ...fresh, activeVariant: 'du' }, 'sie')).toBe(false);
  });
});

describe('the text tab a template opens on (issue 19)', () => {
  const sieOnly = {
    ...BIRTHDAY_TEMPLATE,
    id: '30',
    name: 'Danke für Ihren Auftrag',
    texts: { du: '', sie: 'Guten Tag {{Vorname}} {{Nachname}},\n\nherzlichen Dank.', ihr: '' },
  };

  it('a Sie-only template opens on "Sie"', () => {
    const state = apply(start(), { type: 'CHOOSE_TEMPLATE', template: sieOnly });
    expect(state.activeVariant).toBe('sie');
  });

  it('a template with a text for the open tab stays on it', () => {
    expect(
      apply(start(), { type: 'CHOOSE_TEMPLATE', template: BIRTHDAY_TEMPLATE }).activeVariant,
    ).toBe('du');
    const onIhr = { ...start(), activeVariant: 'ihr' as const };
    expect(
      apply(onIhr, { type: 'CHOOSE_TEMPLATE', template: BIRTHDAY_TEMPLATE }).activeVariant,
    ).toBe('ihr');
  });

  it('the customer`s own text on the open tab keeps the tab', () => {
    const written = apply(start(), {
      type: 'SET_PAGE_TEXT',
      page: 0,
      part: 'body',
      text: 'Hallo du',
    });
    expect(apply(written, { type: 'CHOOSE_TEMPLATE', template: sieOnly }).activeVariant).toBe('du');
  });
});
