import { isoDateInBerlin } from '@federkiel/machines/configurator/workingDays';

// Download names of the dashboard's exports (docs/dashboard.md): `FK-100042-empfaenger.xlsx`
// for one order, `bestellungen-2026-03-01.xlsx` for the list, and the Content-Disposition
// header that carries them.

export const ORDER_EXPORT_KINDS = [
  'empfaenger.xlsx',
  'empfaenger.txt',
  'produktionsblatt.pdf',
] as const;
export type OrderExportKind = (typeof ORDER_EXPORT_KINDS)[number];

export const EXPORT_CONTENT_TYPES: Record<OrderExportKind, string> = {
  'empfaenger.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'empfaenger.txt': 'text/plain; charset=utf-8',
  'produktionsblatt.pdf': 'application/pdf',
};

// Order numbers come from the shop (`FK-100042`); anything outside a safe file-name alphabet
// is replaced, so a strange number can neither add a path nor break the header.
function fileNamePart(value: string): string {
  const safe = value.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '');
  return safe || 'bestellung';
}

export function exportFileName(number: string, kind: OrderExportKind): string {
  return `${fileNamePart(number)}-${kind}`;
}

/** The order list's download, dated by the shop's calendar day (Germany). */
export function orderListFileName(now: Date): string {
  return `bestellungen-${isoDateInBerlin(now)}.xlsx`;
}

/**
 * `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266 / RFC 5987): the quoted name is
 * plain ASCII for old clients (umlauts transliterated, quotes, backslashes and control
 * characters removed), the starred one is the exact name percent-encoded.
 */
export function contentDisposition(fileName: string): string {
  // eslint-disable-next-line no-control-regex
  const exact = fileName.replace(/[\u0000-\u001F\u007F]/g, '');
  const ascii =
    exact
      .replace(/ä/g, 'ae')
      .replace(/ö/g, 'oe')
      .replace(/ü/g, 'ue')
      .replace(/Ä/g, 'Ae')
      .replace(/Ö/g, 'Oe')
      .replace(/Ü/g, 'Ue')
      .replace(/ß/g, 'ss')
      .normalize('NFKD')
      .replace(/[\u0300-\u036F]/g, '')
      .replace(/[^\x20-\x7E]/g, '_')
      .replace(/["\\]/g, '_') || 'download';
  const encoded = encodeURIComponent(exact).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
