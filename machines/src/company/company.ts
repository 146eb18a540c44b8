// The company behind the shop — the one source of the seller's data (issue #39): the web app's
// Impressum, privacy page and footer show it, the server names it as the seller on every
// invoice and credit note (PDF and XML). Change it here; an issued invoice keeps what it said.
// The values are demo data of a fictitious company (docs/invoices.md "Seller").

export const COMPANY = {
  name: 'Federkiel GmbH',
  street: 'Federweg 1',
  postalCode: '10115',
  city: 'Berlin',
  /** ISO 3166-1 alpha-2. */
  country: 'DE',
  phone: '+49 30 1234567-0',
  phoneHref: 'tel:+493012345670',
  email: 'hallo@federkiel.de',
  privacyEmail: 'datenschutz@federkiel.de',
  director: 'Clara Feder',
  registerCourt: 'Amtsgericht Charlottenburg',
  registerNumber: 'HRB 234567 B',
  /** USt-IdNr. with a valid check digit (ISO 7064 MOD 11,10, checked in company.test.ts). */
  vatId: 'DE312345671',
  /** Steuernummer of the Finanzamt; invoices name it next to the USt-IdNr. */
  taxNumber: '30/123/45678',
} as const;

export type Company = typeof COMPANY;

/** `Federweg 1, 10115 Berlin` — the one-line address of footers and letterheads. */
export function companyAddressLine(company: Company = COMPANY): string {
  return `${company.street}, ${company.postalCode} ${company.city}`;
}
