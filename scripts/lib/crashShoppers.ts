// The shoppers of `npm run test:crash` (scripts/test-crash.ts): the server processes they
// shop on, 200 checkouts with retries through a kill, and the check of the database after it.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { cardDesign } from '../../tests/support/cardDesign.ts';
import { repoRoot, serverDir } from './paths.ts';

export const SHOPPERS = 200;
/** Shoppers in flight at once: loopback only, bounded. */
const CONCURRENCY = 32;
/** Acknowledged orders before the kill: the rest of the run happens around it. */
export const KILL_AFTER_ACKS = 60;
const RETRY_FOR_MS = 60_000;
const PUBLIC_KEY = 'pk_federkiel_local';
const AUTH = `Basic ${Buffer.from(PUBLIC_KEY).toString('base64')}`;
/** Calls that died with the killed process (or hit it while it was down) and were retried. */
let interrupted = 0;
/** Starts the count of cut-off calls afresh (each half of the run counts its own). */
export function resetInterruptedCalls() {
  interrupted = 0;
}

export interface Server {
  name: string;
  base: string;
  child: ChildProcess;
  exited: Promise<void>;
}

export async function startServer(
  name: string,
  env: NodeJS.ProcessEnv,
  port: number,
): Promise<Server> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(serverDir, 'src', 'main.ts')],
    {
      cwd: repoRoot,
      env: { ...env, PORT: String(port), HOST: '127.0.0.1', FEDERKIEL_NO_DOTENV: '1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} stopped during its start`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { name, base, child, exited };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`${name} did not answer /healthz within 60 s`);
}

interface Reply {
  status: number;
  session: string | null;
  // The store's JSON, inspected field by field.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

async function request(
  base: string,
  method: string,
  url: string,
  session: string | null,
  body?: unknown,
): Promise<Reply> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      authorization: AUTH,
      'content-type': 'application/json',
      ...(session ? { 'x-session': session } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(20_000),
  });
  return {
    status: response.status,
    session: response.headers.get('x-session'),
    body: await response.json().catch(() => null),
  };
}

/**
 * Sends one call through the servers in turn, starting with `first`, until one answers
 * below 500 — a dead process refuses or resets the connection. Like a browser's retry.
 */
