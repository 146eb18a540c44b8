import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClassName } from '../../../components/Button.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { LoadingState } from '../../../components/LoadingState.tsx';
import { useT } from '../../../lib/i18n/useT.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { QueryError } from '../components/QueryError.tsx';
import { useDashboardFormat } from '../hooks/useDashboardFormat.ts';
import { rangeFrom } from './invoiceRange.ts';
import { invoicesXlsxUrl, useInvoices, type AdminInvoice } from './invoicesApi.ts';
import shared from '../components/Dashboard.module.css';
import styles from './InvoicesPage.module.css';

/**
 * `/dashboard/invoices` (issue 29): the invoices and credit notes of a date range with their
 * files, and the same range as XLSX for the accountant. The range lives in the address.
 */
export function InvoicesPage() {
  const { t } = useT('dashboard-invoices');
  const format = useDashboardFormat();
  useDocumentTitle(t('pageTitle'));
  const [params, setParams] = useSearchParams();
  const range = rangeFrom(params, new Date());
  const [draft, setDraft] = useState(range);
  const invalid = draft.from > draft.to;
  const query = useInvoices(range);
  const invoices = query.data?.results;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    setParams({ from: draft.from, to: draft.to }, { replace: true });
  };

  return (
    <>
      <div className={shared.pageHead}>
        <h1 className={shared.pageTitle}>{t('title')}</h1>
        <div className={shared.pageActions}>
          <a
            href={invoicesXlsxUrl(range)}
            download
            className={buttonClassName({ variant: 'secondary', size: 'sm' })}
          >
            {t('export')}
          </a>
        </div>
      </div>
      <p className={styles.intro}>{t('intro')}</p>

      <form className={styles.range} onSubmit={onSubmit} noValidate>
        <label className={styles.field}>
          {t('from')}
          <input
            type="date"
            value={draft.from}
            required
            onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
          />
        </label>
        <label className={styles.field}>
          {t('to')}
          <input
            type="date"
            value={draft.to}
            required
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? 'invoice-range-error' : undefined}
            onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
          />
        </label>
        <Button type="submit" variant="ghost" bordered size="sm">
          {t('show')}
        </Button>
        {invalid ? (
          <p id="invoice-range-error" className={styles.error} role="alert">
            {t('rangeInvalid')}
          </p>
        ) : null}
      </form>

      {query.isPending ? (
        <LoadingState label={t('loading')} />
      ) : query.isError && !invoices ? (
        <QueryError error={query.error} title={t('failed')} onRetry={() => void query.refetch()} />
      ) : invoices && invoices.length === 0 ? (
        <EmptyState
          level={2}
          icon={
            <svg viewBox="0 0 24 24">
              <path d="M6 3h9l3 3v15H6z" />
              <path d="M9 9h6M9 13h6M9 17h4" />
            </svg>
          }
          title={t('empty')}
          text={t('emptyText')}
        />
      ) : invoices ? (
        <div className={shared.tableWrap}>
          <table className={shared.table}>
            <caption className="fk-visually-hidden">
              {t('caption', { from: format.day(range.from), to: format.day(range.to) })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('number')}</th>
                <th scope="col">{t('kind')}</th>
                <th scope="col">{t('date')}</th>
                <th scope="col">{t('order')}</th>
                <th scope="col">{t('customer')}</th>
                <th scope="col" className={shared.num}>
                  {t('net')}
                </th>
                <th scope="col" className={shared.num}>
                  {t('gross')}
                </th>
                <th scope="col">{t('files')}</th>
              </tr>
            </thead>
            <tbody>
              {invoices.map((invoice) => (
                <InvoiceRow key={invoice.id} invoice={invoice} />
              ))}
            </tbody>
            <tfoot>
              <tr className={styles.sum}>
                <td colSpan={5}>{t('sum', { count: invoices.length })}</td>
                <td className={shared.num}>{format.money(signedSum(invoices, 'sub_total'))}</td>
                <td className={shared.num}>{format.money(signedSum(invoices, 'grand_total'))}</td>
                <td />
              </tr>
            </tfoot>
          </table>
        </div>
      ) : null}
    </>
  );
}

/** A credit note counts against the invoices (as in the XLSX). */
function signed(invoice: AdminInvoice, amount: number): number {
  return invoice.type === 'credit' ? -amount : amount;
}

function signedSum(invoices: readonly AdminInvoice[], field: 'sub_total' | 'grand_total'): number {
  const cents = invoices.reduce((sum, i) => sum + Math.round(signed(i, i[field]) * 100), 0);
  return cents / 100;
}

function InvoiceRow({ invoice }: { invoice: AdminInvoice }) {
  const { t } = useT('dashboard-invoices');
  const format = useDashboardFormat();
  const kind =
    invoice.type === 'credit' ? t('credit') : invoice.replaces ? t('correction') : t('invoice');
  const file = (label: string) => t('fileLabel', { file: label, number: invoice.number });
  return (
    <tr>
      <th scope="row">{invoice.number}</th>
      <td>{kind}</td>
      <td>
        {invoice.date_issued ? format.day(invoice.date_issued) : format.date(invoice.date_created)}
      </td>
      <td>
        <Link to={`/dashboard/orders/${encodeURIComponent(invoice.order_id)}`}>
          {invoice.order_number ?? invoice.order_id}
        </Link>
      </td>
      <td className={shared.wrap}>
        {[invoice.billing?.company, invoice.billing?.name].filter(Boolean).join(', ')}
      </td>
      <td className={shared.num}>{format.money(signed(invoice, invoice.sub_total))}</td>
      <td className={shared.num}>{format.money(signed(invoice, invoice.grand_total))}</td>
      <td>
        <span className={styles.files}>
          <a href={invoice.pdf_url} download aria-label={file(t('pdf'))}>
            {t('pdf')}
          </a>
          <a href={invoice.xml_url} download aria-label={file(t('xml'))}>
            {t('xml')}
          </a>
          {invoice.xrechnung_url ? (
            <a href={invoice.xrechnung_url} download aria-label={file(t('xrechnung'))}>
              {t('xrechnung')}
            </a>
          ) : null}
        </span>
      </td>
    </tr>
  );
}
