import type { Kysely } from 'kysely';
import type { AccountsTable, Database } from '../../db/schema.ts';
import type { AddressData } from '../cart/cartData.ts';
import type { AddressForm } from '../../mail/templates.ts';

// Accounts as stored and as the API shows them (spec §3 "Account"). The password hash never
// leaves this module's callers.

export type AccountRow = AccountsTable;

export async function accountById(
  db: Kysely<Database>,
  id: string | null,
): Promise<AccountRow | null> {
  if (!id) return null;
  return (
    (await db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst()) ?? null
  );
}

export async function accountByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<AccountRow | null> {
  return (
    (await db.selectFrom('accounts').selectAll().where('email', '=', email).executeTakeFirst()) ??
    null
  );
}

export function addressForm(account: Pick<AccountRow, 'address_form'> | null): AddressForm {
  return account?.address_form === 'sie' ? 'sie' : 'du';
}

function parseAddress(json: string | null): AddressData {
  return json ? (JSON.parse(json) as AddressData) : {};
}

export function apiAccount(account: AccountRow) {
  return {
    id: account.id,
    email: account.email,
    first_name: account.first_name,
    last_name: account.last_name,
    name: [account.first_name, account.last_name].filter(Boolean).join(' '),
    phone: account.phone,
    address_form: addressForm(account),
    email_optin: account.email_optin === 1,
    shipping: parseAddress(account.shipping),
    billing: parseAddress(account.billing),
    guest: false,
    type: 'individual',
    balance: 0,
    currency: 'EUR',
    date_created: account.date_created,
    date_updated: account.date_updated,
  };
}
