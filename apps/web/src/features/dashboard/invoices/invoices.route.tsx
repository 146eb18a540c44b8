import { InvoicesPage } from './InvoicesPage.tsx';

/** `/dashboard/invoices`: invoices and credit notes of a date range, with the XLSX export. */
export function Component() {
  return <InvoicesPage />;
}
