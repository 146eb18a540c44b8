import { describe, expect, it } from 'vitest';
import { withChargedMode } from './shipping.ts';

describe('withChargedMode', () => {
  const design = { id: 'cfg_1', shipping: { mode: 'to_recipients', envelope: 'closed' } };

  it('shows the charged service instead of the design`s mode, without changing the design', () => {
    expect(withChargedMode(design, 'to_customer')).toEqual({
      id: 'cfg_1',
      shipping: { mode: 'to_customer', envelope: 'closed' },
    });
    expect(design.shipping.mode).toBe('to_recipients');
  });

  it('keeps the design`s mode while no service is chosen, and null stays null', () => {
    expect(withChargedMode(design, null)).toBe(design);
    expect(withChargedMode(design, undefined)).toBe(design);
    expect(withChargedMode(design, 'to_recipients')).toBe(design);
    expect(withChargedMode(null, 'to_customer')).toBeNull();
  });
});
