// Integration test of the CMS: compiles the TypeScript (not the admin panel), starts Strapi on
// a temporary SQLite file and a temporary media folder, and checks the REST API the shop uses
// over HTTP. Run with `npm test` in cms/ (node's built-in test runner).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  compile,
  prepareEnv,
  require,
  startStrapi,
  stopStrapi,
} from './harness.mjs';

const tmp = prepareEnv('cms-test');
// The shop whose pages may read the CMS (CORS, config/middlewares.ts); requests below come
// from it.
process.env.PUBLIC_URL = 'http://localhost:8080';
delete process.env.CORS_EXTRA_ORIGINS;
let requiredTextKeys;

let app;
let base;
let timings = {};

async function get(pathAndQuery) {
  const res = await fetch(base + pathAndQuery);
  const body = await res.json();
  return { status: res.status, body };
}

async function postLog(data) {
  const res = await fetch(`${base}/api/logs`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:8080' },
    body: JSON.stringify(data === undefined ? {} : { data }),
  });
  return { status: res.status, body: await res.json().catch(() => null), headers: res.headers };
}

/** All templates (ids, names, group ids, canvas) for computing expectations. */
async function allTemplates() {
  const { body } = await get('/api/templates?populate=*&pagination[pageSize]=100');
  return body.data;
}

before(async () => {
  // The CLI's `strapi build` also compiles; for the test only the server code is needed.
  const compileStarted = Date.now();
  const distDir = await compile();
  timings.compile = Date.now() - compileStarted;
  ({ requiredTextKeys } = require(path.join(distDir, 'src/seed/data/textContents.js')));
  const started = await startStrapi(distDir);
  app = started.strapi;
  base = started.base;
  timings.firstStart = started.ms;
});

after(async () => {
  if (app) await stopStrapi(app).catch(() => {});
  fs.rmSync(tmp, { recursive: true, force: true });
  process.stdout.write(`# timings (ms): ${JSON.stringify(timings)}\n`);
});

