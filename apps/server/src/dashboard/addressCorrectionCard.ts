import { checkFit } from '@federkiel/machines/configurator/fitCheck';
import { recipientIssueMessage } from '@federkiel/machines/configurator/messages';
import { draftOf } from '@federkiel/machines/configurator/orderConfiguration';
import type { Recipient } from '@federkiel/machines/configurator/recipientSchema';
import { validateRecipient } from '@federkiel/machines/configurator/recipientValidation';
import type { OrderConfiguration } from '@federkiel/machines/configurator/schema';
import { recipientRules } from '@federkiel/machines/configurator/stepProblems';
import { writingProblemMessage } from '@federkiel/machines/configurator/writingCheck';
import type { RecipientAddressBody } from '@federkiel/machines/fulfilment/addressCorrection';
import type { FastifyInstance } from 'fastify';
import { CONFIGURATION_ID_KEY } from '../configurations/cartConfigurations.ts';
import type { FontLoader } from '../configurations/cmsFonts.ts';
import type { OrdersTable } from '../db/schema.ts';
import { ClientError } from '../http/errors.ts';
import { newId } from '../store/ids.ts';
import type { ApiCart } from '../store/cart/cartView.ts';
import {
  AddressRefused,
  addressText,
  assertBeforeProduction,
  storeAddressChange,
} from './addressCorrection.ts';
import { settingsOf } from './cardComposition.ts';
import { addressLines, loadOrderConfigurations, recipientName } from './orderCards.ts';
import type { Staff } from './staffSessions.ts';

// A card's recipient corrected by staff (issue 28). The order's design is never changed in
// place — another order may point at the same stored design, and the original must stay:
// the corrected design is stored as a copy (same owner), and the order's line points at it.
// The new address must pass the same writing check as the configurator's (the envelope's
// lines fit, the pen has every letter, the card's text still fits with a changed name).

interface CardPlace {
  /** The order line (cart item) the card belongs to. */
  itemId: string;
  /** 0-based recipient within that line's design. */
  index: number;
  configurationId: string;
  configuration: OrderConfiguration;
}

/** Card `n` (1-based, as the dashboard numbers them) in the order's stored designs. */
export async function findCard(
  app: FastifyInstance,
  order: OrdersTable,
  n: number,
): Promise<CardPlace> {
  const snapshot = JSON.parse(order.data) as Pick<ApiCart, 'items'>;
  const { lines } = await loadOrderConfigurations(app.db, order);
  let first = 1;
  for (const { itemId, configuration } of lines) {
    const count = configuration.recipients.length;
    if (n < first + count) {
      const item = snapshot.items.find((i) => i.id === itemId);
      const id = item?.metadata?.[CONFIGURATION_ID_KEY];
      if (typeof id !== 'string') break;
      return { itemId, index: n - first, configurationId: id, configuration };
    }
    first += count;
  }
  throw new ClientError(404, 'card_not_found', `Die Bestellung hat keine Karte ${n}.`);
}

function corrected(recipient: Recipient, body: RecipientAddressBody): Recipient {
  const trim = (value: string) => value.trim();
  return {
    ...recipient,
    title: trim(body.title),
    firstName: trim(body.firstName),
    lastName: trim(body.lastName),
    company: trim(body.company),
    address: {
      line1: trim(body.address.line1),
      line2: trim(body.address.line2),
      postalCode: trim(body.address.postalCode),
      city: trim(body.address.city),
      country: trim(body.address.country).toUpperCase(),
    },
  };
}

/** The configurator's recipient rules for this design, German at each field. */
function ruleErrors(configuration: OrderConfiguration, recipient: Recipient, index: number) {
  const rules = recipientRules(draftOf(configuration), Number.MAX_SAFE_INTEGER);
  const errors: Record<string, string> = {};
  for (const issue of validateRecipient(recipient, index, rules)) {
    errors[issue.field] ??= recipientIssueMessage(issue);
  }
  return errors;
}

