import type { StoreOrder } from '../../../lib/store/types.ts';

/** A business customer's earlier order, as the account's order list returns it. */
export const lastBusinessOrder = {
  id: 'ord_0',
  date_created: '2026-11-01T10:00:00.000Z',
  shipping: {
    first_name: 'Grace',
    last_name: 'Hopper',
    company: 'Tinte & Co. GmbH',
    address1: 'Auftragsweg 3',
    zip: '80331',
    city: 'München',
    country: 'DE',
    service: 'to_customer',
  },
  billing: {
    first_name: 'Grace',
    last_name: 'Hopper',
    company: 'Tinte & Co. GmbH',
    address1: 'Auftragsweg 3',
    zip: '80331',
    city: 'München',
    country: 'DE',
    vat_id: 'DE123456788',
    method: 'card',
  },
} as StoreOrder;
