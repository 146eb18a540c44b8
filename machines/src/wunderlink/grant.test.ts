import { describe, expect, it } from 'vitest';
import { grantProblems, templateAllowed, tooManyCardsMessage, type GrantTerms } from './grant.ts';

const anyTemplate: GrantTerms = { free_cards: 3, template: null, group: null };
const oneTemplate: GrantTerms = {
  free_cards: 3,
  template: { id: '21', slug: 'konfetti', name: 'Konfetti-Geburtstag' },
  group: null,
};
const oneGroup: GrantTerms = {
  free_cards: 3,
  template: null,
  group: { id: '3', slug: 'geburtstag', name: 'Geburtstag' },
};
const codes = (terms: GrantTerms, design: Parameters<typeof grantProblems>[1]) =>
  grantProblems(terms, design).map((p) => p.code);

describe('grantProblems', () => {
  it('accepts up to free_cards cards of any template when nothing is restricted', () => {
    expect(grantProblems(anyTemplate, { templateId: '99', cardCount: 3 })).toEqual([]);
    expect(grantProblems(anyTemplate, { templateId: '99', cardCount: 1 })).toEqual([]);
  });

  it('refuses more cards than granted with the configurator’s max-cards message', () => {
    expect(grantProblems(anyTemplate, { templateId: '99', cardCount: 4 })).toEqual([
      { code: 'TOO_MANY_CARDS', message: 'Es können höchstens 3 Karten in einer Bestellung sein.' },
    ]);
    expect(tooManyCardsMessage(250)).toBe(
      'Es können höchstens 250 Karten in einer Bestellung sein.',
    );
  });

  it('allows only the link’s template, naming it', () => {
    expect(grantProblems(oneTemplate, { templateId: '21', cardCount: 2 })).toEqual([]);
    expect(grantProblems(oneTemplate, { templateId: '22', cardCount: 2 })).toEqual([
      {
        code: 'TEMPLATE_NOT_ALLOWED',
        message: 'Dieser WunderLink gilt nur für die Vorlage „Konfetti-Geburtstag“.',
      },
    ]);
  });

  it('allows any template of the link’s group; an unknown membership is outside', () => {
    expect(
      grantProblems(oneGroup, { templateId: '22', templateGroupIds: ['4', '3'], cardCount: 1 }),
    ).toEqual([]);
    expect(
      grantProblems(oneGroup, { templateId: '22', templateGroupIds: ['4'], cardCount: 1 }),
    ).toEqual([
      {
        code: 'TEMPLATE_NOT_ALLOWED',
        message: 'Dieser WunderLink gilt nur für Vorlagen aus „Geburtstag“.',
      },
    ]);
    expect(codes(oneGroup, { templateId: '22', cardCount: 1 })).toEqual(['TEMPLATE_NOT_ALLOWED']);
  });

  it('reads a staff row (template_id, group_id) as well as a public link', () => {
    const row: GrantTerms = { free_cards: 5, template_id: '21', group_id: null };
    expect(codes(row, { templateId: '21', cardCount: 5 })).toEqual([]);
    expect(grantProblems(row, { templateId: '7', cardCount: 5 })[0]?.message).toBe(
      'Dieser WunderLink gilt nicht für diese Vorlage.',
    );
    expect(
      codes(
        { free_cards: 5, template_id: null, group_id: '3' },
        { templateId: '7', templateGroupIds: ['3'], cardCount: 1 },
      ),
    ).toEqual([]);
  });

  it('covers exactly one design, and needs at least one card', () => {
    expect(codes(anyTemplate, { templateId: '1', cardCount: 2, lines: 2 })).toEqual([
      'ONE_DESIGN_ONLY',
    ]);
    expect(codes(anyTemplate, { templateId: '1', cardCount: 0 })).toEqual(['NO_CARDS']);
  });

  it('lists every problem, template before quantity; no template chosen yet is not one', () => {
    expect(codes(oneTemplate, { templateId: '22', cardCount: 9 })).toEqual([
      'TEMPLATE_NOT_ALLOWED',
      'TOO_MANY_CARDS',
    ]);
    expect(codes(oneTemplate, { templateId: null, cardCount: 3 })).toEqual([]);
  });

  it('tells the template gallery which templates may be chosen', () => {
    expect(templateAllowed(anyTemplate, '5')).toBe(true);
    expect(templateAllowed(oneTemplate, '21')).toBe(true);
    expect(templateAllowed(oneTemplate, '5')).toBe(false);
    expect(templateAllowed(oneGroup, '5', ['3'])).toBe(true);
    expect(templateAllowed(oneGroup, '5', [])).toBe(false);
  });
});
