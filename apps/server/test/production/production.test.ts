import yauzl from 'yauzl';
import { describe, expect, it } from 'vitest';
import { validConfiguration } from '../swell/configurationFixtures.ts';
import { PEN_FONT_FILES } from '@federkiel/machines/pen/pipeline';
import { DEFAULT_PLOTTER_SETTINGS } from '@federkiel/machines/pen/writers/plotterSettings';
import { productionCards } from '../../src/production/cardFiles.ts';
import { packagedPenFont } from '../../src/production/penFonts.ts';
import { productionZip, type ProductionZip } from '../../src/production/productionZip.ts';
import { BEARER } from '../dashboard/dashboardSupport.ts';
import { orderForTests, unzip } from './productionSupport.ts';

// The robot's input for an order placed through the store (issue 12): the ZIP opens, holds
// one SVG per written side and envelope of every card, the manifest and the TXT export; a
// re-export is byte-identical; single cards come as SVG behind the staff lock.

/** Each entry's modification time, as a ZIP reader sees it. */
function entryDates(buffer: Buffer): Promise<Map<string, Date>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const dates = new Map<string, Date>();
      zip.on('error', reject);
      zip.on('end', () => resolve(dates));
      zip.on('entry', (entry: yauzl.Entry) => {
        dates.set(entry.fileName, entry.getLastModDate());
        zip.readEntry();
      });
      zip.readEntry();
    });
  });
}

const run = orderForTests(() => validConfiguration(3));

const get = (url: string, headers: Record<string, string> = BEARER) =>
  run.server.app.inject({ method: 'GET', url, headers });

