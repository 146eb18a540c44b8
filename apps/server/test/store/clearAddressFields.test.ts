import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers.ts';
import { StoreClient } from '../storeClient.ts';
import { addDesignedCards } from './designedCards.ts';

// Issue #27: a customer who deletes the stored USt-IdNr. or company in the checkout means
// it. A field sent empty or null clears what the cart held; a field not sent stays.

let server: TestServer;
afterEach(async () => server.close());

const ADDRESS = {
  name: 'Anna Muster',
  company: 'Muster GmbH',
  address1: 'Hauptstraße 1',
  zip: '10115',
  city: 'Berlin',
  country: 'DE',
};

describe('clearing address fields of the cart', () => {
  it('clears the USt-IdNr., the company and the Leitweg-ID sent empty, keeps the rest', async () => {
    server = await startTestServer();
    const client = new StoreClient(server.app);
    await addDesignedCards(server.app, client, { product_id: 'prd_a6_postkarte', quantity: 1 });
    const first = await client.put('/cart', {
      shipping: { ...ADDRESS, service: 'to_customer' },
      billing: {
        ...ADDRESS,
        vat_id: 'DE123456788',
        leitweg_id: '04011000-12345-03',
        method: 'card',
      },
    });
    expect(first.body.errors).toBeUndefined();
    expect(first.body.billing).toMatchObject({ vat_id: 'DE123456788', company: 'Muster GmbH' });

    // The web sends the whole address with the cleared fields empty.
    const cleared = await client.put('/cart', {
      shipping: { ...ADDRESS, company: '' },
      billing: { ...ADDRESS, company: '', vat_id: '', leitweg_id: null },
    });
    expect(cleared.body.errors).toBeUndefined();
    const cart = (await client.get('/cart')).body;
    expect(cart.billing.vat_id ?? '').toBe('');
    expect(cart.billing.company ?? '').toBe('');
    expect(cart.billing.leitweg_id ?? '').toBe('');
    expect(cart.shipping.company ?? '').toBe('');
    // Not sent: kept.
    expect(cart.billing).toMatchObject({ address1: 'Hauptstraße 1', method: 'card' });
    expect(cart.shipping).toMatchObject({ city: 'Berlin', service: 'to_customer' });

    // A payment-only update names no address field and clears none.
    await client.put('/cart', {
      billing: { vat_id: 'ATU10223006', company: 'Neu AG' },
    });
    await client.put('/cart', { billing: { method: 'paypal' } });
    expect((await client.get('/cart')).body.billing).toMatchObject({
      vat_id: 'ATU10223006',
      company: 'Neu AG',
      method: 'paypal',
    });
  });

  it('refuses a USt-IdNr. or Leitweg-ID whose check digits do not fit, at the field (issue #39)', async () => {
    server = await startTestServer();
    const client = new StoreClient(server.app);
    await addDesignedCards(server.app, client, { product_id: 'prd_a6_postkarte', quantity: 1 });
    const res = await client.put('/cart', {
      billing: { ...ADDRESS, vat_id: 'DE123456789', leitweg_id: '991-12345-06' },
    });
    // The store contract's answer to input a customer can correct (store/fieldErrors.ts).
    expect(res.body.errors).toEqual({
      'billing.vat_id': {
        code: 'INVALID',
        message: 'Die Prüfziffer der USt-IdNr. stimmt nicht – bitte prüfen Sie die Nummer.',
      },
      'billing.leitweg_id': {
        code: 'INVALID',
        message: 'Die Prüfziffern der Leitweg-ID stimmen nicht – bitte prüfen Sie die Nummer.',
      },
    });
    expect((await client.get('/cart')).body.billing?.vat_id ?? '').toBe('');
  });
});
