// The months' names as German and British English texts write them: shared by the web's short
// shipping days (apps/web lib/i18n/shortDay.ts) and the invoices' month of delivery
// (apps/server invoices/invoiceWording.ts), which write them without Intl's date data.

export const GERMAN_MONTHS = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
] as const;

export const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
