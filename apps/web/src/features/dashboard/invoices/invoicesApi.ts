import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StoreInvoice } from '../../../lib/store/types.ts';
import { ADMIN_BASE, adminFetch } from '../api/adminFetch.ts';
import { DASHBOARD_QUERY_ROOT } from '../api/queryKeys.ts';

// The dashboard's invoices (issue 29, docs/invoices.md): a date range's documents and their
// XLSX for the accountant, and one order's documents. Office and owner only (useMay).

/** An invoice or credit note as the dashboard API lists it (the store's shape plus buyer). */
export type AdminInvoice = StoreInvoice & {
  sub_total: number;
  tax_total: number;
  billing?: { name?: string; company?: string | null } | null;
};

export interface InvoiceRange {
  /** YYYY-MM-DD, both days included (the invoice's German date). */
  from: string;
  to: string;
}

const invoiceKeys = {
  range: (range: InvoiceRange) => [DASHBOARD_QUERY_ROOT, 'invoices', range] as const,
  order: (id: string) => [DASHBOARD_QUERY_ROOT, 'orders', 'invoices', id] as const,
};

interface InvoiceList {
  count: number;
  results: AdminInvoice[];
}

function rangeQuery({ from, to }: InvoiceRange): string {
  return new URLSearchParams({ from, to }).toString();
}

export function useInvoices(range: InvoiceRange, enabled = true) {
  return useQuery({
    queryKey: invoiceKeys.range(range),
    queryFn: ({ signal }) => adminFetch<InvoiceList>(`/invoices?${rangeQuery(range)}`, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The XLSX of the range: a plain link, the staff cookie goes with it. */
export function invoicesXlsxUrl(range: InvoiceRange): string {
  return `${ADMIN_BASE}/invoices.xlsx?${rangeQuery(range)}`;
}

export function useOrderInvoices(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: invoiceKeys.order(orderId),
    queryFn: ({ signal }) =>
      adminFetch<InvoiceList>(`/orders/${encodeURIComponent(orderId)}/invoices`, { signal }),
    enabled,
  });
}