async function withRetry(
  bases: () => string[],
  first: number,
  call: (base: string) => Promise<Reply>,
): Promise<Reply> {
  const deadline = Date.now() + RETRY_FOR_MS;
  for (let attempt = 0; ; attempt++) {
    const list = bases();
    const base = list[(first + attempt) % list.length] ?? list[0] ?? '';
    try {
      const reply = await call(base);
      if (reply.status < 500) return reply;
    } catch {
      // connection refused or reset: the process died under the request
      interrupted += 1;
    }
    if (Date.now() > deadline) throw new Error(`no server answered for ${RETRY_FOR_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 50 * 2 ** attempt)));
  }
}

const vaultQuery = new URLSearchParams({
  '$jsonp[method]': 'post',
  '$jsonp[callback]': 'none',
  $key: PUBLIC_KEY,
  '$data[number]': '4242424242424242',
  '$data[exp_month]': '12',
  '$data[exp_year]': '2030',
  '$data[cvc]': '123',
}).toString();

export interface Shopper {
  session: string;
  ack: { id: string; number: string } | null;
}

/**
 * Stores a card design for the session straight in the database, as the contract tests do:
 * an order needs a design (issue 26), and these servers run without a CMS to check one
 * against. Answers the design's id.
 */
export type StoreDesign = (session: string, quantity: number) => Promise<string>;

const PRODUCT = {
  id: 'prd_a6_postkarte',
  canvas_key: 'a6-postkarte',
  name: 'A6 Postkarte',
  kind: 'postcard',
  width_mm: 148,
  height_mm: 105,
};

/** The design row of `quantity` cards for `session`, as the configurator's save writes it. */
export function designRow(session: string, quantity: number) {
  const at = new Date().toISOString();
  const data = cardDesign(PRODUCT, quantity, {
    template: { id: '21', name: 'Konfetti-Geburtstag' },
    font: { id: '11', slug: 'caveat', name: 'Caveat' },
    date: '2030-06-03',
  });
  const id = `cfg_crash_${Math.random().toString(16).slice(2, 14)}`;
  return [id, session, PRODUCT.id, quantity, JSON.stringify(data), at, at] as const;
}

export const INSERT_DESIGN =
  'insert into configurations (id, session_id, account_id, product_id, card_count, data, date_created, date_updated) values';

/** Fills a cart and submits it; records the order once a server acknowledged it. */
async function shop(
  bases: () => string[],
  index: number,
  storeDesign: StoreDesign,
  onAck: () => void,
): Promise<Shopper> {
  const first = index % 2;
  const opened = await withRetry(bases, first, (base) =>
    request(base, 'PUT', '/api/cart', null, { account: { email: `kunde${index}@example.de` } }),
  );
  const session = opened.session;
  if (!session) throw new Error('the server handed out no session');
  const quantity = 1 + (index % 3);
  const configurationId = await storeDesign(session, quantity);
  await withRetry(bases, first, (base) =>
    request(base, 'POST', '/api/cart/items', session, {
      product_id: PRODUCT.id,
      quantity,
      metadata: { configurationId },
    }),
  );
  const token = await withRetry(bases, first, async (base) => {
    const response = await fetch(`${base}/vault/tokens?${vaultQuery}`);
    const text = await response.text();
    return { status: response.status, session: null, body: text };
  });
  const cardToken = /"token":"([^"]+)"/.exec(String(token.body))?.[1];
  if (!cardToken) throw new Error(`no card token: ${String(token.body).slice(0, 200)}`);
  await withRetry(bases, first, (base) =>
    request(base, 'PUT', '/api/cart', session, {
      account: { email: `kunde${index}@example.de` },
      shipping: { service: 'to_recipients' },
      billing: { method: 'card', card: { token: cardToken } },
    }),
  );
  const shopper: Shopper = { session, ack: null };
  const placed = await withRetry(bases, first, (base) =>
    request(base, 'POST', '/api/cart/order', session),
  );
  if (placed.status === 200 && typeof placed.body?.number === 'string') {
    shopper.ack = { id: placed.body.id, number: placed.body.number };
    onAck();
  }
  return shopper;
}

export async function runShoppers(
  bases: () => string[],
  storeDesign: StoreDesign,
  onAck: (acks: number) => void,
) {
  const shoppers: Shopper[] = [];
  const failures: string[] = [];
  let next = 0;
  let acks = 0;
  const worker = async () => {
    while (next < SHOPPERS) {
      const index = next++;
      try {
        shoppers.push(await shop(bases, index, storeDesign, () => onAck(++acks)));
      } catch (error) {
        failures.push(`shopper ${index}: ${error instanceof Error ? error.message : error}`);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { shoppers, failures };
}

export type Rows = Record<string, unknown>[];
export type Query = (sql: string, params?: unknown[]) => Promise<Rows>;

/** The checks; returns the problems found (empty: passed). */
export async function verify(
  query: Query,
  shoppers: Shopper[],
  survivor: string,
): Promise<string[]> {
  const problems: string[] = [];
  const orders = await query('select id, number, cart_id from orders');
  const byId = new Map(orders.map((o) => [String(o.id), o]));
  for (const { ack } of shoppers) {
    if (ack && byId.get(ack.id)?.number !== ack.number) {
      problems.push(`acknowledged order ${ack.number} (${ack.id}) is missing`);
    }
  }
  const doubled = await query(
    'select order_id, count(*) as n from payments group by order_id having count(*) > 1',
  );
  for (const row of doubled) problems.push(`order ${String(row.order_id)} has ${row.n} payments`);
  const orphans = await query(
    `select c.id from sandbox_charges c where c.status = 'succeeded'
       and not exists (select 1 from payments p where p.transaction_id = c.id)`,
  );
  for (const row of orphans) problems.push(`charge ${String(row.id)} succeeded without an order`);

  // Every cart: converted into its order, or still active and payable.
  let payable = 0;
  for (const shopper of shoppers) {
    if (shopper.ack) continue;
    const reply = await request(survivor, 'POST', '/api/cart/order', shopper.session);
    if (reply.status === 200 && typeof reply.body?.number === 'string') payable += 1;
    else {
      const why = JSON.stringify(reply.body?.errors ?? reply.body ?? null).slice(0, 300);
      problems.push(
        `cart of ${shopper.session} neither ordered nor payable: ${reply.status} ${why}`,
      );
    }
  }
  const carts = await query('select id, status, order_id from carts');
  for (const cart of carts) {
    const order = orders.find((o) => o.cart_id === cart.id);
    if (cart.status === 'converted' && (!order || order.id !== cart.order_id)) {
      problems.push(`cart ${String(cart.id)} converted without its order`);
    }
  }
  console.log(
    `[crash]   ${orders.length} orders, ${shoppers.filter((s) => s.ack).length} acknowledged, ` +
      `${payable} carts left payable and then ordered, ${carts.length} carts, ` +
      `${interrupted} calls cut off by the kill and retried`,
  );
  return problems;
}

export function baseEnv(dir: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'development',
    LOG_LEVEL: 'error',
    // 200 shoppers on one loopback address would exhaust the per-IP card token budget.
    RATE_LIMITS: 'off',
    // Uploads and the outbox on a folder both processes share (docs/operations.md).
    UPLOAD_DIR: path.join(dir, 'uploads'),
    OUTBOX_DIR: path.join(dir, 'outbox'),
    WEB_DIST: path.join(dir, 'web'),
    ADMIN_KEY: 'crash-test-admin-key-0123456789',
  };
}
