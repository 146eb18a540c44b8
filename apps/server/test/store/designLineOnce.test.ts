import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers.ts';
import { StoreClient } from '../storeClient.ts';
import { storeDesign } from './designedCards.ts';

// A design's line holds the design's cards: adding the same design again (a double click on
// "In den Warenkorb", a request retried after a lost answer) keeps one line of its cards, so
// the order is not refused for a quantity that no longer matches the design. Plain lines
// still add up.

let server: TestServer;
afterEach(async () => server.close());

describe('a design added twice', () => {
  it('stays one line with the design’s cards', async () => {
    server = await startTestServer();
    const client = new StoreClient(server.app);
    const configurationId = await storeDesign(server.app, client, 'prd_a6_postkarte', 3);
    const line = { product_id: 'prd_a6_postkarte', quantity: 3, metadata: { configurationId } };
    await client.post('/cart/items', line);
    const again = await client.post('/cart/items', line);
    expect(again.body.items).toHaveLength(1);
    expect(again.body.items[0]).toMatchObject({ quantity: 3, metadata: { configurationId } });

    const plain = { product_id: 'prd_a6_postkarte', quantity: 2 };
    await client.post('/cart/items', plain);
    const twice = await client.post('/cart/items', plain);
    const plainLine = twice.body.items.find(
      (item: { metadata: unknown }) => item.metadata === null || item.metadata === undefined,
    );
    expect(plainLine).toMatchObject({ quantity: 4 });
  });
});