describe('templates', () => {
  test('list: populate=*, sort order:asc, page size 6', async () => {
    const { status, body } = await get(
      '/api/templates?populate=*&sort=order:asc&pagination[page]=1&pagination[pageSize]=6',
    );
    assert.equal(status, 200);
    assert.equal(body.data.length, 6);
    const p = body.meta.pagination;
    assert.equal(p.page, 1);
    assert.equal(p.pageSize, 6);
    assert.ok(p.total >= 18, `at least 18 templates, got ${p.total}`);
    assert.equal(p.pageCount, Math.ceil(p.total / 6));
    const orders = body.data.map((t) => t.order);
    assert.deepEqual(
      orders,
      [...orders].sort((a, b) => a - b),
    );
    for (const t of body.data) {
      assert.ok(t.name && t.slug && t.description, 'name, slug, description');
      assert.ok(t.previewImage?.url?.startsWith('/uploads/'), `previewImage of ${t.slug}`);
      assert.ok(t.frontImage?.url?.startsWith('/uploads/'), `frontImage of ${t.slug}`);
      assert.equal(t.frontImage.mime, 'image/png');
      assert.ok(t.frontImage.formats?.large?.url, 'front image has a large format');
      assert.ok(t.canvas?.id, 'canvas populated');
      assert.ok(Array.isArray(t.groups) && t.groups.length > 0, 'groups populated');
      assert.ok(t.textDu && t.textSie && t.textIhr, 'texts du/Sie/ihr');
    }
    // the image files are served
    const img = await fetch(base + body.data[0].previewImage.url);
    assert.equal(img.status, 200);
    assert.equal(img.headers.get('content-type'), 'image/png');
  });

  test('second page continues the order', async () => {
    const page1 = await get(
      '/api/templates?sort=order:asc&pagination[page]=1&pagination[pageSize]=6',
    );
    const page2 = await get(
      '/api/templates?sort=order:asc&pagination[page]=2&pagination[pageSize]=6',
    );
    assert.equal(page2.body.meta.pagination.page, 2);
    const last1 = page1.body.data.at(-1).order;
    assert.ok(page2.body.data.every((t) => t.order > last1));
  });

  test('without a sort param the list is in order ascending', async () => {
    const { body } = await get('/api/templates?populate=*&pagination[pageSize]=100');
    const orders = body.data.map((t) => t.order);
    assert.deepEqual(
      orders,
      [...orders].sort((a, b) => a - b),
    );
  });

  test('sort direction in upper case (order:ASC, name:DESC) works', async () => {
    const asc = await get('/api/templates?sort=order:ASC&pagination[pageSize]=100');
    assert.equal(asc.status, 200);
    const orders = asc.body.data.map((t) => t.order);
    assert.deepEqual(
      orders,
      [...orders].sort((a, b) => a - b),
    );
    const desc = await get('/api/templates?sort=name:DESC&pagination[pageSize]=100');
    assert.equal(desc.status, 200);
    const names = desc.body.data.map((t) => t.name);
    assert.deepEqual(
      names,
      [...names].sort((a, b) => b.localeCompare(a, 'de')),
    );
  });

  test('findOne with populate=* by documentId and by numeric id', async () => {
    const list = await get('/api/templates?pagination[pageSize]=1&sort=order:asc');
    const first = list.body.data[0];
    for (const key of [first.documentId, String(first.id)]) {
      const { status, body } = await get(`/api/templates/${key}?populate=*`);
      assert.equal(status, 200, `GET /api/templates/${key}`);
      assert.equal(body.data.id, first.id);
      assert.ok(body.data.previewImage?.url);
      assert.ok(body.data.frontImage?.url);
      assert.ok(body.data.canvas?.key);
      assert.ok(body.data.groups.length > 0);
    }
    assert.equal((await get('/api/templates/999999')).status, 404);
    assert.equal((await get('/api/templates/doesnotexist123')).status, 404);
  });

  test('filter g_<id>: templates in a group', async () => {
    const all = await allTemplates();
    const groupId = all[0].groups[0].id;
    const expected = all
      .filter((t) => t.groups.some((g) => g.id === groupId))
      .map((t) => t.id)
      .sort((a, b) => a - b);
    const { status, body } = await get(
      `/api/templates?populate=*&filter=g_${groupId}&sort=order:asc&pagination[pageSize]=100`,
    );
    assert.equal(status, 200);
    assert.deepEqual(
      body.data.map((t) => t.id).sort((a, b) => a - b),
      expected,
    );
    assert.equal(body.meta.pagination.total, expected.length);
    // each returned template keeps ALL its groups in the populated relation
    const multi = body.data.find((t) => t.groups.length > 1);
    assert.ok(multi, 'a template in several groups is part of the result');
  });

  test('filter ng_<id>: templates NOT in a group, multi-group templates excluded', async () => {
    const all = await allTemplates();
    const multi = all.find((t) => t.groups.length > 1);
    assert.ok(multi, 'seed has a template in two groups');
    const groupId = multi.groups[0].id;
    const expected = all
      .filter((t) => !t.groups.some((g) => g.id === groupId))
      .map((t) => t.id)
      .sort((a, b) => a - b);
    const { status, body } = await get(
      `/api/templates?populate=*&filter=ng_${groupId}&pagination[pageSize]=100`,
    );
    assert.equal(status, 200);
    const ids = body.data.map((t) => t.id).sort((a, b) => a - b);
    assert.deepEqual(ids, expected);
    assert.ok(!ids.includes(multi.id), 'template in groups X and Y is excluded by ng_X');
    assert.ok(body.data.every((t) => t.groups.every((g) => g.id !== groupId)));
    // combined with pagination
    const paged = await get(
      `/api/templates?filter=ng_${groupId}&sort=order:asc&pagination[pageSize]=6`,
    );
    assert.equal(paged.body.meta.pagination.total, expected.length);
    assert.equal(paged.body.data.length, Math.min(6, expected.length));
  });

  test('filter ng_ of a group without templates returns all', async () => {
    const { body } = await get('/api/templates?filter=ng_999999&pagination[pageSize]=100');
    const all = await allTemplates();
    assert.equal(body.meta.pagination.total, all.length);
  });

  test('filter <canvasId>: templates on a canvas', async () => {
    const all = await allTemplates();
    const canvasId = all[0].canvas.id;
    const expected = all
      .filter((t) => t.canvas?.id === canvasId)
      .map((t) => t.id)
      .sort((a, b) => a - b);
    const { status, body } = await get(
      `/api/templates?populate=*&filter=${canvasId}&pagination[pageSize]=100`,
    );
    assert.equal(status, 200);
    assert.deepEqual(
      body.data.map((t) => t.id).sort((a, b) => a - b),
      expected,
    );
    assert.ok(body.data.every((t) => t.canvas.id === canvasId));
  });

  test('filter is combined with other filters', async () => {
    const all = await allTemplates();
    const t = all.find((x) => x.groups.length > 0);
    const groupId = t.groups[0].id;
    const { body } = await get(`/api/templates?filter=g_${groupId}&filters[slug][$eq]=${t.slug}`);
    assert.deepEqual(
      body.data.map((x) => x.id),
      [t.id],
    );
  });

  for (const bad of ['x', 'g_', 'g_abc', 'ng_-1', '0', '-3', '1.5', 'g_1_2', 'gg_1', '', 'G_1']) {
    test(`bad filter ${JSON.stringify(bad)} is refused with 400`, async () => {
      const { status, body } = await get(`/api/templates?filter=${encodeURIComponent(bad)}`);
      assert.equal(status, 400);
      assert.match(body.error.message, /Invalid filter/);
    });
  }

  test('repeated filter param is refused with 400', async () => {
    const { status } = await get('/api/templates?filter=g_1&filter=g_2');
    assert.equal(status, 400);
  });

  const sorts = {
    'order:asc': (a, b) => a.order - b.order,
    'name:asc': (a, b) => a.name.localeCompare(b.name, 'de'),
    'canvas.widthInMillimeters:asc': (a, b) =>
      a.canvas.widthInMillimeters - b.canvas.widthInMillimeters,
    'createdAt:desc': (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt),
    'createdAt:asc': (a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt),
  };
  for (const [sort, cmp] of Object.entries(sorts)) {
    test(`sort=${sort}`, async () => {
      const { status, body } = await get(
        `/api/templates?populate=*&sort=${sort}&pagination[pageSize]=100`,
      );
      assert.equal(status, 200);
      assert.ok(body.data.length >= 18);
      for (let i = 1; i < body.data.length; i += 1) {
        assert.ok(
          cmp(body.data[i - 1], body.data[i]) <= 0,
          `${sort}: ${body.data[i - 1].name} before ${body.data[i].name}`,
        );
      }
      if (sort.startsWith('canvas')) {
        const widths = body.data.map((t) => t.canvas.widthInMillimeters);
        assert.ok(new Set(widths).size > 1, 'several formats');
      }
    });
  }

  test('sort by format with a tie-breaker and pagination', async () => {
    const { status, body } = await get(
      '/api/templates?populate=*&sort[0]=canvas.widthInMillimeters:asc&sort[1]=order:asc&pagination[pageSize]=6&pagination[page]=2',
    );
    assert.equal(status, 200);
    assert.equal(body.data.length, 6);
    assert.equal(body.meta.pagination.page, 2);
  });
});

