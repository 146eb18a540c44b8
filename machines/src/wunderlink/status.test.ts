import { describe, expect, it } from 'vitest';
import { redemptionsLeft, wunderlinkStatus, type StatusFacts } from './status.ts';

const link = (overrides: Partial<StatusFacts> = {}): StatusFacts => ({
  valid_from: '2026-07-01T00:00:00.000Z',
  valid_until: '2026-08-01T00:00:00.000Z',
  max_redemptions: 10,
  redemptions: 3,
  deactivated_at: null,
  ...overrides,
});
const at = (iso: string) => new Date(iso);

describe('wunderlinkStatus', () => {
  it('is aktiv inside the window with redemptions left', () => {
    expect(wunderlinkStatus(link(), at('2026-07-15T12:00:00Z'))).toBe('aktiv');
  });

  it('starts exactly at valid_from and ends exactly at valid_until', () => {
    expect(wunderlinkStatus(link(), at('2026-06-30T23:59:59.999Z'))).toBe('geplant');
    expect(wunderlinkStatus(link(), at('2026-07-01T00:00:00.000Z'))).toBe('aktiv');
    expect(wunderlinkStatus(link(), at('2026-07-31T23:59:59.999Z'))).toBe('aktiv');
    expect(wunderlinkStatus(link(), at('2026-08-01T00:00:00.000Z'))).toBe('abgelaufen');
  });

  it('is aufgebraucht once redemptions reach the maximum', () => {
    expect(wunderlinkStatus(link({ redemptions: 10 }), at('2026-07-15T12:00:00Z'))).toBe(
      'aufgebraucht',
    );
  });

  it('ranks deaktiviert over aufgebraucht over abgelaufen over geplant', () => {
    const now = at('2026-09-01T00:00:00Z');
    expect(
      wunderlinkStatus(link({ deactivated_at: '2026-07-02T00:00:00Z', redemptions: 10 }), now),
    ).toBe('deaktiviert');
    expect(wunderlinkStatus(link({ redemptions: 10 }), now)).toBe('aufgebraucht');
    expect(wunderlinkStatus(link(), now)).toBe('abgelaufen');
    // A window that has not begun but is used up (imported data): used up wins.
    expect(wunderlinkStatus(link({ redemptions: 10 }), at('2026-06-01T00:00:00Z'))).toBe(
      'aufgebraucht',
    );
  });

  it('counts the redemptions left only for an active link', () => {
    expect(redemptionsLeft(link(), at('2026-07-15T12:00:00Z'))).toBe(7);
    expect(redemptionsLeft(link(), at('2026-09-01T00:00:00Z'))).toBe(0);
  });
});
