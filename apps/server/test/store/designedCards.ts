import type { OrderConfiguration } from '@federkiel/machines/configurator/schema';
import { sampleRecipients } from '@federkiel/machines/configurator/testing/fixtures';
import type { FastifyInstance } from 'fastify';
import { insertConfiguration } from '../../src/configurations/configurationRecords.ts';
import type { StoreClient, StoreResponse } from '../storeClient.ts';
import { validConfiguration } from '../swell/configurationFixtures.ts';

// Every product is a card the robot writes, so an order needs a stored design behind each
// line (issue 26). Store tests that are about carts, payments and orders (not about the
// design) put a design in as POST /swell/configurations would (that call needs the CMS for
// its font check; tested in test/swell/configurations.test.ts), then add the line with it.

/** Stores a design of `quantity` cards for `productId`, owned by the client's session. */
export async function storeDesign(
  app: FastifyInstance,
  client: StoreClient,
  productId: string,
  quantity: number,
): Promise<string> {
  if (!client.session) await client.get('/cart');
  const product = app.store.catalogue.product(productId);
  if (!product || !client.session) throw new Error(`no product ${productId} or no session`);
  const configuration: OrderConfiguration = {
    ...validConfiguration(quantity),
    canvas: {
      id: product.id,
      key: product.canvasKey,
      name: product.name,
      kind: product.kind as OrderConfiguration['canvas']['kind'],
      widthMm: product.widthMm,
      heightMm: product.heightMm,
    },
    recipients: sampleRecipients(quantity),
  };
  const row = await insertConfiguration(app.db, {
    configuration,
    productId: product.id,
    owner: { sessionId: client.session, accountId: null },
    now: new Date(),
  });
  return row.id;
}

/** `POST /cart/items` with a stored design behind the line (`metadata.configurationId`). */
export async function addDesignedCards(
  app: FastifyInstance,
  client: StoreClient,
  item: { product_id: string; quantity?: number } & Record<string, unknown>,
): Promise<StoreResponse> {
  const quantity = item.quantity ?? 1;
  const configurationId = await storeDesign(app, client, item.product_id, quantity);
  return client.post('/cart/items', { ...item, quantity, metadata: { configurationId } });
}