describe('fonts', () => {
  test('global fonts: accountId is null', async () => {
    const { status, body } = await get(
      '/api/fonts?fields[0]=name&fields[1]=slug&fields[2]=accountId&sort=name:asc&pagination[pageSize]=100&filters[accountId][$null]=true&populate[file]=true',
    );
    assert.equal(status, 200);
    assert.ok(body.data.length >= 8, `at least 8 global fonts, got ${body.data.length}`);
    assert.ok(body.data.every((f) => f.accountId === null));
    const names = body.data.map((f) => f.name);
    assert.deepEqual(
      names,
      [...names].sort((a, b) => a.localeCompare(b)),
    );
    for (const f of body.data) {
      // Pen-only fonts (feder-*) have no outline twin: their web face is the pen SVG.
      const ext = f.slug.startsWith('feder-') ? '.svg' : '.woff';
      assert.ok(f.file?.url?.endsWith(ext), `${f.slug} has a ${ext} file`);
    }
    const woff = await fetch(base + body.data[0].file.url, {
      headers: { Origin: 'http://localhost:8080' },
    });
    assert.equal(woff.status, 200);
    assert.equal(woff.headers.get('access-control-allow-origin'), 'http://localhost:8080');
    const bytes = Buffer.from(await woff.arrayBuffer());
    assert.equal(bytes.subarray(0, 4).toString('latin1'), 'wOFF');
  });

  test('global fonts or fonts of account demo', async () => {
    const { status, body } = await get(
      '/api/fonts?fields[0]=name&fields[1]=slug&fields[2]=accountId&sort=name:asc&pagination[pageSize]=100&filters[$or][0][accountId][$null]=true&filters[$or][1][accountId][$eq]=demo',
    );
    assert.equal(status, 200);
    const own = body.data.filter((f) => f.accountId === 'demo');
    assert.equal(own.length, 1, 'exactly one font of account demo');
    assert.equal(body.data.length, body.data.filter((f) => f.accountId === null).length + 1);
    const other = await get(
      '/api/fonts?pagination[pageSize]=100&filters[$or][0][accountId][$null]=true&filters[$or][1][accountId][$eq]=someone-else',
    );
    assert.ok(other.body.data.every((f) => f.accountId === null));
  });

  test('findOne by documentId and by numeric id', async () => {
    const list = await get('/api/fonts?pagination[pageSize]=1');
    for (const key of [list.body.data[0].documentId, String(list.body.data[0].id)]) {
      const { status, body } = await get(`/api/fonts/${key}?populate=*`);
      assert.equal(status, 200);
      assert.equal(body.data.slug, list.body.data[0].slug);
      assert.ok(body.data.file?.url);
    }
  });
});

