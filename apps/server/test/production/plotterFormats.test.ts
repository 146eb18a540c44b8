import { describe, expect, it } from 'vitest';
import { DEFAULT_PLOTTER_SETTINGS } from '@federkiel/machines/pen/writers/plotterSettings';
import { validConfiguration } from '../swell/configurationFixtures.ts';
import { BEARER } from '../dashboard/dashboardSupport.ts';
import { orderForTests, unzipTexts } from './productionSupport.ts';
import { pathPoints } from '@federkiel/machines/pen/testing/svgReading';

// Issue 30: the production ZIP as G-code or HPGL besides SVG, the plotter settings they are
// made with (stored, edited by staff), and the manifest's times and pen changes from them.

const run = orderForTests(() => validConfiguration(3));

const get = (url: string, headers: Record<string, string> = BEARER) =>
  run.server.app.inject({ method: 'GET', url, headers });
const putSettings = (payload: unknown, headers: Record<string, string> = BEARER) =>
  run.server.app.inject({
    method: 'PUT',
    url: '/swell/admin/production/settings',
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

/** The pen-down points of an SVG, G-code or HPGL file, in the sheet's mm with y down. */
function points(name: string, text: string, heightMm: number): string[] {
  if (name.endsWith('.svg'))
    return [...text.matchAll(/ d="([^"]*)"/g)].flatMap((m) =>
      pathPoints(m[1] as string).flatMap((stroke) => stroke.map((p) => key(p.x, p.y))),
    );
  if (name.endsWith('.gcode'))
    return [...text.matchAll(/^G1 X(-?[\d.]+) Y(-?[\d.]+)/gm)]
      .slice(0, -1) // the way home
      .map((m) => key(Number(m[1]), heightMm - Number(m[2])));
  return [...text.matchAll(/(-?\d+),(-?\d+)/g)].map((m) =>
    key(Number(m[1]) / 40, heightMm - Number(m[2]) / 40, 1),
  );
}
const key = (x: number, y: number, digits = 2) => `${x.toFixed(digits)} ${y.toFixed(digits)}`;

describe('production ZIP for plotters (issue 30)', () => {
  it('answers ?format=gcode and ?format=hpgl with the SVG’s strokes, one file per side', async () => {
    const svg = await unzipTexts(
      (await get(`/swell/admin/orders/${run.order.id}/production.zip`)).rawPayload,
    );
    const folder = run.order.number;
    for (const format of ['gcode', 'hpgl'] as const) {
      const res = await get(`/swell/admin/orders/${run.order.id}/production.zip?format=${format}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain(`${folder}-produktion-${format}.zip`);
      const files = await unzipTexts(res.rawPayload);
      const names = [...files.keys()].filter((name) => name.endsWith(`.${format}`)).sort();
      expect(names).toEqual(
        [
          '0001-umschlag',
          '0001-vorderseite',
          '0002-umschlag',
          '0002-vorderseite',
          '0003-umschlag',
          '0003-vorderseite',
        ].map((base) => `${folder}/${base}.${format}`),
      );
      for (const name of names) {
        const twin = name.replace(/\.\w+$/, '.svg');
        const height = name.includes('umschlag') ? 114 : 105;
        const digits = format === 'hpgl' ? 1 : 2;
        const want = points(twin, svg.get(twin) ?? '', height).map((p) =>
          p
            .split(' ')
            .map((v) => Number(v).toFixed(digits))
            .join(' '),
        );
        const got = points(name, files.get(name) ?? '', height);
        expect(got.length).toBeGreaterThan(100);
        // Every SVG point, in order (rounding to 0.025 mm may tip a last digit: compared
        // within one step); between them the plotter file moves along the curves in pieces
        // of at most 0.2 mm (issue 38), so it has more points.
        const near = (p: string, q: string | undefined) => {
          const [x, y] = p.split(' ').map(Number);
          const [wx, wy] = (q ?? '').split(' ').map(Number);
          return (
            Math.abs((x as number) - (wx as number)) <= 0.11 &&
            Math.abs((y as number) - (wy as number)) <= 0.11
          );
        };
        let found = 0;
        for (const p of got) if (near(p, want[found])) found += 1;
        expect(found).toBe(want.length);
        expect(got.length).toBeGreaterThan(want.length);
      }
      const manifest = JSON.parse(files.get(`${folder}/manifest.json`) ?? '{}');
      expect(manifest.format).toBe(format);
      expect(manifest.cards[0].files[0].name).toBe(`0001-vorderseite.${format}`);
      // Same order, same bytes.
      const again = await get(
        `/swell/admin/orders/${run.order.id}/production.zip?format=${format}`,
      );
      expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    }
    expect(
      (await get(`/swell/admin/orders/${run.order.id}/production.zip?format=dxf`)).statusCode,
    ).toBe(400);
  });

  it('keeps the plotter settings, uses them in G-code, times and pen changes', async () => {
    expect((await get('/swell/admin/production/settings')).json()).toEqual(
      DEFAULT_PLOTTER_SETTINGS,
    );
    const before = (await get(`/swell/admin/orders/${run.order.id}/production`)).json();
    expect(before.pen_changes).toBe(0);
    expect(before.seconds_per_card).toBeCloseTo(before.seconds / 3, 0);

    const bad = await putSettings({ ...DEFAULT_PLOTTER_SETTINGS, drawFeedMmPerMin: 'schnell' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Vorschub beim Schreiben');
    expect((await putSettings(DEFAULT_PLOTTER_SETTINGS, {})).statusCode).toBe(401);

    const z = {
      ...DEFAULT_PLOTTER_SETTINGS,
      penLift: 'z',
      zDownMm: 0,
      zUpMm: 4,
      drawFeedMmPerMin: 750,
      inkPerPenM: 1, // 1 m: a new pen every few cards
    };
    expect((await putSettings(z)).statusCode).toBe(200);
    expect((await get('/swell/admin/production/settings')).json()).toEqual(z);

    const files = await unzipTexts(
      (await get(`/swell/admin/orders/${run.order.id}/production.zip?format=gcode`)).rawPayload,
    );
    const gcode = files.get(`${run.order.number}/0001-vorderseite.gcode`) ?? '';
    expect(gcode).not.toContain('M3');
    expect(gcode).toContain('G1 Z4 F6000');
    expect(gcode).toContain(' F750\n');
    const manifest = JSON.parse(files.get(`${run.order.number}/manifest.json`) ?? '{}');
    expect(manifest.plotter).toEqual(z);
    expect(manifest.estimate.pen_down_mm_per_s).toBe(12.5);
    // Each card writes well over 0.3 m: with 1 m of ink per pen, changes fall between cards.
    const ink = manifest.cards.map((card: { pen_down_mm: number }) => card.pen_down_mm);
    let used = 0;
    const wanted: number[] = [];
    ink.forEach((mm: number, i: number) => {
      if (used > 0 && used + mm > 1000) {
        wanted.push(i + 1);
        used = 0;
      }
      used += mm;
    });
    expect(wanted.length).toBeGreaterThan(0);
    expect(
      manifest.pen_changes.map((change: { before_card: number }) => change.before_card),
    ).toEqual(wanted);
    // The G-code pauses for each new pen in the first file of the card it goes in before.
    const paused = manifest.cards
      .filter((card: { files: { name: string }[] }) =>
        files.get(`${run.order.number}/${card.files[0]?.name}`)?.includes('\nM0\n'),
      )
      .map((card: { n: number }) => card.n);
    expect(paused).toEqual(wanted);
    const first = files.get(
      `${run.order.number}/${String(wanted[0]).padStart(4, '0')}-vorderseite.gcode`,
    );
    expect(first).toContain('; pen change: put in pen 2, then resume (cycle start)\nM0\n');
    expect([...files.values()].join('').split('\nM0\n')).toHaveLength(wanted.length + 1);

    const after = (await get(`/swell/admin/orders/${run.order.id}/production`)).json();
    expect(after.pen_changes).toBe(wanted.length);
    // Half the writing feed: the pen-down part of the time doubles; and each lowering and
    // lifting now moves Z by 4 mm at the travel feed (issue 38: as the G-code takes it).
    const strokes = manifest.cards
      .flatMap((card: { files: { strokes: number }[] }) => card.files)
      .reduce((sum: number, file: { strokes: number }) => sum + file.strokes, 0);
    expect(after.seconds - before.seconds).toBeCloseTo(
      before.pen_down_mm / 25 + (strokes * 2 * 4 * 60) / 6000,
      0,
    );
    await putSettings(DEFAULT_PLOTTER_SETTINGS);
  });
});
