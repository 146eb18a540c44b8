import { createRecipient } from '@federkiel/machines/configurator/recipientSchema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers.ts';
import { type Customer, signedInCustomer, swell } from './accountHelpers.ts';
import { newSession } from './swellHelpers.ts';

// /swell/lists: CRUD for the owner, rows checked with the shared recipient rules, the card
// limit, unique names, 401 signed out and 404 for another account.

let server: TestServer;
let ada: Customer;
let bob: Customer;
const MAX_CARDS = 20;

beforeAll(async () => {
  server = await startTestServer({ MAX_CARDS: String(MAX_CARDS) });
  ada = await signedInCustomer(server.app);
  bob = await signedInCustomer(server.app);
});
afterAll(async () => {
  await server.close();
});

const anna = createRecipient('r1', {
  gender: 'female',
  firstName: 'Anna',
  lastName: 'Schmidt',
  address: { line1: 'Hauptstr. 1', postalCode: '10115', city: 'Berlin', country: 'DE' },
});
const firma = createRecipient('r2', { company: 'Muster GmbH', addressForm: 'sie' });

const req = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  session: string | null,
  body?: unknown,
) => swell(server.app, method, url, session, body);

describe('/swell/lists', () => {
  it('creates, lists, reads, renames, replaces, marks used and deletes a list', async () => {
    const created = await req('POST', '/lists', ada.session, {
      name: ' Weihnachten ',
      recipients: [anna, firma],
    });
    expect(created.statusCode).toBe(201);
    const list = created.json();
    expect(list).toMatchObject({
      name: 'Weihnachten',
      count: 2,
      lastUsed: null,
      recipients: [anna, firma],
    });
    expect(list.id).toMatch(/^lst_/);

    const index = (await req('GET', '/lists', ada.session)).json().results;
    expect(index).toEqual([
      {
        id: list.id,
        name: 'Weihnachten',
        count: 2,
        lastUsed: null,
        dateCreated: list.dateCreated,
        dateUpdated: list.dateUpdated,
      },
    ]);

    const renamed = await req('PUT', `/lists/${list.id}`, ada.session, {
      name: 'Weihnachten 2030',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Weihnachten 2030', count: 2 });

    const replaced = await req('PUT', `/lists/${list.id}`, ada.session, { recipients: [firma] });
    expect(replaced.json()).toMatchObject({
      name: 'Weihnachten 2030',
      count: 1,
      recipients: [firma],
    });

    expect((await req('POST', `/lists/${list.id}/used`, ada.session)).statusCode).toBe(204);
    const read = await req('GET', `/lists/${list.id}`, ada.session);
    expect(read.json().lastUsed).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    expect((await req('DELETE', `/lists/${list.id}`, ada.session)).statusCode).toBe(204);
    expect((await req('GET', `/lists/${list.id}`, ada.session)).statusCode).toBe(404);
    expect((await req('GET', '/lists', ada.session)).json().results).toEqual([]);
  });

  it('answers every row problem with its row, field and German message', async () => {
    const noName = createRecipient('r1', { gender: 'female' });
    const wrongZip = createRecipient('r2', {
      gender: 'male',
      firstName: 'Tom',
      lastName: 'Meyer',
      address: { line1: 'Weg 2', postalCode: '123', city: 'Köln', country: 'DE' },
    });
    const res = await req('POST', '/lists', ada.session, {
      name: 'Kaputt',
      recipients: [anna, noName, wrongZip],
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toMatchObject({ code: 'invalid_recipients', param: 'recipients' });
    expect(body.rows).toEqual([
      expect.objectContaining({
        row: 2,
        recipientId: 'r1',
        field: 'lastName',
        code: 'nameOrCompany',
        message: 'Bitte einen Namen oder eine Firma angeben.',
      }),
      expect.objectContaining({
        row: 3,
        recipientId: 'r2',
        field: 'address.postalCode',
        code: 'postalCode',
      }),
    ]);
    expect(body.rows[1].message).toContain('Postleitzahl');
    expect(body.problemCount).toBe(2);
    expect((await req('GET', '/lists', ada.session)).json().results).toEqual([]);

    // The same checks on PUT.
    const { id } = (
      await req('POST', '/lists', ada.session, { name: 'Gut', recipients: [anna] })
    ).json();
    const put = await req('PUT', `/lists/${id}`, ada.session, { recipients: [noName] });
    expect(put.statusCode).toBe(400);
    expect(put.json().rows[0]).toMatchObject({ row: 1, code: 'nameOrCompany' });
    expect((await req('GET', `/lists/${id}`, ada.session)).json().recipients).toEqual([anna]);
    await req('DELETE', `/lists/${id}`, ada.session);
  });

  it('refuses more than MAX_CARDS recipients', async () => {
    const many = Array.from({ length: MAX_CARDS + 1 }, (_, i) => ({ ...firma, id: `r${i + 1}` }));
    const res = await req('POST', '/lists', ada.session, { name: 'Zu viele', recipients: many });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'too_many_cards', param: 'recipients' });
    expect(res.json().error.message).toContain(String(MAX_CARDS));
    const exactly = await req('POST', '/lists', ada.session, {
      name: 'Genau',
      recipients: many.slice(1),
    });
    expect(exactly.statusCode).toBe(201);
    await req('DELETE', `/lists/${exactly.json().id}`, ada.session);
  });

  it.each([
    ['no name', { recipients: [anna] }, 'invalid_request', 'name'],
    ['blank name', { name: '   ', recipients: [anna] }, 'invalid_request', 'name'],
    ['name too long', { name: 'x'.repeat(101), recipients: [anna] }, 'invalid_request', 'name'],
    ['recipients not a list', { name: 'A', recipients: 'anna' }, 'invalid_request', 'recipients'],
    [
      'a row of the wrong shape',
      { name: 'A', recipients: [{ id: 'r1' }] },
      'invalid_request',
      'recipients.0.firstName',
    ],
    ['unknown field', { name: 'A', recipients: [anna], shared: true }, 'unknown_field', 'shared'],
    [
      'unknown field in a row',
      { name: 'A', recipients: [{ ...anna, age: 40 }] },
      'unknown_field',
      'recipients.0.age',
    ],
  ])('%s → 400', async (_, body, code, param) => {
    const res = await req('POST', '/lists', ada.session, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code, param });
  });

  it('PUT needs a field; names are unique per account', async () => {
    const { id } = (
      await req('POST', '/lists', ada.session, { name: 'Familie', recipients: [anna] })
    ).json();
    expect((await req('PUT', `/lists/${id}`, ada.session, {})).statusCode).toBe(400);
    const twin = await req('POST', '/lists', ada.session, { name: 'Familie', recipients: [] });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().error.code).toBe('list_name_taken');
    const { id: other } = (
      await req('POST', '/lists', ada.session, { name: 'Freunde', recipients: [] })
    ).json();
    expect((await req('PUT', `/lists/${other}`, ada.session, { name: 'Familie' })).statusCode).toBe(
      409,
    );
    // Another account may use the same name.
    expect(
      (await req('POST', '/lists', bob.session, { name: 'Familie', recipients: [] })).statusCode,
    ).toBe(201);
  });

  it("another account's list is 404; signed out is 401", async () => {
    const { id } = (
      await req('POST', '/lists', ada.session, { name: 'Geheim', recipients: [anna] })
    ).json();
    expect((await req('GET', `/lists/${id}`, bob.session)).statusCode).toBe(404);
    expect((await req('PUT', `/lists/${id}`, bob.session, { name: 'Meins' })).statusCode).toBe(404);
    expect((await req('POST', `/lists/${id}/used`, bob.session)).statusCode).toBe(404);
    expect((await req('DELETE', `/lists/${id}`, bob.session)).statusCode).toBe(404);
    const bobs = (await req('GET', '/lists', bob.session)).json().results;
    expect(bobs.map((l: { id: string }) => l.id)).not.toContain(id);

    const anonymous = newSession();
    for (const res of [
      await req('GET', '/lists', anonymous),
      await req('POST', '/lists', anonymous, { name: 'X', recipients: [] }),
      await req('GET', `/lists/${id}`, anonymous),
      await req('DELETE', `/lists/${id}`, anonymous),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('login_required');
    }
    const mine = await req('GET', `/lists/${id}`, ada.session);
    expect(mine.json()).toMatchObject({ name: 'Geheim', recipients: [anna] });
  });
});
