import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SHIPPING_RATES,
  deliveryEstimateDe,
  destinationZone,
  postageClassOf,
  shippingRatesSchema,
  zoneCounts,
} from './postage.ts';

describe('postage per destination (issue 38)', () => {
  it('sorts countries into Germany, the EU and the rest of the world', () => {
    expect(destinationZone('DE')).toBe('DE');
    expect(destinationZone('')).toBe('DE');
    expect(destinationZone('at')).toBe('EU');
    expect(destinationZone('FR')).toBe('EU');
    // Switzerland, Norway and the United Kingdom are not in the EU.
    expect(destinationZone('CH')).toBe('WORLD');
    expect(destinationZone('NO')).toBe('WORLD');
    expect(destinationZone('GB')).toBe('WORLD');
    expect(zoneCounts(['DE', 'AT', 'CH', 'AT'])).toEqual({ DE: 1, EU: 2, WORLD: 1 });
  });

  it('C6 and DL go as Standardbrief, C5 and C4 as Kompaktbrief', () => {
    expect(postageClassOf('C6')).toBe('letter');
    expect(postageClassOf('DL')).toBe('letter');
    expect(postageClassOf('C5')).toBe('large_letter');
    expect(postageClassOf('C4')).toBe('large_letter');
  });

  it('names the destination with its article', () => {
    expect(deliveryEstimateDe(DEFAULT_SHIPPING_RATES, 'AT')).toBe(
      'Zustellung in Österreich: 3–5 Werktage',
    );
    expect(deliveryEstimateDe(DEFAULT_SHIPPING_RATES, 'CH')).toBe(
      'Zustellung in der Schweiz: 4–10 Werktage',
    );
    expect(deliveryEstimateDe(DEFAULT_SHIPPING_RATES, 'NL')).toBe(
      'Zustellung in den Niederlanden: 3–5 Werktage',
    );
    expect(deliveryEstimateDe(DEFAULT_SHIPPING_RATES, null)).toBe(
      'Zustellung in Deutschland: 1–3 Werktage',
    );
  });

  it('refuses impossible settings with German messages', () => {
    const bad = shippingRatesSchema.safeParse({
      ...DEFAULT_SHIPPING_RATES,
      DE: { ...DEFAULT_SHIPPING_RATES.DE, letter_cents: 9.5, min_days: 4, max_days: 2 },
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => issue.message)).toEqual([
      'Porto Standardbrief: bitte ganze Cent angeben.',
    ]);
    const order = shippingRatesSchema.safeParse({
      ...DEFAULT_SHIPPING_RATES,
      EU: { ...DEFAULT_SHIPPING_RATES.EU, min_days: 6 },
    });
    expect(order.error?.issues[0]?.message).toBe(
      'Die Zustellzeit „von“ darf nicht länger sein als „bis“.',
    );
    expect(shippingRatesSchema.parse(DEFAULT_SHIPPING_RATES)).toEqual(DEFAULT_SHIPPING_RATES);
  });
});