/** 422 naming the card when the robot could not write the corrected card or envelope. */
async function checkWriting(
  fonts: FontLoader,
  configuration: OrderConfiguration,
  recipient: Recipient,
  n: number,
): Promise<void> {
  // A CMS outage throws CmsUnavailableError (503): without the pen's letters nothing is stored.
  const lookup = await fonts.load(configuration.font.id);
  if (lookup.status !== 'found') {
    throw new ClientError(
      503,
      'font_unavailable',
      'Die Handschrift dieser Bestellung kann gerade nicht geprüft werden – die Adresse wurde nicht geändert. Bitte später noch einmal versuchen.',
    );
  }
  const fit = checkFit({
    font: lookup.font.font,
    settings: settingsOf(configuration),
    recipients: [recipient],
  });
  const problems = fit.writingProblems ?? [];
  if (problems.length === 0) return;
  throw new ClientError(
    422,
    'address_not_writable',
    problems.map((problem) => writingProblemMessage({ ...problem, cardNumber: n })).join(' '),
    problems[0]?.field === 'envelope' ? 'address' : undefined,
  );
}

/** The fields the correction dialog starts from (`GET …/cards/{n}/address`). */
export async function cardAddress(app: FastifyInstance, order: OrdersTable, n: number) {
  const place = await findCard(app, order, n);
  const recipient = place.configuration.recipients[place.index];
  if (!recipient)
    throw new ClientError(404, 'card_not_found', `Die Bestellung hat keine Karte ${n}.`);
  return { n, ...pick(recipient) };
}

export async function correctCardAddress(
  app: FastifyInstance,
  fonts: FontLoader,
  order: OrdersTable,
  n: number,
  body: RecipientAddressBody,
  staff: Staff,
): Promise<void> {
  assertBeforeProduction(order);
  const place = await findCard(app, order, n);
  const before = place.configuration.recipients[place.index];
  if (!before) throw new ClientError(404, 'card_not_found', `Die Bestellung hat keine Karte ${n}.`);
  const after = corrected(before, body);
  const from = addressText(addressLines(before));
  const to = addressText(addressLines(after));
  if (from === to) return;

  const errors = ruleErrors(place.configuration, after, place.index);
  if (Object.keys(errors).length > 0) throw new AddressRefused(errors);
  const recipients = place.configuration.recipients.map((r, i) => (i === place.index ? after : r));
  const configuration: OrderConfiguration = { ...place.configuration, recipients };
  await checkWriting(fonts, configuration, after, n);

  const source = await app.db
    .selectFrom('configurations')
    .selectAll()
    .where('id', '=', place.configurationId)
    .executeTakeFirstOrThrow();
  const at = app.store.clock.now().toISOString();
  const copy = {
    ...source,
    id: newId('cfg'),
    data: JSON.stringify(configuration),
    date_created: at,
    date_updated: at,
  };
  const snapshot = JSON.parse(order.data) as ApiCart;
  snapshot.items = snapshot.items.map((item) =>
    item.id === place.itemId
      ? { ...item, metadata: { ...item.metadata, [CONFIGURATION_ID_KEY]: copy.id } }
      : item,
  );
  await storeAddressChange(
    app,
    order,
    {
      data: JSON.stringify(snapshot),
      write: async (trx) => {
        await trx.insertInto('configurations').values(copy).execute();
      },
      event: {
        target: 'card',
        label: `Karte ${n} (${recipientName(before) || before.company || 'ohne Namen'})`,
        card: n,
        from,
        to,
        // Every field as it was and is, and the designs, so nothing the order had is lost.
        before: JSON.stringify({ ...pick(before), configuration: place.configurationId }),
        after: JSON.stringify({ ...pick(after), configuration: copy.id }),
      },
    },
    staff,
  );
}

export const pick = (r: Recipient) => ({
  title: r.title,
  firstName: r.firstName,
  lastName: r.lastName,
  company: r.company,
  address: r.address,
});
