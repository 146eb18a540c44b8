// The seller an invoice names (§ 14 Abs. 4 Nr. 1–2 UStG): from the environment, with demo
// defaults so a fresh shop issues complete invoices (docs/invoices.md, README).

export interface Seller {
  name: string;
  /** Street, postcode and city: `Musterstraße 1, 10115 Berlin`. */
  street: string;
  zip: string;
  city: string;
  country: string;
  vatId: string | null;
  taxNumber: string | null;
  email: string;
}

export const DEMO_SELLER = {
  name: 'Federkiel GmbH',
  address: 'Federweg 1, 10115 Berlin',
  vatId: 'DE123456789',
  taxNumber: '30/123/45678',
};

/** `Straße 1, 12345 Stadt` → its parts; an address without a postcode keeps it all as street. */
export function splitAddress(address: string): { street: string; zip: string; city: string } {
  const match = /^(.*?),\s*(\d{4,5})\s+(.+)$/.exec(address.trim());
  if (!match) return { street: address.trim(), zip: '', city: '' };
  return { street: match[1] ?? '', zip: match[2] ?? '', city: match[3] ?? '' };
}

export function sellerFromEnv(env: NodeJS.ProcessEnv = process.env): Seller {
  const address = splitAddress(env.SELLER_ADDRESS?.trim() || DEMO_SELLER.address);
  const vatId = env.SELLER_VAT_ID !== undefined ? env.SELLER_VAT_ID.trim() : DEMO_SELLER.vatId;
  const taxNumber =
    env.SELLER_TAX_NUMBER !== undefined ? env.SELLER_TAX_NUMBER.trim() : DEMO_SELLER.taxNumber;
  return {
    name: env.SELLER_NAME?.trim() || DEMO_SELLER.name,
    ...address,
    country: 'DE',
    vatId: vatId || null,
    taxNumber: taxNumber || null,
    email: /<([^>]+)>/.exec(env.MAIL_FROM ?? '')?.[1] ?? 'hallo@federkiel.de',
  };
}
