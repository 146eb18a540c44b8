import { useQuery } from '@tanstack/react-query';
import { useT } from '../../lib/i18n/useT.ts';
import { accountQueryKey } from '../../lib/store/queryKeys.ts';
import { useSessionUser } from '../../lib/store/session.ts';
import { getStore } from '../../lib/store/store.ts';
import type { StoreInvoice } from '../../lib/store/types.ts';

/** How many of the account's newest documents the order history looks through. */
const ACCOUNT_INVOICES_LIMIT = 100;

/** The signed-in account's invoices and credit notes (one request for the whole history). */
export function useAccountInvoices() {
  const userId = useSessionUser()?.id ?? '';
  return useQuery({
    queryKey: accountQueryKey(userId, 'invoices'),
    queryFn: () => getStore().invoices.list({ limit: ACCOUNT_INVOICES_LIMIT }),
    staleTime: 60_000,
    enabled: userId !== '',
  });
}

/** The invoice in force of an order: the one no corrected invoice replaces. */
export function currentInvoiceOf(
  invoices: readonly StoreInvoice[],
  orderId: string,
): StoreInvoice | null {
  const own = invoices.filter((i) => i.order_id === orderId && i.type === 'invoice');
  const replaced = new Set(own.map((i) => i.replaces).filter(Boolean));
  return own.find((i) => !replaced.has(i.number)) ?? null;
}

/** „Rechnung (PDF)“ for a row of the order history; nothing for an order without one. */
export function AccountInvoiceLink({
  orderId,
  orderNumber,
}: {
  orderId: string;
  orderNumber: string;
}) {
  const { t } = useT('invoices');
  const invoices = useAccountInvoices();
  const invoice = currentInvoiceOf(invoices.data?.results ?? [], orderId);
  if (!invoice) return null;
  return (
    <a href={invoice.pdf_url} download>
      {t('pdfInvoice')}
      <span className="fk-visually-hidden">
        {t('historyLink', { number: invoice.number, order: orderNumber })}
      </span>
    </a>
  );
}