describe('pen fonts', () => {
  test('every font has a single-stroke SVG pen font, served with CORS', async () => {
    const { status, body } = await get(
      '/api/fonts?fields[0]=slug&populate[penFont]=true&populate[file]=true&pagination[pageSize]=100',
    );
    assert.equal(status, 200);
    const slugs = body.data.map((f) => f.slug);
    for (const slug of [
      'caveat',
      'homemade-apple',
      'demo-handschrift',
      'feder-felix',
      'feder-klar',
    ])
      assert.ok(slugs.includes(slug), slug);
    for (const f of body.data) {
      assert.ok(f.penFont?.url?.endsWith('.svg'), `${f.slug} has a pen font`);
      assert.equal(f.penFont.mime, 'image/svg+xml');
    }
    const caveat = body.data.find((f) => f.slug === 'caveat');
    const res = await fetch(base + caveat.penFont.url, {
      headers: { Origin: 'http://localhost:8080' },
    });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('access-control-allow-origin'), 'http://localhost:8080');
    const svg = await res.text();
    assert.match(svg, /<font-face[^>]*font-family="EMS Tech"/);
    assert.match(svg, /<glyph unicode="a"/);
    // The licence travels with the font (SIL OFL, in the file's metadata).
    assert.match(svg, /SIL Open Font License/);
    // Pen-only fonts: the web face is the pen SVG as well.
    const felix = body.data.find((f) => f.slug === 'feder-felix');
    assert.match(await (await fetch(base + felix.file.url)).text(), /font-family="EMS Felix"/);
  });

  test('a font seeded before pen fonts existed gets its pen font on the next seed', async () => {
    const font = await app.db
      .query('api::font.font')
      .findOne({ where: { slug: 'kalam' }, populate: { penFont: true } });
    assert.ok(font.penFont);
    await app.documents('api::font.font').update({
      documentId: font.documentId,
      data: { penFont: null },
    });
    const { seed } = require(path.join(app.dirs.dist.root, 'src/seed/index.js'));
    const report = await seed(app, { force: true });
    assert.equal(report.created.penFonts, 1);
    assert.equal(report.created.fonts, 0);
    assert.equal(report.created.files, 1);
    const { body } = await get(`/api/fonts/${font.documentId}?populate=*`);
    assert.ok(body.data.penFont?.url?.endsWith('.svg'));
    // The file that was unlinked stays in the media library; remove it so counts stay put.
    await app.plugin('upload').service('upload').remove(font.penFont);
  });
});

