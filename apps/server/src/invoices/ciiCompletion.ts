import type { Invoice } from '@e-invoice-eu/core';

// What @e-invoice-eu/core 2.3.4's CII mapping leaves out although the invoice data carry it,
// put into its CII tree before the XML is written (the library's `postProcess` step), so the
// CII and Factur-X XML say what the UBL says:
// - BT-25 / BT-26, the preceding invoice (BG-3): the library maps `cac:BillingReference` with
//   the wrong child paths and writes nothing; EN 16931 wants it on every credit note and
//   corrected invoice (`ram:InvoiceReferencedDocument`, CII D16B order: after the totals).
// - BT-13, the order reference: mapped for the EXTENDED Factur-X profile only, so the PDF's
//   EN 16931 XML lacked what the separate CII has (`ram:BuyerOrderReferencedDocument`).

type Tree = Record<string, unknown>;

/** Puts `key` right after the last of `after` that `tree` has (else first), in place. */
function insertAfter(tree: Tree, after: readonly string[], key: string, value: unknown): void {
  const entries = Object.entries(tree).filter(([k]) => k !== key);
  let at = 0;
  entries.forEach(([k], index) => {
    if (after.includes(k.split('@')[0] ?? k)) at = index + 1;
  });
  entries.splice(at, 0, [key, value]);
  // Key order is element order in the written XML, so the keys are laid out again.
  for (const k of Object.keys(tree)) Reflect.deleteProperty(tree, k);
  Object.assign(tree, Object.fromEntries(entries));
}

function child(tree: Tree | undefined, key: string): Tree | undefined {
  const value = tree?.[key];
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Tree) : undefined;
}

/** `2026-03-02` → `20260302` (UNTDID 2379 format 102). */
function date102(isoDate: string): string {
  return isoDate.replaceAll('-', '');
}

export function completeCii(cii: Tree, invoice: Invoice): void {
  const doc = invoice['ubl:Invoice'];
  const transaction = child(
    child(cii, 'rsm:CrossIndustryInvoice'),
    'rsm:SupplyChainTradeTransaction',
  );
  const agreement = child(transaction, 'ram:ApplicableHeaderTradeAgreement');
  const settlement = child(transaction, 'ram:ApplicableHeaderTradeSettlement');

  const orderId = doc['cac:OrderReference']?.['cbc:ID'];
  if (agreement && orderId && !agreement['ram:BuyerOrderReferencedDocument']) {
    insertAfter(
      agreement,
      [
        'ram:BuyerReference',
        'ram:SellerTradeParty',
        'ram:BuyerTradeParty',
        'ram:SellerTaxRepresentativeTradeParty',
        'ram:SellerOrderReferencedDocument',
      ],
      'ram:BuyerOrderReferencedDocument',
      { 'ram:IssuerAssignedID': orderId },
    );
  }

  const preceding = (doc['cac:BillingReference'] ?? [])
    .map((ref) => ref['cac:InvoiceDocumentReference'])
    .filter((ref) => ref?.['cbc:ID']);
  if (settlement && preceding.length > 0) {
    insertAfter(
      settlement,
      [
        'ram:InvoiceReferencedDocument', // the library's empty one is replaced here
        'ram:SpecifiedTradeSettlementHeaderMonetarySummation',
      ],
      'ram:InvoiceReferencedDocument',
      preceding.map((ref) => ({
        'ram:IssuerAssignedID': ref['cbc:ID'],
        ...(ref['cbc:IssueDate']
          ? {
              'ram:FormattedIssueDateTime': {
                'qdt:DateTimeString': date102(ref['cbc:IssueDate']),
                'qdt:DateTimeString@format': '102',
              },
            }
          : {}),
      })),
    );
  }
}
