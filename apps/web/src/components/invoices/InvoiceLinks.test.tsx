import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetSession } from '../../lib/store/session.ts';
import { setStore } from '../../lib/store/store.ts';
import type { StoreInvoice } from '../../lib/store/types.ts';
import { installFakeStore } from '../../test/fakeStore.ts';
import { renderWithRouter } from '../../test/render.tsx';
import { AccountInvoiceLink, currentInvoiceOf } from './AccountInvoiceLink.tsx';
import { InvoiceLinks } from './InvoiceLinks.tsx';
import { OrderInvoices } from './OrderInvoices.tsx';

// Issue 29: where a customer finds the invoices of an order — the order page and the
// order history — with the PDF, the XML and, for a Leitweg-ID, the XRechnung.

afterEach(() => {
  resetSession();
  setStore(null);
});

function invoice(changes: Partial<StoreInvoice> = {}): StoreInvoice {
  const id = changes.id ?? 'inv_1';
  return {
    id,
    number: 'RE-2026-000001',
    type: 'invoice',
    order_id: 'ord_1',
    date_created: '2026-11-21T06:14:30.634Z',
    date_issued: '2026-11-21',
    grand_total: 174,
    pdf_url: `/swell/invoices/${id}/pdf?token=t1`,
    xml_url: `/swell/invoices/${id}/xml?token=t1`,
    xrechnung_url: null,
    refers_to: null,
    replaces: null,
    ...changes,
  };
}

const linksOf = (name: string) =>
  within(screen.getByRole('list', { name: `Dateien zu ${name}` }))
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

describe('InvoiceLinks', () => {
  it('offers the PDF and the XML of an invoice, and the XRechnung only with a Leitweg-ID', async () => {
    renderWithRouter(
      <InvoiceLinks
        invoices={[
          invoice(),
          invoice({
            id: 'inv_2',
            number: 'RE-2026-000002',
            xrechnung_url: '/swell/invoices/inv_2/xrechnung?token=t2',
          }),
        ]}
      />,
    );
    expect(await screen.findByText('Rechnung RE-2026-000001')).toBeInTheDocument();
    expect(screen.getAllByText('vom 21. November 2026')).toHaveLength(2);
    expect(linksOf('Rechnung RE-2026-000001')).toEqual([
      ['Rechnung (PDF)', '/swell/invoices/inv_1/pdf?token=t1'],
      ['E-Rechnung (XML)', '/swell/invoices/inv_1/xml?token=t1'],
    ]);
    expect(linksOf('Rechnung RE-2026-000002')).toEqual([
      ['Rechnung (PDF)', '/swell/invoices/inv_2/pdf?token=t1'],
      ['E-Rechnung (XML)', '/swell/invoices/inv_2/xml?token=t1'],
      ['XRechnung', '/swell/invoices/inv_2/xrechnung?token=t2'],
    ]);
    for (const link of screen.getAllByRole('link')) expect(link).toHaveAttribute('download');
  });

  it('names a credit note as „Rechnungskorrektur“ (never „Gutschrift“, issue #39) and a new invoice by the invoice it replaces', async () => {
    renderWithRouter(
      <InvoiceLinks
        invoices={[
          invoice({
            id: 'inv_c',
            type: 'credit',
            number: 'GS-2026-000001',
            refers_to: 'RE-2026-000001',
          }),
          invoice({ id: 'inv_n', number: 'RE-2026-000002', replaces: 'RE-2026-000001' }),
        ]}
      />,
    );
    expect(await screen.findByText('Rechnungskorrektur GS-2026-000001')).toBeInTheDocument();
    expect(screen.getByText(/zu Rechnung RE-2026-000001/)).toBeInTheDocument();
    expect(linksOf('Rechnungskorrektur GS-2026-000001')[0]?.[0]).toBe('Rechnungskorrektur (PDF)');
    expect(screen.getByText(/neue Rechnung, ersetzt RE-2026-000001/)).toBeInTheDocument();
  });
});

describe('OrderInvoices', () => {
  it('asks the store for this order’s invoices and lists them under „Rechnungen“', async () => {
    const store = installFakeStore();
    store.invoices.list.mockResolvedValue({ count: 1, page: 1, results: [invoice()] });
    renderWithRouter(<OrderInvoices orderId="ord_1" />);
    const section = await screen.findByRole('region', { name: 'Rechnungen' });
    expect(within(section).getByRole('link', { name: 'Rechnung (PDF)' })).toHaveAttribute(
      'href',
      '/swell/invoices/inv_1/pdf?token=t1',
    );
    expect(store.invoices.list).toHaveBeenCalledWith({ order_id: 'ord_1', limit: 100 });
  });

  it('shows nothing for an order without invoice', async () => {
    const store = installFakeStore();
    renderWithRouter(<OrderInvoices orderId="ord_1" />);
    await expect.poll(() => store.invoices.list.mock.calls.length).toBe(1);
    expect(screen.queryByRole('region', { name: 'Rechnungen' })).toBeNull();
  });
});

describe('the order history’s invoice link', () => {
  it('links the invoice in force of the row’s order, with its number for screen readers', async () => {
    const store = installFakeStore({ signedIn: true });
    store.invoices.list.mockResolvedValue({
      count: 4,
      page: 1,
      results: [
        invoice({ id: 'inv_n', number: 'RE-2026-000003', replaces: 'RE-2026-000001' }),
        invoice({
          id: 'inv_c',
          type: 'credit',
          number: 'GS-2026-000001',
          refers_to: 'RE-2026-000001',
        }),
        invoice({ id: 'inv_x', number: 'RE-2026-000002', order_id: 'ord_2' }),
        invoice(),
      ],
    });
    renderWithRouter(<AccountInvoiceLink orderId="ord_1" orderNumber="FK-100002" />);
    const link = await screen.findByRole('link', {
      name: 'Rechnung (PDF) RE-2026-000003 zur Bestellung FK-100002',
    });
    expect(link).toHaveAttribute('href', '/swell/invoices/inv_n/pdf?token=t1');
  });

  it('picks nothing for an order without invoice', () => {
    expect(currentInvoiceOf([invoice({ order_id: 'ord_2' })], 'ord_1')).toBeNull();
    expect(currentInvoiceOf([invoice({ type: 'credit' })], 'ord_1')).toBeNull();
  });
});