describe('groups and canvases', () => {
  test('groups: sort name, pageSize 100, populate=*', async () => {
    const { status, body } = await get(
      '/api/groups?populate=*&sort=name:asc&pagination[pageSize]=100',
    );
    assert.equal(status, 200);
    assert.ok(body.data.length >= 5);
    const names = body.data.map((g) => g.name);
    for (const n of ['Geburtstag', 'Weihnachten', 'Danke', 'Business', 'Einladung'])
      assert.ok(names.includes(n), n);
  });

  test('groups featured=true', async () => {
    const { body } = await get(
      '/api/groups?populate=*&sort=name:asc&pagination[pageSize]=100&filters[featured][$eq]=true',
    );
    assert.ok(body.data.length >= 1);
    assert.ok(body.data.every((g) => g.featured === true));
  });

  test('canvases without width 0', async () => {
    const { status, body } = await get(
      '/api/canvases?populate=*&sort=name:asc&pagination[pageSize]=100&filters[widthInMillimeters][$ne]=0',
    );
    assert.equal(status, 200);
    assert.equal(body.data.length, 5);
    assert.ok(body.data.every((c) => c.widthInMillimeters > 0));
    const keys = body.data.map((c) => c.key).sort();
    assert.deepEqual(keys, [
      'a4-brief',
      'a5-klappkarte',
      'a6-klappkarte',
      'a6-postkarte',
      'din-lang',
    ]);
    const all = await get('/api/canvases?pagination[pageSize]=100');
    assert.ok(
      all.body.data.some((c) => c.key === 'intern-ohne-format' && c.widthInMillimeters === 0),
    );
  });

  test('canvases featured=true', async () => {
    const { body } = await get(
      '/api/canvases?populate=*&sort=name:asc&pagination[pageSize]=100&filters[widthInMillimeters][$ne]=0&filters[featured][$eq]=true',
    );
    assert.ok(body.data.length >= 2);
    assert.ok(body.data.every((c) => c.featured === true && c.widthInMillimeters > 0));
  });

  test('canvas findOne', async () => {
    const list = await get('/api/canvases?filters[key][$eq]=a6-postkarte');
    for (const key of [list.body.data[0].documentId, String(list.body.data[0].id)]) {
      const { status, body } = await get(`/api/canvases/${key}?populate=*`);
      assert.equal(status, 200);
      assert.equal(body.data.widthInMillimeters, 148);
      assert.equal(body.data.heightInMillimeters, 105);
    }
  });
});

describe('text contents', () => {
  test('sorted by key, pageSize 100, every key the web app needs', async () => {
    const { status, body } = await get(
      '/api/text-contents?populate=*&sort=key:asc&pagination[pageSize]=100',
    );
    assert.equal(status, 200);
    assert.ok(body.meta.pagination.total <= 100, 'all text contents fit into one page of 100');
    const keys = body.data.map((t) => t.key);
    assert.deepEqual(keys, [...keys].sort());
    const missing = requiredTextKeys.filter((k) => !keys.includes(k));
    assert.deepEqual(missing, []);
    assert.ok(
      keys.some((k) => k.endsWith('@sie')),
      'Sie variants exist',
    );
    const byKey = Object.fromEntries(body.data.map((t) => [t.key, t]));
    for (const k of [
      'hero.image',
      'personalisation.image',
      'video.poster',
      'company1',
      'company6',
    ]) {
      assert.ok(byKey[k].media?.url, `${k} has media`);
      assert.ok(byKey[k].media.mime.startsWith('image/'), `${k} media is an image`);
    }
    assert.ok(byKey['hero.image'].media.formats?.large?.url, 'hero image has a large format');
    assert.ok(byKey.company1.content.length > 0);
  });

  test('pageSize 500 is capped to 100', async () => {
    const { body } = await get('/api/text-contents?pagination[pageSize]=500');
    assert.equal(body.meta.pagination.pageSize, 100);
    assert.ok(body.data.length <= 100);
  });
});

