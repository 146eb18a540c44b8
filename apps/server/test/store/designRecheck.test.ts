import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OrderConfiguration } from '@federkiel/machines/configurator/schema';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_SECRET_HEADER } from '../../src/cms/cmsWebhook.ts';
import { designRecheckOf } from '../../src/configurations/cartDesignChecks.ts';
import { createCurrentFonts } from '../../src/configurations/currentFonts.ts';
import { writingRefusal } from '../../src/configurations/designRecheck.ts';
import { startTestServer, type TestServer } from '../helpers.ts';
import { StoreClient } from '../storeClient.ts';
import { validConfiguration } from '../swell/configurationFixtures.ts';
import { readyToOrder } from './readyCart.ts';
import { approvedPaypal } from './sandboxPayments.ts';

// Issue 26: a design is checked again with the pen fonts of NOW when it goes into the cart and
// when it is ordered. The fake CMS serves font 11 as a pen font whose editor can take a letter
// out (a new file, announced by the CMS's webhook); the design was stored while it had it.

const SECRET = 'webhook-secret-for-tests';
const PRODUCT = 'prd_a6_postkarte';

/** A pen font (SVG font) with one stroke per character of Latin-1 and Latin Extended-A. */
function penFontSvg(without: string): string {
  const glyphs: string[] = [];
  for (let code = 0x21; code <= 0x17f; code += 1) {
    if (code >= 0x7f && code < 0xa1) continue;
    const char = String.fromCodePoint(code);
    if (without.includes(char)) continue;
    const escaped = `&#x${code.toString(16)};`;
    glyphs.push(`<glyph unicode="${escaped}" horiz-adv-x="420" d="M 40 0 L 200 520 L 360 0"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg"><defs><font horiz-adv-x="420">
<font-face font-family="Teststift" units-per-em="1000" ascent="800" descent="-200" x-height="400"/>
<missing-glyph horiz-adv-x="420"/><glyph unicode=" " horiz-adv-x="300"/>
${glyphs.join('\n')}
</font></defs></svg>`;
}

interface FakePenCms {
  url: string;
  /** What the font's file lacks now: '' = every letter, 'q' = an editor took the q out. */
  missing: string;
  down: boolean;
  requests: string[];
  close(): Promise<void>;
}

async function startPenCms(): Promise<FakePenCms> {
  const state: FakePenCms = {
    url: '',
    missing: '',
    down: false,
    requests: [],
    close: async () => {},
  };
  const server = http.createServer((req, res) => {
    state.requests.push(req.url ?? '');
    if (state.down) {
      res.writeHead(500, { 'content-type': 'application/json' });
      return res.end('{"error":{"status":500}}');
    }
    const url = new URL(req.url ?? '/', 'http://cms');
    // Strapi gives a replaced file a new name (its hash) and the entry a new updatedAt.
    const version = state.missing ? `ohne_${state.missing}` : 'voll';
    if (url.pathname === '/api/fonts/11') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(
        JSON.stringify({
          data: {
            id: 11,
            name: 'Caveat',
            slug: 'caveat',
            accountId: null,
            updatedAt: `2025-01-01T00:00:00.000Z#${version}`,
            file: null,
            penFont: { url: `/uploads/stift_${version}.svg` },
          },
        }),
      );
    }
    const file = /^\/uploads\/stift_(voll|ohne_(.+))\.svg$/.exec(url.pathname);
    if (file) {
      res.writeHead(200, { 'content-type': 'image/svg+xml' });
      return res.end(penFontSvg(file[2] ?? ''));
    }
    res.writeHead(404, { 'content-type': 'application/json' });
    return res.end('{"data":null}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

let cms: FakePenCms;
let server: TestServer;

beforeAll(async () => {
  cms = await startPenCms();
  server = await startTestServer({
    CMS_URL: cms.url,
    CMS_WEBHOOK_SECRET: SECRET,
    MAX_CARDS: '200',
    LOG_LEVEL: 'error',
  });
});
afterAll(async () => {
  await server.close();
  await cms.close();
});
afterEach(async () => {
  cms.down = false;
  await changeFont('');
});

/** An editor changes the font in the CMS; the CMS calls the shop's webhook. */
async function changeFont(missing: string) {
  cms.missing = missing;
  const res = await server.app.inject({
    method: 'POST',
    url: '/swell/cms-webhook',
    headers: { 'content-type': 'application/json', [WEBHOOK_SECRET_HEADER]: SECRET },
    payload: JSON.stringify({ event: 'media.update' }),
  });
  expect(res.statusCode).toBe(200);
}

/** Card 2 is for "Herr Marquardt" (Sie): only its salutation and envelope have a q. */
function designWithQ(cards = 3): { configuration: OrderConfiguration; name: string } {
  const configuration = validConfiguration(cards);
  const second = configuration.recipients[1];
  if (!second) throw new Error('fixture');
  second.lastName = 'Marquardt';
  return { configuration, name: `${second.firstName} Marquardt` };
}

async function storeDesign(client: StoreClient, configuration: OrderConfiguration) {
  if (!client.session) await client.get('/cart');
  const res = await server.app.inject({
    method: 'POST',
    url: '/swell/configurations',
    headers: { 'content-type': 'application/json', 'x-session': client.session as string },
    payload: JSON.stringify(configuration),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

const line = (configurationId: string, quantity = 3) => ({
  product_id: PRODUCT,
  quantity,
  metadata: { configurationId },
});

describe('putting a stored design into the cart', () => {
  it('refuses it with 422 naming card, recipient, field and letters once the font lost a letter', async () => {
    const client = new StoreClient(server.app);
    const { configuration, name } = designWithQ();
    const id = await storeDesign(client, configuration);
    await changeFont('q');

    const added = await client.post('/cart/items', line(id));
    expect(added.status).toBe(422);
    const card = {
      cardNumber: 2,
      recipientLabel: name,
      code: 'unsupportedCharacters',
      letters: ['q'],
    };
    expect(added.body.cards).toEqual([
      expect.objectContaining({ ...card, field: 'text' }),
      expect.objectContaining({ ...card, field: 'envelope' }),
    ]);
    const message = (field: string) =>
      `Karte 2 (${name}), ${field}: Diese Zeichen kann der Stift nicht schreiben: q`;
    expect(added.body.errors['recipients.1.text'].message).toBe(message('Kartentext'));
    expect(added.body.errors['recipients.1.envelope'].message).toBe(message('Umschlag'));
    expect(added.body.error).toEqual({
      code: 'configuration_refused',
      message: `Diese Gestaltung kann so nicht in den Warenkorb. ${message('Kartentext')}`,
    });
    expect(added.body.configurationId).toBe(id);

    // Every other way into the cart is refused the same, and the cart stays as it was.
    expect((await client.put('/cart/items', [line(id)])).status).toBe(422);
    expect((await client.put('/cart', { items: [line(id)] })).status).toBe(422);
    const cart = (await client.get('/cart')).body;
    expect(cart?.items ?? []).toEqual([]);

    // The editor puts the q back: the same design goes in.
    await changeFont('');
    const again = await client.post('/cart/items', line(id));
    expect(again.status).toBe(200);
    expect(again.body.items).toHaveLength(1);
  });

  it('refuses a line changed to such a design (PUT /cart/items/:id)', async () => {
    const client = new StoreClient(server.app);
    const plain = await storeDesign(client, validConfiguration(3));
    const withQ = await storeDesign(client, designWithQ().configuration);
    const itemId = (await client.post('/cart/items', line(plain))).body.items[0].id as string;
    await changeFont('q');
    const changed = await client.put(`/cart/items/${itemId}`, {
      metadata: { configurationId: withQ },
    });
    expect(changed.status).toBe(422);
    expect(changed.body.cards[0]).toMatchObject({ cardNumber: 2, letters: ['q'] });
    const cart = (await client.get('/cart')).body;
    expect(cart.items[0].metadata).toEqual({ configurationId: plain });
  });

  it("checks only the customer's own designs and lets them in while the CMS is down", async () => {
    const owner = new StoreClient(server.app);
    const id = await storeDesign(owner, designWithQ().configuration);
    await changeFont('q');
    // A stranger learns nothing about somebody else's design (the order refuses the line).
    const stranger = new StoreClient(server.app);
    expect((await stranger.post('/cart/items', line(id))).status).toBe(200);
    // No answer from the CMS and no copy: the check of the day it was stored stands.
    const fresh = await startTestServer({ CMS_URL: cms.url, LOG_LEVEL: 'silent' });
    try {
      const client = new StoreClient(fresh.app);
      await changeFont('');
      await client.get('/cart');
      const res = await fresh.app.inject({
        method: 'POST',
        url: '/swell/configurations',
        headers: { 'content-type': 'application/json', 'x-session': client.session as string },
        payload: JSON.stringify(designWithQ().configuration),
      });
      cms.down = true;
      expect((await client.post('/cart/items', line(res.json().id))).status).toBe(200);
    } finally {
      await fresh.close();
    }
  });

  it('checks a 100-card design once per font version', async () => {
    const client = new StoreClient(server.app);
    const big = designWithQ(100).configuration;
    const id = await storeDesign(client, big);
    const other = await storeDesign(client, validConfiguration(1));
    // Warm: the font of now downloaded and parsed once.
    expect((await client.post('/cart/items', line(other, 1))).status).toBe(200);

    const recheck = designRecheckOf(server.app);
    const verdictsBefore = recheck.size;
    const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
      const start = performance.now();
      const result = await work();
      return [result, performance.now() - start];
    };
    const [added, firstMs] = await timed(() => client.post('/cart/items', line(id, 100)));
    expect(added.status).toBe(200);
    expect(recheck.size).toBe(verdictsBefore + 1);
    const itemId = added.body.items[1].id as string;
    // The same call with and without the design in its body (median of 7): the difference is
    // the cached check; the fit check itself is what a new design or font version costs.
    const median = (values: number[]) => values.sort((x, y) => x - y)[values.length >> 1] ?? 0;
    const withDesign: number[] = [];
    const without: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const [again, ms] = await timed(() =>
        client.put(`/cart/items/${itemId}`, { quantity: 100, metadata: { configurationId: id } }),
      );
      expect(again.status).toBe(200);
      withDesign.push(ms);
      without.push((await timed(() => client.put(`/cart/items/${itemId}`, { quantity: 100 })))[1]);
    }
    expect(recheck.size).toBe(verdictsBefore + 1);
    const font = await createCurrentFonts({ cms: server.app.cmsCache, cmsUrl: cms.url }).current(
      '11',
    );
    if (font.status !== 'found') throw new Error('font');
    const fitRuns: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const [refusal, ms] = await timed(async () => writingRefusal(big, font.font.font, ''));
      expect(refusal).toBeNull();
      fitRuns.push(ms);
    }
    console.log(
      `add-to-cart of a 100-card design: first ${firstMs.toFixed(1)} ms; fit check of the ` +
        `100 cards ${median(fitRuns).toFixed(1)} ms; repeated call ${median(withDesign).toFixed(1)} ms ` +
        `vs ${median(without).toFixed(1)} ms without a design in the body (cached verdict)`,
    );

    // A new version of the font is checked anew, and its file downloaded once.
    await changeFont('q');
    expect((await client.put('/cart/items', [line(id, 100)])).status).toBe(422);
    expect((await client.put('/cart/items', [line(id, 100)])).status).toBe(422);
    expect(recheck.size).toBe(verdictsBefore + 2);
    expect(
      cms.requests.filter((r) => r === '/uploads/stift_ohne_q.svg').length,
    ).toBeLessThanOrEqual(2);
  });
});

describe('ordering a cart whose design the pen cannot write any more', () => {
  it('answers 422 naming line and cards, captures nothing and keeps the approval for a retry', async () => {
    const client = new StoreClient(server.app);
    const { configuration, name } = designWithQ();
    const id = await storeDesign(client, configuration);
    expect((await client.post('/cart/items', line(id))).status).toBe(200);
    await readyToOrder(client, { account: { email: 'marquardt@example.de' } });
    const intentId = await approvedPaypal(server.app, client);
    await client.put('/cart', {
      billing: { method: 'paypal', intent: { sandbox: { id: intentId } } },
    });
    await changeFont('q');

    const refused = await client.post('/cart/order');
    expect(refused.status).toBe(422);
    expect(refused.body.line).toMatchObject({ number: 1, configurationId: id, affectedCards: 1 });
    expect(refused.body.errors.items).toEqual({
      code: 'DESIGN_NOT_WRITABLE',
      message: `Position 1 im Warenkorb („A6 Postkarte“) kann so nicht bestellt werden. Karte 2 (${name}), Kartentext: Diese Zeichen kann der Stift nicht schreiben: q`,
    });
    expect(refused.body.cards).toEqual([
      expect.objectContaining({ cardNumber: 2, field: 'text', letters: ['q'] }),
      expect.objectContaining({ cardNumber: 2, field: 'envelope', letters: ['q'] }),
    ]);

    const db = server.app.db;
    const captured = await db
      .selectFrom('sandbox_charges')
      .select('id')
      .where('status', '=', 'succeeded')
      .execute();
    expect(captured).toEqual([]);
    const intent = await db
      .selectFrom('sandbox_intents')
      .select('status')
      .where('id', '=', intentId)
      .executeTakeFirstOrThrow();
    expect(intent.status).toBe('requires_capture');
    const approval = await db
      .selectFrom('payment_approvals')
      .select('status')
      .where('intent_id', '=', intentId)
      .executeTakeFirstOrThrow();
    expect(approval.status).toBe('open');
    expect(await db.selectFrom('orders').select('id').execute()).toEqual([]);

    // Fixed (here: the font has its q again), the same approval becomes the order.
    await changeFont('');
    const order = await client.post('/cart/order');
    expect(order.status).toBe(200);
    expect(order.body.errors).toBeUndefined();
    expect(order.body.payments.results[0]).toMatchObject({ method: 'paypal' });
  });
});
