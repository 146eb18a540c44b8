import { InvoiceLinks } from '../../../components/invoices/InvoiceLinks.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { useMay } from '../staff/useMay.ts';
import { useOrderInvoices } from './invoicesApi.ts';
import shared from '../components/Dashboard.module.css';

/**
 * The order page's invoices and credit notes with their files (issue 29). Only for the roles
 * that may see invoices (Inhaber, Büro): for the others the panel is not there at all.
 */
export function OrderInvoicesPanel({ orderId }: { orderId: string }) {
  const { t } = useT('dashboard-invoices');
  const may = useMay()('GET /orders/:id/invoices');
  const query = useOrderInvoices(orderId, may);
  if (!may) return null;
  const invoices = query.data?.results ?? [];
  return (
    <section className={shared.panel} aria-labelledby="sec-invoices">
      <h2 id="sec-invoices">{t('orderPanel')}</h2>
      {query.isError ? (
        <p className={shared.muted}>{t('orderFailed')}</p>
      ) : query.isPending ? null : invoices.length === 0 ? (
        <p className={shared.muted}>{t('orderNone')}</p>
      ) : (
        <InvoiceLinks invoices={invoices} />
      )}
    </section>
  );
}
