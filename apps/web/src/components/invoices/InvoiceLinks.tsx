import { useT } from '../../lib/i18n/useT.ts';
import { useFormat } from '../../lib/i18n/format.ts';
import type { StoreInvoice } from '../../lib/store/types.ts';
import styles from './InvoiceLinks.module.css';

/** What a document list needs of an invoice (the store's and the dashboard's shape). */
export type InvoiceLinkItem = Pick<
  StoreInvoice,
  'id' | 'number' | 'type' | 'pdf_url' | 'xml_url' | 'xrechnung_url' | 'refers_to' | 'replaces'
> &
  Partial<Pick<StoreInvoice, 'date_issued' | 'date_created'>>;

/**
 * An order's invoices and credit notes with their files: the PDF (with the e-invoice inside),
 * the XML alone and, for a Leitweg-ID, the XRechnung. The links are the server's own (each
 * carries the document's secret), so they are plain downloads — no session needed.
 */
export function InvoiceLinks({ invoices }: { invoices: readonly InvoiceLinkItem[] }) {
  const { t } = useT('invoices');
  const { date, day } = useFormat();
  return (
    <ul className={styles.list} aria-label={t('list')}>
      {invoices.map((invoice) => {
        const name = t(invoice.type === 'credit' ? 'credit' : 'invoice', {
          number: invoice.number,
        });
        const issued = invoice.date_issued
          ? day(invoice.date_issued, 'long')
          : date(invoice.date_created, 'long');
        const relation = invoice.replaces
          ? t('replaces', { number: invoice.replaces })
          : invoice.refers_to
            ? t('refersTo', { number: invoice.refers_to })
            : null;
        return (
          <li key={invoice.id} className={styles.document}>
            <span>
              <span className={styles.name}>{name}</span>{' '}
              {issued ? (
                <span className={styles.meta}>{t('issuedOn', { date: issued })}</span>
              ) : null}
              {relation ? <span className={styles.meta}> · {relation}</span> : null}
            </span>
            <ul className={styles.links} aria-label={t('downloads', { name })}>
              <li>
                <a href={invoice.pdf_url} download>
                  {t(invoice.type === 'credit' ? 'pdfCredit' : 'pdfInvoice')}
                </a>
              </li>
              <li>
                <a href={invoice.xml_url} download>
                  {t('xml')}
                </a>
              </li>
              {invoice.xrechnung_url ? (
                <li>
                  <a href={invoice.xrechnung_url} download>
                    {t('xrechnung')}
                  </a>
                </li>
              ) : null}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}

/** The hint under a list: the PDF is already the e-invoice. */
export function InvoiceHint() {
  const { t } = useT('invoices');
  return <p className={styles.hint}>{t('hint')}</p>;
}