describe('logs', () => {
  test('valid log is created', async () => {
    const res = await postLog({
      eventLevel: 'ERROR',
      message: 'TypeError: x is undefined',
      eventDate: new Date().toISOString(),
      data: { stack: 'at foo', order: { quantity: 3 } },
    });
    assert.equal(res.status, 201);
    assert.equal(res.headers.get('access-control-allow-origin'), 'http://localhost:8080');
    const rows = await app.db
      .query('api::log.log')
      .findMany({ where: { message: 'TypeError: x is undefined' } });
    assert.equal(rows.length, 1);
    assert.equal(rows[0].eventLevel, 'ERROR');
    assert.deepEqual(rows[0].data, { stack: 'at foo', order: { quantity: 3 } });
  });

  test('lower-case level is accepted and stored upper-case; missing date is filled', async () => {
    const res = await postLog({ eventLevel: 'warn', message: 'slow response' });
    assert.equal(res.status, 201);
    const rows = await app.db
      .query('api::log.log')
      .findMany({ where: { message: 'slow response' } });
    assert.equal(rows[0].eventLevel, 'WARN');
    assert.ok(rows[0].eventDate);
  });

  test('unknown level → 400', async () => {
    const res = await postLog({ eventLevel: 'FATAL', message: 'x' });
    assert.equal(res.status, 400);
    assert.match(res.body.error.message, /eventLevel/);
  });

  test('missing message → 400', async () => {
    const res = await postLog({ eventLevel: 'INFO' });
    assert.equal(res.status, 400);
    assert.match(res.body.error.message, /message/);
  });

  test('missing data object → 400', async () => {
    const res = await postLog(undefined);
    assert.equal(res.status, 400);
  });

  test('message over 10 kB → 400, exactly 10 kB is fine', async () => {
    const tooLong = await postLog({ eventLevel: 'INFO', message: 'x'.repeat(11 * 1024) });
    assert.equal(tooLong.status, 400);
    assert.match(tooLong.body.error.message, /too long/);
    // multi-byte characters count in bytes: 5,121 × "ä" = 10,242 bytes
    const umlauts = await postLog({ eventLevel: 'INFO', message: 'ä'.repeat(5121) });
    assert.equal(umlauts.status, 400);
    const exact = await postLog({ eventLevel: 'INFO', message: 'y'.repeat(10 * 1024) });
    assert.equal(exact.status, 201);
  });

  test('invalid eventDate → 400', async () => {
    const res = await postLog({ eventLevel: 'INFO', message: 'x', eventDate: 'gestern' });
    assert.equal(res.status, 400);
  });

  test('entries older than 30 days are deleted by the retention job, newer ones kept', async () => {
    const { deleteExpiredLogs, LOG_RETENTION_DAYS } = require(
      path.join(app.dirs.dist.root, 'src/bootstrap/logRetention.js'),
    );
    assert.equal(LOG_RETENTION_DAYS, 30);
    const logs = app.db.query('api::log.log');
    const old = await logs.create({ data: { eventLevel: 'ERROR', message: 'alt', data: {} } });
    const recent = await logs.create({ data: { eventLevel: 'ERROR', message: 'neu', data: {} } });
    const day = 24 * 60 * 60 * 1000;
    await logs.update({
      where: { id: old.id },
      data: { createdAt: new Date(Date.now() - 31 * day).toISOString() },
    });
    const removed = await deleteExpiredLogs(app);
    assert.ok(removed >= 1);
    assert.equal(await logs.findOne({ where: { id: old.id } }), null);
    assert.notEqual(await logs.findOne({ where: { id: recent.id } }), null);
  });

  test('reading logs publicly is forbidden', async () => {
    assert.equal((await fetch(`${base}/api/logs`)).status, 403);
    const row = await app.db.query('api::log.log').findOne({});
    assert.equal((await fetch(`${base}/api/logs/${row.documentId}`)).status, 403);
    const del = await fetch(`${base}/api/logs/${row.documentId}`, { method: 'DELETE' });
    assert.equal(del.status, 403);
  });

  test('CORS preflight from the shop and the admin panel, none for other origins', async () => {
    const preflight = (origin) =>
      fetch(`${base}/api/logs`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type',
        },
      });
    const shop = await preflight('http://localhost:8080');
    assert.ok(shop.status === 204 || shop.status === 200);
    assert.equal(shop.headers.get('access-control-allow-origin'), 'http://localhost:8080');
    assert.equal(shop.headers.get('access-control-allow-credentials'), null);
    // The admin panel's own origin (CMS_URL, here its default) is allowed too.
    const admin = await preflight('http://localhost:1337');
    assert.equal(admin.headers.get('access-control-allow-origin'), 'http://localhost:1337');
    for (const origin of ['http://127.0.0.1:54321', 'https://evil.example', 'null']) {
      const res = await preflight(origin);
      assert.equal(res.headers.get('access-control-allow-origin'), null, origin);
    }
    const read = await fetch(`${base}/api/templates`, {
      headers: { Origin: 'https://evil.example' },
    });
    assert.equal(read.headers.get('access-control-allow-origin'), null);
  });

  test('answers do not name the software (no X-Powered-By)', async () => {
    for (const path of ['/api/templates', '/api/nothing-here', '/_health']) {
      const res = await fetch(`${base}${path}`, { headers: { Origin: 'http://localhost:8080' } });
      assert.equal(res.headers.get('x-powered-by'), null, path);
    }
  });
});

