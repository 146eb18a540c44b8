import { COMPANY, type Company } from '@federkiel/machines/company/company';

// The seller an invoice names (§ 14 Abs. 4 Nr. 1–2 UStG): the company of the Impressum, from
// its one source (machines/src/company/company.ts, issue #39) — so the invoice, its XML, the
// Impressum and the footer cannot name two different companies.

export interface Seller {
  name: string;
  street: string;
  zip: string;
  city: string;
  country: string;
  vatId: string | null;
  taxNumber: string | null;
  email: string;
  /** The seller contact XRechnung requires (BT-42). Absent on documents issued before it. */
  phone?: string;
}

export function sellerOf(company: Company = COMPANY): Seller {
  return {
    name: company.name,
    street: company.street,
    zip: company.postalCode,
    city: company.city,
    country: company.country,
    vatId: company.vatId || null,
    taxNumber: company.taxNumber || null,
    email: company.email,
    phone: company.phone,
  };
}
