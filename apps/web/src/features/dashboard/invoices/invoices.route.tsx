import { RoleGate } from '../staff/RoleGate.tsx';
import { InvoicesPage } from './InvoicesPage.tsx';

/** `/dashboard/invoices`: invoices and credit notes of a date range, with the XLSX export. */
export function Component() {
  return (
    <RoleGate route="GET /invoices">
      <InvoicesPage />
    </RoleGate>
  );
}
