import { beforeAll, describe, expect, it } from 'vitest';
import { validConfiguration } from '../swell/configurationFixtures.ts';
import { BEARER } from '../dashboard/dashboardSupport.ts';
import { EMS_TECH, orderForTests, unzip } from './productionSupport.ts';

// Issue 26: a paid card is never missing. The order is checked and placed with a pen font
// that writes it; then the font changes in the CMS and loses a letter. Making the production
// files flags the order (overview, list, detail), production waits at „Bestellung
// eingegangen“ until staff decide (a note), and the ZIP's manifest names the cards.

/** The same pen font without its „z“ (a letter only some recipients' texts use). */
const WITHOUT_Z = EMS_TECH.replace(/<glyph unicode="z"[^>]*\/>/, '');

/** Free texts, one with a „z“. */
function freeTexts() {
  const configuration = validConfiguration(3);
  configuration.personalisation = 'free_text';
  configuration.recipients.forEach((r) => (r.freeText = 'Alles Gute!'));
  const second = configuration.recipients[1];
  if (!second) throw new Error('fixture');
  second.freeText = 'Alles Gute zum Jubiläum, Herzlichst!';
  return configuration;
}

const run = orderForTests(freeTexts);

beforeAll(() => {
  // After the order: the pen font in the CMS changes and can no longer write „z“.
  run.cms.pen = WITHOUT_Z;
  run.cms.version = 2;
});

const get = (url: string) => run.server.app.inject({ method: 'GET', url, headers: BEARER });
const post = (url: string, body: unknown) =>
  run.server.app.inject({
    method: 'POST',
    url,
    headers: { ...BEARER, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

describe('a card that cannot be drawn after the order', () => {
  it('flags the order in the detail, the list and the overview', async () => {
    const detail = (await get(`/swell/admin/orders/${run.order.id}`)).json();
    expect(detail.unwritable).toEqual({
      count: 1,
      label: '1 Karte kann nicht geschrieben werden',
      cards: [{ n: 2, message: 'Die Stiftschrift kann diese Zeichen nicht schreiben: z' }],
    });
    const list = (await get('/swell/admin/orders')).json();
    expect(list.results.find((row: { id: string }) => row.id === run.order.id)).toMatchObject({
      unwritable_cards: 1,
    });
    const overview = (await get('/swell/admin/overview')).json();
    expect(overview.unwritable.map((row: { id: string }) => row.id)).toEqual([run.order.id]);
  });

  it('keeps the finding as it was found when a later look finds the same', async () => {
    const checkedAt = async () =>
      (
        await run.server.app.db
          .selectFrom('order_unwritable_cards')
          .select('checked_at')
          .where('order_id', '=', run.order.id)
          .executeTakeFirstOrThrow()
      ).checked_at;
    await get(`/swell/admin/orders/${run.order.id}`);
    const first = await checkedAt();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await get(`/swell/admin/orders/${run.order.id}`);
    // A read stays a read: the row is rewritten only when the finding changes.
    expect(await checkedAt()).toBe(first);
  });

  it('keeps production at „Bestellung eingegangen“ until staff decide (a note)', async () => {
    const url = `/swell/admin/orders/${run.order.id}/production-status`;
    const refused = await post(url, { to: 'material_ordered' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'cards_not_writable' });
    expect(refused.json().error.message).toMatch(
      /^1 Karte kann nicht geschrieben werden \(Karte 2\)\. Die Produktion bleibt auf „Bestellung eingegangen“/,
    );
    const decided = await post(url, {
      to: 'material_ordered',
      note: 'Karte 2 mit der Kundin geklärt: wird von Hand ergänzt.',
    });
    expect(decided.statusCode).toBe(200);
    expect(decided.json().production_status).toBe('material_ordered');
  });

  it('names the card in the ZIP manifest', async () => {
    const res = await get(`/swell/admin/orders/${run.order.id}/production.zip`);
    expect(res.statusCode).toBe(200);
    const files = await unzip(res.rawPayload);
    const name = [...files.keys()].find((file) => file.endsWith('/manifest.json')) as string;
    const manifest = JSON.parse(files.get(name)?.toString('utf8') ?? '{}');
    expect(manifest.unwritable).toEqual({
      count: 1,
      cards: [
        {
          n: 2,
          item: 1,
          receiver: expect.any(String),
          problem: 'Die Stiftschrift kann diese Zeichen nicht schreiben: z',
        },
      ],
    });
  });
});
