import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressConfirmation } from '@federkiel/machines/addresses/recipientAddresses';
import { addressRefusal } from '../../src/configurations/designRecheck.ts';
import { startTestServer, type TestServer } from '../helpers.ts';
import { validConfiguration } from './configurationFixtures.ts';
import { newSession, startFakeCms, type FakeCms } from './swellHelpers.ts';

// Issue 42: the server checks every recipient's postcode against its town when a design is
// stored (and again before the cart and the order, designRecheck.ts), names the card, the
// field and the suggestion, and lets pass what the customer kept with „Adresse stimmt so“.

let cms: FakeCms;
let server: TestServer;

beforeAll(async () => {
  cms = await startFakeCms();
  server = await startTestServer({ CMS_URL: cms.url, MAX_CARDS: '50' });
});
afterAll(async () => {
  await server.close();
  await cms.close();
});

function post(body: unknown) {
  return server.app.inject({
    method: 'POST',
    url: '/swell/configurations',
    headers: { 'content-type': 'application/json', 'x-session': newSession() },
    payload: JSON.stringify(body),
  });
}

function withAddress(postalCode: string, city: string, country = 'DE') {
  const configuration = validConfiguration(2);
  const second = configuration.recipients[1];
  if (!second) throw new Error('fixture');
  second.address = { ...second.address, postalCode, city, country };
  return { configuration, second };
}

describe('postcode ↔ town on the server', () => {
  it('answers „50667 München“ with the card’s problem and the suggestion Köln', async () => {
    const { configuration, second } = withAddress('50667', 'München');
    const res = await post(configuration);
    expect(res.statusCode, res.body).toBe(422);
    const body = res.json();
    expect(body.cards).toEqual([
      expect.objectContaining({
        cardNumber: 2,
        recipientId: second.id,
        field: 'address.city',
        code: 'townMismatch',
        suggestion: { field: 'address.city', value: 'Köln' },
      }),
    ]);
    expect(body.cards[0].message).toMatch(
      /^Karte 2 \(.+\): Ort – PLZ 50667 gehört zu Köln – meintest du Köln\?$/,
    );
    expect(body.errors['recipients.1.address.city'].code).toBe('POSTCODE_TOWN_MISMATCH');
    expect(body.affectedCards).toBe(1);
  });

  it('names a postcode that does not exist', async () => {
    const { configuration } = withAddress('99999', 'Bad Tölz');
    const res = await post(configuration);
    expect(res.statusCode).toBe(422);
    expect(res.json().cards[0]).toMatchObject({
      field: 'address.postalCode',
      code: 'postalCodeUnknown',
      suggestion: { field: 'address.postalCode', value: '83646' },
    });
  });

  it('stores the address the customer kept on purpose, and foreign addresses', async () => {
    const { configuration, second } = withAddress('50667', 'München');
    second.addressConfirmed = addressConfirmation(second);
    expect((await post(configuration)).statusCode).toBe(201);
    // Kept, then changed: checked again.
    second.address.postalCode = '10115';
    expect((await post(configuration)).statusCode).toBe(422);
    for (const [code, city, country] of [
      ['8010', 'Graz', 'AT'],
      ['3000', 'Bern', 'CH'],
      ['1012 AB', 'Amsterdam', 'NL'],
    ] as const)
      expect((await post(withAddress(code, city, country).configuration)).statusCode).toBe(201);
  });

  it('checks stored designs again before the cart and the order', async () => {
    const { configuration } = withAddress('10115', 'Hamburg');
    const refusal = await addressRefusal(
      configuration,
      'Diese Gestaltung kann so nicht in den Warenkorb.',
    );
    expect(refusal?.error.message).toMatch(
      /^Diese Gestaltung kann so nicht in den Warenkorb\. Karte 2/,
    );
    expect(refusal?.cards[0]?.suggestion).toEqual({ field: 'address.city', value: 'Berlin' });
    expect(await addressRefusal(validConfiguration(3), '')).toBeNull();
  });
});
