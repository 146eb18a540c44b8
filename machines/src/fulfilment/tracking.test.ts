import { describe, expect, it } from 'vitest';
import { isTrackingNumber, trackingBodySchema, trackingUrl } from './tracking.ts';

describe('tracking numbers', () => {
  it('accepts each carrier’s usual format and refuses it under another carrier', () => {
    expect(isTrackingNumber('dhl', '00340434 1234 5678 90')).toBe(true);
    expect(isTrackingNumber('ups', '1z999aa10123456784')).toBe(true);
    expect(isTrackingNumber('dpd', '01234567890123')).toBe(true);
    expect(isTrackingNumber('deutsche_post', 'RR123456789DE')).toBe(true);
    expect(isTrackingNumber('ups', '01234567890123')).toBe(false);
    expect(isTrackingNumber('dpd', '0123456789012')).toBe(false);
    expect(isTrackingNumber('deutsche_post', 'RR123456789US')).toBe(false);
  });

  it('validates the body with a German message and normalises the number', () => {
    const ok = trackingBodySchema.safeParse({ carrier: 'ups', number: '1Z 999 AA1 0123456784' });
    expect(ok.success && ok.data.number).toBe('1Z999AA10123456784');
    const bad = trackingBodySchema.safeParse({ carrier: 'dhl', number: '12345' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toContain('DHL-Sendungsnummer');
    expect(trackingBodySchema.safeParse({ carrier: 'dhl', number: '' }).success).toBe(true);
  });

  it('links to the carrier’s page for the parcel', () => {
    expect(trackingUrl('dpd', '01234567890123')).toBe(
      'https://tracking.dpd.de/status/de_DE/parcel/01234567890123',
    );
  });
});
