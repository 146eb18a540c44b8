import {
  CUSTOMER_ADDRESS_LABELS,
  cleanCustomerAddress,
  customerAddressErrors,
  type CustomerAddressBody,
  type CustomerAddressKind,
} from '@federkiel/machines/fulfilment/addressCorrection';
import type { FastifyInstance } from 'fastify';
import type { OrdersTable } from '../db/schema.ts';
import { ClientError } from '../http/errors.ts';
import { reissueInvoiceAfterAddressChange } from '../invoices/reissueInvoice.ts';
import type { AddressData } from '../store/cart/cartData.ts';
import type { ApiCart } from '../store/cart/cartView.ts';
import {
  AddressRefused,
  addressText,
  assertBeforeProduction,
  storeAddressChange,
} from './addressCorrection.ts';
import type { Staff } from './staffSessions.ts';

// The customer's billing or delivery address corrected by staff (issue 28): the order's
// snapshot gets the new fields (payment data beside them untouched), the list's row its new
// name, the timeline the old and the new address. The customer's saved addresses stay as
// they are — this is the order's copy.

const FIELDS = [
  'first_name',
  'last_name',
  'company',
  'address1',
  'address2',
  'zip',
  'city',
  'country',
  'phone',
  'vat_id',
] as const;

type Fields = Partial<Record<(typeof FIELDS)[number] | 'name', string>>;

function fieldsOf(address: AddressData | undefined): Fields {
  const out: Fields = {};
  for (const key of ['name', ...FIELDS] as const) {
    const value = address?.[key];
    if (typeof value === 'string' && value.trim() !== '') out[key] = value.trim();
  }
  return out;
}

const nameOf = (a: Fields) => a.name || [a.first_name, a.last_name].filter(Boolean).join(' ');

function linesOf(a: Fields): string[] {
  return [
    nameOf(a),
    a.company ?? '',
    a.address1 ?? '',
    a.address2 ?? '',
    [a.zip, a.city].filter(Boolean).join(' '),
    a.country && a.country !== 'DE' ? a.country : '',
  ];
}

export async function correctCustomerAddress(
  app: FastifyInstance,
  order: OrdersTable,
  kind: CustomerAddressKind,
  body: CustomerAddressBody,
  staff: Staff,
): Promise<void> {
  assertBeforeProduction(order);
  const snapshot = JSON.parse(order.data) as ApiCart;
  if (kind === 'shipping' && snapshot.shipping.service === 'to_recipients') {
    throw new ClientError(
      409,
      'no_delivery_address',
      'Diese Bestellung geht direkt an die Empfänger und hat keine eigene Lieferadresse – bitte die Adresse der betroffenen Karte korrigieren.',
    );
  }
  const address = cleanCustomerAddress(body);
  const errors = customerAddressErrors(address);
  if (Object.keys(errors).length > 0) throw new AddressRefused(errors);

  // „Wie Lieferadresse“ leaves billing empty: the address shown (and corrected) is shipping's.
  const stored = fieldsOf(snapshot[kind]);
  const shown =
    kind === 'billing' && !stored.address1 && !stored.city ? fieldsOf(snapshot.shipping) : stored;
  const next: Fields = fieldsOf({
    first_name: address.firstName,
    last_name: address.lastName,
    name: [address.firstName, address.lastName].filter(Boolean).join(' '),
    company: address.company,
    address1: address.address1,
    address2: address.address2,
    zip: address.zip,
    city: address.city,
    country: address.country,
    phone: address.phone,
    vat_id: address.vatId,
  });
  const from = addressText(linesOf(shown));
  const to = addressText(linesOf(next));
  if (from === to && shown.phone === next.phone && shown.vat_id === next.vat_id) return;

  // Fields the form does not carry (payment method, card, service) stay as they were.
  const kept = Object.fromEntries(
    Object.entries(snapshot[kind]).filter(
      ([key]) => !(['name', ...FIELDS] as string[]).includes(key),
    ),
  );
  const updated = { ...snapshot, [kind]: { ...kept, ...next } } as ApiCart;
  const billingName = nameOf(fieldsOf(updated.billing)) || nameOf(fieldsOf(updated.shipping));

  await storeAddressChange(
    app,
    order,
    {
      data: JSON.stringify(updated),
      write: async (trx) => {
        await trx
          .updateTable('order_rows')
          .set({
            billing_name: billingName,
            search_text: [order.number, billingName, order.email].join(' ').toLowerCase(),
          })
          .where('order_id', '=', order.id)
          .execute();
        // An issued invoice is never edited: a changed buyer gets a Rechnungskorrektur (#29).
        await reissueInvoiceAfterAddressChange(trx, order.id, app.store.clock.now());
      },
      event: {
        target: kind,
        label: CUSTOMER_ADDRESS_LABELS[kind],
        from,
        to,
        // Every field as it was (including what only the shipping address held) and is.
        before: JSON.stringify(stored),
        after: JSON.stringify(next),
      },
    },
    staff,
  );
}
