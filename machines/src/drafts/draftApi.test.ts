import { describe, expect, it } from 'vitest';
import { createRecipient } from '../configurator/recipientSchema.ts';
import { content, currentPayload, LOGO_URL } from './testing/draftRig.ts';
import {
  DRAFT_VERSION,
  draftSummaryFields,
  isLoadableDraftVersion,
  migrateDraft,
  savedProgressOfDraft,
  serializeDraft,
} from './draftApi.ts';

describe('migrateDraft', () => {
  it('reads the current version from the string and from the object', () => {
    const payload = currentPayload();
    expect(migrateDraft(serializeDraft(payload))).toEqual({
      ok: true,
      draft: payload,
      migrated: false,
    });
    expect(migrateDraft(payload)).toEqual({ ok: true, draft: payload, migrated: false });
  });

  it('drafts without a version (the previous app) are too old', () => {
    expect(migrateDraft('{"order":{},"customization":{"logo":null}}')).toEqual({
      ok: false,
      reason: 'too_old',
    });
    expect(migrateDraft({ version: 0 })).toEqual({ ok: false, reason: 'too_old' });
    expect(isLoadableDraftVersion(0)).toBe(false);
    expect(isLoadableDraftVersion(DRAFT_VERSION)).toBe(true);
  });

  it('not JSON, a newer version or a broken shape are invalid', () => {
    expect(migrateDraft('{')).toEqual({ ok: false, reason: 'invalid' });
    expect(migrateDraft('[]')).toEqual({ ok: false, reason: 'invalid' });
    expect(migrateDraft({ ...currentPayload(), version: DRAFT_VERSION + 1 })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(migrateDraft({ ...currentPayload(), step: 'nowhere' })).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });
});

describe('draft payload helpers', () => {
  it('derives the summary fields', () => {
    const payload = {
      ...currentPayload(),
      order: {
        ...currentPayload().order,
        template: { id: '7', name: 'Geburtstag' },
        canvas: {
          id: '1',
          key: 'postkarte-a6',
          name: 'Postkarte A6',
          kind: 'postcard' as const,
          widthMm: 148,
          heightMm: 105,
        },
      },
    };
    expect(draftSummaryFields(payload)).toEqual({
      template: { id: '7', name: 'Geburtstag' },
      format: 'Postkarte A6',
      cardCount: 0,
      frontImage: LOGO_URL,
    });
  });

  it('gives the configurator saved progress for a loaded draft', () => {
    const { order } = content();
    order.recipients = [createRecipient('r7'), createRecipient('r2')];
    const progress = savedProgressOfDraft({ ...currentPayload(), step: 'data', order });
    expect(progress.step).toBe('data');
    expect(progress.finishedSteps).toEqual(['path', 'content']);
    expect(progress.editedVariants).toEqual(['du', 'sie', 'ihr']);
    expect(progress.nextRecipientNumber).toBe(8);
  });
});
