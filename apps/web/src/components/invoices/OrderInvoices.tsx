import { useQuery } from '@tanstack/react-query';
import { useT } from '../../lib/i18n/useT.ts';
import { getStore } from '../../lib/store/store.ts';
import { InvoiceHint, InvoiceLinks } from './InvoiceLinks.tsx';

/**
 * The invoices of one order for its page (`/order/:id`, `/profile/orders/:id`). The store
 * answers them only to whoever may see the order — its account, or for a guest the session
 * that placed it — so a guest reaches them only through the order's own page.
 */
export function useOrderInvoices(orderId: string) {
  return useQuery({
    queryKey: ['invoices', 'order', orderId] as const,
    queryFn: () => getStore().invoices.list({ order_id: orderId, limit: 100 }),
    staleTime: 60_000,
    enabled: orderId !== '',
  });
}

/** „Rechnungen“ with the downloads; nothing while there is none (an unpaid order). */
export function OrderInvoices({
  orderId,
  className,
  titleClassName,
}: {
  orderId: string;
  className?: string;
  titleClassName?: string;
}) {
  const { t } = useT('invoices');
  const invoices = useOrderInvoices(orderId);
  const list = invoices.data?.results ?? [];
  if (list.length === 0) return null;
  return (
    <section className={className} aria-labelledby={`fk-invoices-${orderId}`}>
      <h3 id={`fk-invoices-${orderId}`} className={titleClassName}>
        {t('title')}
      </h3>
      <InvoiceLinks invoices={list} />
      <InvoiceHint />
    </section>
  );
}