describe('delivery', () => {
  test('JSON goes out compressed when the client accepts it (issue #13)', async () => {
    const res = await fetch(`${base}/api/templates?populate=*&pagination[pageSize]=6`, {
      headers: { 'Accept-Encoding': 'br, gzip' },
    });
    assert.equal(res.status, 200);
    assert.ok(['br', 'gzip'].includes(res.headers.get('content-encoding')));
    assert.ok((await res.json()).data.length > 0);
  });
});

describe('permissions and admin', () => {
  test('public role has exactly the intended API permissions', async () => {
    const role = await app.db
      .query('plugin::users-permissions.role')
      .findOne({ where: { type: 'public' } });
    const perms = await app.db
      .query('plugin::users-permissions.permission')
      .findMany({ where: { role: { id: role.id } } });
    const api = perms
      .map((p) => p.action)
      .filter((a) => a.startsWith('api::'))
      .sort();
    const expected = ['template', 'font', 'group', 'canvas', 'text-content']
      .flatMap((n) => [`api::${n}.${n}.find`, `api::${n}.${n}.findOne`])
      .concat('api::log.log.create')
      .sort();
    assert.deepEqual(api, expected);
  });

  test('public cannot write content', async () => {
    const res = await fetch(`${base}/api/templates`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: { name: 'x' } }),
    });
    assert.equal(res.status, 403);
  });

  test('admin user from CMS_ADMIN_EMAIL exists in the Redaktion role and can log in', async () => {
    const user = await app.db
      .query('admin::user')
      .findOne({ where: { email: ADMIN_EMAIL }, populate: ['roles'] });
    assert.ok(user);
    assert.equal(user.firstname, 'Redaktion');
    assert.deepEqual(
      user.roles.map((r) => r.code),
      ['federkiel-redaktion'],
    );
    assert.equal(user.preferedLanguage, 'de');
    const res = await fetch(`${base}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    assert.equal(res.status, 200);
    const body = await res.json();
    assert.ok(body.data.token || body.data.accessToken);
  });
});

describe('seed', () => {
  test('is idempotent: a forced re-run and a restart create nothing', async () => {
    const uids = [
      'api::canvas.canvas',
      'api::group.group',
      'api::font.font',
      'api::template.template',
      'api::text-content.text-content',
      'plugin::upload.file',
      'admin::user',
    ];
    const count = async () =>
      Object.fromEntries(
        await Promise.all(uids.map(async (uid) => [uid, await app.db.query(uid).count()])),
      );
    const before = await count();
    const { seed } = require(path.join(app.dirs.dist.root, 'src/seed/index.js'));
    const skipped = await seed(app);
    assert.equal(skipped.skipped, true, 'run-once flag set');
    const forced = await seed(app, { force: true });
    assert.equal(forced.skipped, false);
    assert.deepEqual(forced.created, {
      canvases: 0,
      groups: 0,
      fonts: 0,
      penFonts: 0,
      templates: 0,
      textContents: 0,
      files: 0,
    });
    assert.deepEqual(await count(), before);

    // restart on the same database file
    const distDir = app.dirs.dist.root;
    await stopStrapi(app);
    app = undefined;
    const restarted = await startStrapi(distDir);
    app = restarted.strapi;
    base = restarted.base;
    timings.secondStart = restarted.ms;
    assert.deepEqual(await count(), before);
    const { body } = await get('/api/templates?pagination[pageSize]=1');
    // Templates have drafts (issue #20): a draft and a published row per seeded template.
    const published = await app.db
      .query('api::template.template')
      .count({ where: { publishedAt: { $notNull: true } } });
    assert.equal(published * 2, before['api::template.template']);
    assert.equal(body.meta.pagination.total, published);
  });
});
