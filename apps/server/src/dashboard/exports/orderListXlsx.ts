import type { OrderRow } from '@federkiel/machines/fulfilment/dashboardApi';
import {
  ORDER_STATUS_LABELS,
  PRODUCTION_STATUS_LABELS,
} from '@federkiel/machines/fulfilment/statuses';
import { PAYMENT_STATUS_LABELS, excelDate } from './exportLabels.ts';
import { sheetXlsx, type SheetColumn } from './xlsxSheet.ts';

// `bestellungen-YYYY-MM-DD.xlsx`: the order list as filtered in the dashboard. Dates and the
// value are real dates and numbers (sortable, summable), statuses in German.

const COLUMNS: SheetColumn[] = [
  { header: 'Bestellnummer', kind: 'text', width: 16 },
  { header: 'Datum', kind: 'dateTime', width: 17 },
  { header: 'Karten', kind: 'integer', width: 9 },
  { header: 'Vorlage', kind: 'text', width: 28 },
  { header: 'Status', kind: 'text', width: 20 },
  { header: 'Wert', kind: 'money', width: 13 },
  { header: 'Versanddatum', kind: 'date', width: 14 },
  { header: 'Rechnungsname', kind: 'text', width: 28 },
  { header: 'E-Mail', kind: 'text', width: 32 },
  { header: 'Produktionsstatus', kind: 'text', width: 24 },
  { header: 'Zahlungsstatus', kind: 'text', width: 15 },
];

export function orderListXlsx(rows: OrderRow[]): Promise<Buffer> {
  return sheetXlsx(
    'Bestellungen',
    COLUMNS,
    rows.map((row) => [
      row.number,
      excelDate(row.date_created),
      row.cards,
      row.template,
      ORDER_STATUS_LABELS[row.status] ?? row.status,
      row.grand_total,
      excelDate(row.shipping_date),
      row.billing_name,
      row.email,
      PRODUCTION_STATUS_LABELS[row.production_status] ?? row.production_status,
      PAYMENT_STATUS_LABELS[row.payment_status] ?? row.payment_status,
    ]),
  );
}