describe('production ZIP', () => {
  it('streams a ZIP with one SVG per written side and envelope, the manifest and the TXT', async () => {
    const res = await get(`/swell/admin/orders/${run.order.id}/production.zip`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain(`${run.order.number}-produktion.zip`);
    const files = await unzip(res.rawPayload);
    const folder = run.order.number;
    expect([...files.keys()].sort()).toEqual(
      [
        `${folder}/${folder}-empfaenger.txt`,
        `${folder}/0001-vorderseite.svg`,
        `${folder}/0001-umschlag.svg`,
        `${folder}/0002-vorderseite.svg`,
        `${folder}/0002-umschlag.svg`,
        `${folder}/0003-vorderseite.svg`,
        `${folder}/0003-umschlag.svg`,
        `${folder}/manifest.json`,
      ].sort(),
    );
    const card = files.get(`${folder}/0001-vorderseite.svg`)?.toString('utf8') ?? '';
    // The A6 postcard in mm, drawn in µm, stroked paths only.
    expect(card).toMatch(/^<svg [^>]*width="148mm" height="105mm" viewBox="0 0 148000 105000"/);
    expect(card).toContain('fill="none"');
    expect(card).toContain('stroke-width="400"');
    expect(card).not.toMatch(/<text|<image|<script/);
    expect((card.match(/<path /g) ?? []).length).toBeGreaterThan(50);
    const envelope = files.get(`${folder}/0001-umschlag.svg`)?.toString('utf8') ?? '';
    expect(envelope).toMatch(/width="162mm" height="114mm"/); // C6

    const manifest = JSON.parse(files.get(`${folder}/manifest.json`)?.toString('utf8') ?? '{}');
    expect(manifest).toMatchObject({
      order: run.order.number,
      total: { cards: 3, files: 6, problem_count: 0 },
      pen_fonts: [{ item: 1, font: 'Caveat', pen_font: 'EMS Tech', source: 'cms' }],
    });
    expect(manifest.cards).toHaveLength(3);
    const first = manifest.cards[0];
    expect(first).toMatchObject({ n: 1, item: 1 });
    expect(first.receiver).not.toBe('');
    expect(first.files.map((file: { name: string }) => file.name)).toEqual([
      '0001-vorderseite.svg',
      '0001-umschlag.svg',
    ]);
    for (const file of first.files) {
      expect(file.pen_down_mm).toBeGreaterThan(100);
      expect(file.pen_up_mm).toBeGreaterThan(10);
      expect(file.seconds).toBeGreaterThan(1);
    }
    // The SVG carries the same lengths.
    const down = Number(/data-pen-down-mm="([\d.]+)"/.exec(card)?.[1]);
    expect(down).toBeCloseTo(first.files[0].pen_down_mm, 0);
    const seconds = manifest.cards.reduce(
      (sum: number, c: { seconds: number }) => sum + c.seconds,
      0,
    );
    expect(manifest.total.seconds).toBeCloseTo(seconds, 0);

    const txt = files.get(`${folder}/${folder}-empfaenger.txt`)?.toString('utf8') ?? '';
    expect(txt).toContain('--- Karte 1 von 3 ---');

    // A re-export is byte-identical.
    const again = await get(`/swell/admin/orders/${run.order.id}/production.zip`);
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('writes no envelope when no address is printed', async () => {
    const noAddress = validConfiguration(2);
    noAddress.shipping = { ...noAddress.shipping, mode: 'to_customer', envelope: 'blank' };
    const pen = await packagedPenFont(PEN_FONT_FILES.emsTech);
    const cards = [
      ...productionCards([
        { configuration: noAddress, pen: { font: pen, source: 'hersheytext', family: 'EMS Tech' } },
      ]),
    ];
    expect(cards.map((card) => card.files.map((file) => file.name))).toEqual([
      ['0001-vorderseite.svg'],
      ['0002-vorderseite.svg'],
    ]);
    // Without a pen font the cards are problems, not files.
    const [none] = productionCards([{ configuration: noAddress, pen: null }]);
    expect(none).toMatchObject({
      files: [],
      problem: expect.stringContaining('keine Stiftschrift'),
    });
  });

  it('answers the totals and single cards as SVG', async () => {
    const summary = await get(`/swell/admin/orders/${run.order.id}/production`);
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toMatchObject({ cards: 3, files: 6, problem_count: 0, problems: [] });
    expect(summary.json().seconds).toBeGreaterThan(10);

    const zip = await unzip(
      (await get(`/swell/admin/orders/${run.order.id}/production.zip`)).rawPayload,
    );
    const svg = await get(`/swell/admin/orders/${run.order.id}/cards/2.svg`);
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(svg.body).toBe(zip.get(`${run.order.number}/0002-vorderseite.svg`)?.toString('utf8'));
    const envelope = await get(`/swell/admin/orders/${run.order.id}/cards/2-umschlag.svg`);
    expect(envelope.body).toBe(zip.get(`${run.order.number}/0002-umschlag.svg`)?.toString('utf8'));

    expect((await get(`/swell/admin/orders/${run.order.id}/cards/4.svg`)).statusCode).toBe(404);
    expect((await get(`/swell/admin/orders/${run.order.id}/cards/0.svg`)).statusCode).toBe(400);
    expect((await get(`/swell/admin/orders/${run.order.id}/cards/1-innen.svg`)).statusCode).toBe(
      404,
    );
    expect((await get('/swell/admin/orders/ord_nope/production.zip')).statusCode).toBe(404);
  });

  it('is behind the staff lock', async () => {
    for (const url of [
      `/swell/admin/orders/${run.order.id}/production.zip`,
      `/swell/admin/orders/${run.order.id}/production`,
      `/swell/admin/orders/${run.order.id}/cards/1.svg`,
    ])
      expect((await get(url, {})).statusCode).toBe(401);
  });

  it('checked the order’s text against the pen font', () => {
    expect(run.cms.requests).toContain('GET /uploads/caveat_stift_1.svg');
  });
});

describe('production ZIP writer', () => {
  const mtime = new Date('2026-11-20T10:00:03.000Z');
  it(
    'makes the same ZIP whether its cards are drawn on worker threads or here',
    { timeout: 60_000 },
    async () => {
      const pen = await packagedPenFont(PEN_FONT_FILES.emsTech);
      const input = {
        folder: 'FK-1',
        order: 'FK-1',
        lines: [
          {
            configuration: validConfiguration(5),
            pen: { font: pen, source: 'hersheytext' as const, family: 'EMS Tech' },
          },
        ],
        txt: { name: 'FK-1-empfaenger.txt', text: 'Karte 1\n' },
        mtime,
      };
      const read = async (zip: ProductionZip) => {
        const chunks: Buffer[] = [];
        for await (const chunk of zip.stream) chunks.push(chunk as Buffer);
        expect((await zip.summary).files).toBe(10);
        return Buffer.concat(chunks);
      };
      const here = await read(productionZip(input, { worker: false }));
      const worker = await read(productionZip(input, { worker: true }));
      expect(worker.equals(here)).toBe(true);
      // A re-export is byte-identical; every entry carries the order's date (DOS time: 2 s).
      expect((await read(productionZip(input, { worker: false }))).equals(here)).toBe(true);
      const dates = await entryDates(here);
      expect(dates.size).toBe(12); // 5 cards × (front, envelope), the TXT and the manifest
      for (const date of dates.values())
        expect(Math.abs(date.getTime() - mtime.getTime())).toBeLessThanOrEqual(2000);
      const stored = await read(productionZip(input, { level: 0 }));
      const [deflatedFiles, storedFiles] = [await unzip(here), await unzip(stored)];
      expect(stored.length).toBeGreaterThan(here.length * 2);
      expect([...storedFiles.keys()]).toEqual([...deflatedFiles.keys()]);
      for (const [name, data] of deflatedFiles)
        expect(storedFiles.get(name)?.equals(data)).toBe(true);
      // The SVGs are the single-card route's text.
      const [card] = productionCards(input.lines, 'text', { from: 3, to: 4 }, { order: 'FK-1' });
      expect(deflatedFiles.get('FK-1/0004-vorderseite.svg')?.toString('utf8')).toBe(
        card?.files[0]?.svg,
      );
    },
  );

  it(
    'counts pen changes over the whole order when threads draw it: the same G-code ZIP',
    { timeout: 60_000 },
    async () => {
      const pen = await packagedPenFont(PEN_FONT_FILES.emsTech);
      // A pen for about two cards (a postcard and its envelope take ~2 m of ink), so the
      // changes fall inside the threads' ranges and on their edges.
      const plotter = { ...DEFAULT_PLOTTER_SETTINGS, inkPerPenM: 4 };
      const input = {
        folder: 'FK-2',
        order: 'FK-2',
        lines: [
          {
            configuration: validConfiguration(11),
            pen: { font: pen, source: 'hersheytext' as const, family: 'EMS Tech' },
          },
        ],
        txt: { name: 'FK-2-empfaenger.txt', text: 'Karte 1\n' },
        mtime,
        format: 'gcode' as const,
        plotter,
      };
      const read = async (zip: ProductionZip) => {
        const chunks: Buffer[] = [];
        for await (const chunk of zip.stream) chunks.push(chunk as Buffer);
        return { bytes: Buffer.concat(chunks), summary: await zip.summary };
      };
      const here = await read(productionZip(input, { worker: false }));
      const threads = await read(productionZip(input, { worker: true, threads: 2 }));
      expect(here.summary.pen_changes).toBeGreaterThan(2);
      expect(threads.summary).toEqual(here.summary);
      expect(threads.bytes.equals(here.bytes)).toBe(true);
      const files = await unzip(here.bytes);
      const pauses = [...files].filter(([, data]) => data.toString('latin1').includes('\nM0\n'));
      expect(pauses.length).toBe(here.summary.pen_changes);
      // The manifest's cards are kept as text while the ZIP is made: it is still exactly
      // `JSON.stringify(manifest, null, 1)`.
      const manifest = files.get('FK-2/manifest.json')?.toString('utf8') ?? '';
      const parsed = JSON.parse(manifest) as { cards: { n: number }[]; pen_changes: unknown[] };
      expect(manifest).toBe(`${JSON.stringify(parsed, null, 1)}\n`);
      expect(parsed.cards.map((card) => card.n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
      expect(parsed.pen_changes).toHaveLength(here.summary.pen_changes ?? -1);
    },
  );
});
