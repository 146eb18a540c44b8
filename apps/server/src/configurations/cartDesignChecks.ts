import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CartItemData } from '../store/cart/cartData.ts';
import { loadCart } from '../store/cart/cartRecords.ts';
import type { FieldError } from '../store/fieldErrors.ts';
import { readSession } from '../store/sessions/sessionRecord.ts';
import { configurationIdOf } from './cartConfigurations.ts';
import { ConfigurationRefused } from './configurationCheck.ts';
import type { Owner } from './configurationRecords.ts';
import type { RefusalBody } from './configurationRefusal.ts';
import { createCurrentFonts } from './currentFonts.ts';
import { DesignRecheck, type DesignVerdict, withLead } from './designRecheck.ts';

// Where the cart meets the design re-check (designRecheck.ts): a line with a stored design
// goes into the cart, and the cart is ordered, only when the pen fonts of now write every
// card. Both run BEFORE the session's queue and its transaction: the fonts may need the CMS,
// and on SQLite a transaction holds the database's only write lock — a CMS call inside it
// made parallel submissions of other processes fail with "database is locked".

const CART_LEAD = 'Diese Gestaltung kann so nicht in den Warenkorb.';

/** One recheck (fonts, verdicts) per server, shared by its route plugins. */
const instances = new WeakMap<object, DesignRecheck>();

export function designRecheckOf(app: FastifyInstance): DesignRecheck {
  let recheck = instances.get(app.store);
  if (!recheck) {
    const fonts = createCurrentFonts({ cms: app.cmsCache, cmsUrl: app.config.cmsInternalUrl });
    recheck = new DesignRecheck(fonts, (message) => app.log.warn(message));
    instances.set(app.store, recheck);
  }
  return recheck;
}

/** The session's owner, read without a transaction (the order's own check reads it again). */
async function ownerOf(app: FastifyInstance, request: FastifyRequest): Promise<Owner> {
  const session = await readSession(app.db, request.sessionId);
  return { sessionId: request.sessionId, accountId: session.account_id };
}

function isRefusal(verdict: DesignVerdict | undefined): verdict is RefusalBody {
  return typeof verdict === 'object' && verdict !== null;
}

export type CartDesignRefusal = RefusalBody & { configurationId: string };

/**
 * Before lines go into the cart: the first of their designs the pen cannot write now, as the
 * 422 body (named by card, recipient, field and letters), or null.
 */
export async function unwritableDesign(
  app: FastifyInstance,
  request: FastifyRequest,
  items: readonly { metadata?: Record<string, unknown> | null | undefined }[],
): Promise<CartDesignRefusal | null> {
  const ids = items
    .map((item) => configurationIdOf({ metadata: item.metadata ?? null }))
    .filter((id): id is string => typeof id === 'string');
  if (ids.length === 0) return null;
  const verdicts = await designRecheckOf(app).check(app.db, ids, await ownerOf(app, request));
  for (const id of ids) {
    const verdict = verdicts.get(id);
    if (isRefusal(verdict)) return { ...withLead(verdict, CART_LEAD), configurationId: id };
  }
  return null;
}

/** The designs the order's check found in the cart (and let pass). */
export interface CheckedDesigns {
  seen: ReadonlySet<string>;
}

interface RefusedLine {
  /** 1-based, as the cart lists it. */
  number: number;
  itemId: string;
  productId: string;
  productName: string;
  configurationId: string;
  affectedCards: number;
}

export type OrderDesignRefusal = RefusalBody & { line: RefusedLine; lines: RefusedLine[] };

/**
 * Before an order is charged: every design of the session's cart, checked with the pen fonts
 * of now. Throws `ConfigurationRefused` (422) naming the first refused line and its cards.
 */
export async function checkCartDesigns(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<CheckedDesigns> {
  const session = await readSession(app.db, request.sessionId);
  const cart = session.cart_id ? await loadCart(app.db, { id: session.cart_id }) : null;
  if (!cart || cart.status !== 'active') return { seen: new Set() };
  const lines = cart.data.items.flatMap((item, index) => {
    const id = configurationIdOf(item);
    return typeof id === 'string' ? [{ item, index, id }] : [];
  });
  const owner = { sessionId: request.sessionId, accountId: session.account_id };
  const verdicts = await designRecheckOf(app).check(
    app.db,
    lines.map((line) => line.id),
    owner,
  );
  const refused = lines.flatMap(({ item, index, id }) => {
    const verdict = verdicts.get(id);
    if (!isRefusal(verdict)) return [];
    const line: RefusedLine = {
      number: index + 1,
      itemId: item.id,
      productId: item.product_id,
      productName: app.store.catalogue.product(item.product_id)?.name ?? item.product_id,
      configurationId: id,
      affectedCards: verdict.affectedCards,
    };
    return [{ line, verdict }];
  });
  const first = refused[0];
  if (first) {
    const { line, verdict } = first;
    const body = withLead(
      verdict,
      `Position ${line.number} im Warenkorb („${line.productName}“) kann so nicht bestellt werden.`,
    );
    const refusal: OrderDesignRefusal = {
      ...body,
      errors: {
        items: { code: 'DESIGN_NOT_WRITABLE', message: body.error.message },
        ...body.errors,
      },
      line,
      lines: refused.map((entry) => entry.line),
    };
    throw new ConfigurationRefused(refusal);
  }
  return { seen: new Set(lines.map((line) => line.id)) };
}

/**
 * Under the order's lock: a design line the check before did not see (the cart changed in
 * between, in another tab) is not ordered unchecked.
 */
export function uncheckedDesignProblem(
  items: readonly CartItemData[],
  checked: CheckedDesigns,
): FieldError | null {
  const unseen = items.some((item) => {
    const id = configurationIdOf(item);
    return typeof id === 'string' && !checked.seen.has(id);
  });
  return unseen
    ? {
        code: 'CART_CHANGED',
        message:
          'Dein Warenkorb hat sich gerade geändert. Bitte prüfe ihn und bestelle noch einmal.',
      }
    : null;
}
