import { PRICE_LABELS_DE, PRICE_NOTES_DE } from '@federkiel/machines/pricing/priceBreakdown';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import de from '../locales/de/prices.json';
import { PRICE_DISPLAY_KEY, resetPriceDisplay } from '../lib/prices/usePriceDisplay.ts';
import { PriceBreakdown } from './PriceBreakdown.tsx';

// 120 A6 cards, 10 % volume discount, coupon „Willkommen“ 10 %, to the recipients.
const cart = {
  items: [{ id: 'itm_1', price_total: 348 }],
  sub_total: 348,
  discounts: [
    { id: 'volume', description: 'Mengenrabatt', amount: 34.8 },
    { id: 'coupon', description: 'Willkommen', code: 'WILLKOMMEN10', amount: 31.32 },
  ],
  discount_total: 66.12,
  shipment_total: 114,
  shipment_tax: 21.66,
  shipping: { service: 'to_recipients' },
  tax_total: 75.22,
  grand_total: 471.1,
};

const text = (element: HTMLElement) => element.textContent?.replace(/\u00a0/g, ' ') ?? '';
function rows(): string[] {
  const list = document.querySelector('dl');
  if (!list) throw new Error('no price list');
  return within(list)
    .getAllByRole('term')
    .map((dt) => text(dt.parentElement as HTMLElement));
}

afterEach(() => resetPriceDisplay('gross'));

describe('PriceBreakdown', () => {
  it('shows gross prices to everybody: „inkl. 19 % MwSt., zzgl. Versand“, VAT contained', () => {
    render(<PriceBreakdown totals={cart} />);
    expect(rows()).toEqual([
      'Zwischensumme414,12 €',
      'Mengenrabatt−41,41 €',
      'GutscheinWillkommen−37,27 €',
      'Versandan die Empfänger, jede Karte frankiert135,66 €',
      'Gesamt471,10 €',
      'enthaltene MwSt. 19 %75,22 €',
    ]);
    expect(screen.getByText('inkl. 19 % MwSt., zzgl. Versand')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /Geschäftskunden/ })).not.toBeChecked();
  });

  it('switches business customers to net („zzgl. MwSt.“) and remembers it', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<PriceBreakdown totals={cart} />);
    await user.click(screen.getByRole('checkbox', { name: /Geschäftskunden/ }));
    expect(rows()).toEqual([
      'Zwischensumme348,00 €',
      'Mengenrabatt−34,80 €',
      'GutscheinWillkommen−31,32 €',
      'Versandan die Empfänger, jede Karte frankiert114,00 €',
      'zzgl. MwSt. 19 %75,22 €',
      'Gesamt471,10 €',
    ]);
    expect(screen.getByText('zzgl. MwSt.')).toBeVisible();
    expect(window.localStorage.getItem(PRICE_DISPLAY_KEY)).toBe('net');
    unmount();

    // Another page (or a reload) reads the remembered choice.
    resetPriceDisplay();
    render(<PriceBreakdown totals={cart} />);
    expect(screen.getByRole('checkbox', { name: /Geschäftskunden/ })).toBeChecked();
    expect(screen.getByText('zzgl. MwSt.')).toBeVisible();
  });

  it('shows open shipping before a service is chosen and no switch when not offered', () => {
    render(
      <PriceBreakdown
        switchable={false}
        totals={{
          items: [],
          sub_total: 29,
          shipment_total: 0,
          tax_total: 5.51,
          grand_total: 34.51,
        }}
      />,
    );
    expect(rows()).toContain('Versandnoch nicht gewählt');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('uses the line names shared with the server (machines/pricing)', () => {
    expect(de.lines).toEqual(PRICE_LABELS_DE);
    expect(de.notes).toEqual(PRICE_NOTES_DE);
  });
});
