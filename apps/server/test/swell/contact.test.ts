import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../../../tests/support/outbox.ts';
import { startTestServer, type TestServer } from '../helpers.ts';

// POST /swell/contact: the shared schema's per-field 400s, storage, the mail to the shop
// (Reply-To the customer, the visitor's text escaped) and the du/Sie confirmation, the
// honeypot, and the per-IP limit.

let server: TestServer;
let outbox: string;

beforeAll(async () => {
  server = await startTestServer({ CONTACT_TO: 'Anfragen <anfragen@federkiel.test>' });
  outbox = path.join(server.dir, 'outbox');
});
afterAll(async () => {
  await server.close();
});

let ipCounter = 1;
/** Each test posts from its own address, so the limit test is the only one limited. */
function post(body: unknown, ip = `10.0.0.${ipCounter++}`) {
  return server.app.inject({
    method: 'POST',
    url: '/swell/contact',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

const valid = {
  message:
    'Hallo,\nkönnt ihr 500 Karten bis Freitag schreiben? <b>Dringend</b>\nhttps://evil.example/',
  name: 'Erika Muster',
  company: 'Muster & Söhne',
  email: 'erika@example.de',
  phone: '+49 (30) 123-456',
  form: 'du',
};

async function inquiries() {
  return server.app.db
    .selectFrom('contact_inquiries')
    .selectAll()
    .orderBy('date_created')
    .execute();
}

describe('POST /swell/contact', () => {
  it('stores the inquiry, mails the shop and confirms to the customer (du)', async () => {
    const before = (await readOutbox(outbox)).length;
    const res = await post(valid, '10.1.0.1');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });

    const rows = await inquiries();
    expect(rows.at(-1)).toMatchObject({
      name: 'Erika Muster',
      company: 'Muster & Söhne',
      email: 'erika@example.de',
      phone: '+49 (30) 123-456',
      message: valid.message,
      form: 'du',
      ip: '10.1.0.1',
    });

    const mails = (await readOutbox(outbox)).slice(before);
    expect(mails).toHaveLength(2);
    const shop = mails.find((m) => m.to === 'anfragen@federkiel.test');
    const customer = mails.find((m) => m.to === 'erika@example.de');
    expect(shop?.subject).toBe('Kontaktanfrage von Erika Muster (Muster & Söhne)');
    expect(shop?.text).toContain('könnt ihr 500 Karten bis Freitag schreiben?');
    expect(shop?.text).toContain('Telefon: +49 (30) 123-456');
    expect(customer?.subject).toBe('Deine Anfrage bei Federkiel');
    expect(customer?.text).toContain('Hallo Erika Muster,');
    expect(customer?.text).toContain('wir melden uns so bald wie möglich bei dir');
    // The confirmation does not repeat the visitor's text.
    expect(customer?.text).not.toContain('Dringend');

    const { simpleParser } = await import('mailparser');
    const fs = await import('node:fs/promises');
    const raw = await fs.readFile(path.join(outbox, shop?.file ?? 'missing'));
    const parsed = await simpleParser(raw);
    expect(parsed.replyTo?.value[0]?.address).toBe('erika@example.de');
    const html = String(parsed.html);
    expect(html).toContain('&#60;b&#62;Dringend&#60;/b&#62;');
    expect(html).not.toContain('<b>Dringend');
    expect(html).not.toContain('href="https://evil.example/');
  });

  it('writes the confirmation in Sie when asked', async () => {
    const before = (await readOutbox(outbox)).length;
    const { company: _c, phone: _p, ...minimal } = valid;
    expect((await post({ ...minimal, form: 'sie', email: 'sie@example.de' })).statusCode).toBe(201);
    const mails = (await readOutbox(outbox)).slice(before);
    const customer = mails.find((m) => m.to === 'sie@example.de');
    expect(customer?.subject).toBe('Ihre Anfrage bei Federkiel');
    expect(customer?.text).toContain('Guten Tag Erika Muster,');
    expect(customer?.text).toContain('bei Ihnen');
    expect((await inquiries()).at(-1)).toMatchObject({ company: '', phone: '', form: 'sie' });
  });

  it.each([
    ['message', { message: '  ' }, 'Bitte eine Nachricht eingeben.'],
    [
      'message',
      { message: 'x'.repeat(5001) },
      'Die Nachricht darf höchstens 5.000 Zeichen lang sein.',
    ],
    ['name', { name: '' }, 'Bitte den vollständigen Namen angeben.'],
    ['name', { name: 'x'.repeat(201) }, 'Der Name darf höchstens 200 Zeichen lang sein.'],
    ['email', { email: 'erika.example.de' }, 'Diese E-Mail-Adresse sieht nicht gültig aus.'],
    ['email', { email: undefined }, 'Bitte eine E-Mail-Adresse angeben.'],
    ['phone', { phone: 'ruf mich an' }, 'Die Telefonnummer sieht nicht gültig aus'],
    ['phone', { phone: '12345' }, 'Die Telefonnummer sieht nicht gültig aus'],
    ['form', { form: 'ihr' }, 'Bitte „du“ oder „sie“ wählen.'],
    [
      'company',
      { company: 'x'.repeat(201) },
      'Der Firmenname darf höchstens 200 Zeichen lang sein.',
    ],
  ])('%s: %j → 400', async (param, change, message) => {
    const count = (await inquiries()).length;
    const res = await post({ ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.param).toBe(param);
    expect(res.json().error.code).toBe('invalid_request');
    expect(res.json().error.message).toContain(message);
    expect((await inquiries()).length).toBe(count);
  });

  it('refuses unknown fields and a body that is not an object', async () => {
    const extra = await post({ ...valid, subject: 'x' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error).toMatchObject({ code: 'unknown_field', param: 'subject' });
    expect((await post([valid])).statusCode).toBe(400);
    expect((await post('hallo')).statusCode).toBe(400);
  });

  it('a filled honeypot looks like success but stores and sends nothing', async () => {
    const count = (await inquiries()).length;
    const mails = (await readOutbox(outbox)).length;
    const res = await post({ ...valid, website: 'https://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });
    expect((await inquiries()).length).toBe(count);
    expect((await readOutbox(outbox)).length).toBe(mails);
    // An empty honeypot is a person.
    expect((await post({ ...valid, website: '' })).statusCode).toBe(201);
    expect((await inquiries()).length).toBe(count + 1);
  });

  it('limits each IP to 10 an hour (bad requests and honeypots count)', async () => {
    const ip = '10.9.9.9';
    expect((await post({ ...valid, website: 'bot' }, ip)).statusCode).toBe(201);
    expect((await post({ ...valid, email: 'x' }, ip)).statusCode).toBe(400);
    for (let i = 0; i < 8; i += 1) expect((await post(valid, ip)).statusCode).toBe(201);
    const limited = await post(valid, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    expect(limited.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await post(valid, '10.9.9.10')).statusCode).toBe(201);
  });
});
