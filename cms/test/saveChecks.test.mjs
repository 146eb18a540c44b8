// Checks at save (issue #31): safe text (src/editor/rules/plainTextRules.ts) — markup, `javascript:`
// links and control characters in names, descriptions and texts are refused when a draft is
// saved, with a German message naming the field —, publish messages, Strapi's own errors in
// German, refused font files removed. Its own process and database; no seed.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  adminToken,
  compile,
  prepareEnv,
  startStrapi,
  stopStrapi,
} from './harness.mjs';

const tmp = prepareEnv('cms-plain-text');
process.env.CMS_SEED = 'false';
delete process.env.CMS_WEBHOOK_SECRET;

let app;
let base;
let editor;

before(async () => {
  const distDir = await compile();
  ({ strapi: app, base } = await startStrapi(distDir));
  editor = await adminToken(base, ADMIN_EMAIL, ADMIN_PASSWORD);
});

after(async () => {
  if (app) await stopStrapi(app).catch(() => {});
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function refusal(promise) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  assert.fail('expected the write to be refused');
}

const TEMPLATE = 'api::template.template';

describe('refused at save, naming the field', () => {
  const cases = [
    [TEMPLATE, 'name', 'Name', '<script>alert(1)</script>', /HTML/],
    [TEMPLATE, 'description', 'Beschreibung', 'Schön <img src=x onerror=alert(1)>', /HTML/],
    [TEMPLATE, 'textDu', 'Text (du)', 'Hallo {{Vorname}}, <b>fett</b>', /HTML/],
    [TEMPLATE, 'textSie', 'Text (Sie)', 'Bitte klicken: javascript:alert(1)', /javascript:/],
    [TEMPLATE, 'textIhr', 'Text (ihr)', 'Hallo\u0007 ihr', /Steuerzeichen/],
    ['api::group.group', 'name', 'Name', 'Geburtstag\u202e', /Steuerzeichen/],
    ['api::font.font', 'name', 'Name', '<i>Kursiv</i>', /HTML/],
    ['api::canvas.canvas', 'name', 'Name', 'Karte <svg onload=x>', /HTML/],
    ['api::text-content.text-content', 'content', 'Text', 'Willkommen<script>', /HTML/],
  ];
  for (const [uid, field, label, value, reason] of cases) {
    test(`${uid} ${field}`, async () => {
      const data = { name: 'Sauber', [field]: value };
      if (uid === 'api::canvas.canvas')
        Object.assign(data, { key: 'probe-format', kind: 'postcard' });
      if (uid === 'api::text-content.text-content') Object.assign(data, { key: 'probe.text' });
      if (uid === 'api::text-content.text-content') delete data.name;
      const error = await refusal(app.documents(uid).create({ data }));
      assert.equal(error.name, 'ValidationError');
      assert.match(error.message, new RegExp(`^Das Feld „${label.replace(/[()]/g, '\\$&')}“`));
      assert.match(error.message, reason);
      assert.deepEqual(
        error.details.errors.map((e) => e.path),
        [[field]],
      );
      assert.equal(await app.db.query(uid).count(), 0, 'nothing was saved');
    });
  }

  test('a draft in the admin is refused with the German message (not only at publish)', async () => {
    const res = await fetch(`${base}/content-manager/collection-types/${TEMPLATE}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${editor}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Entwurf', order: 1, description: '<p>Hallo</p>' }),
    });
    assert.equal(res.status, 400);
    const body = await res.json();
    assert.match(body.error.message, /^Das Feld „Beschreibung“ enthält HTML/);
  });

  test('an update is refused too and changes nothing; plain text with < and > is fine', async () => {
    const draft = await app.documents(TEMPLATE).create({
      data: { name: 'Preise', description: 'Ab 3 Karten < 2 € – Liebe <3', textDu: 'Hallo!' },
    });
    const error = await refusal(
      app.documents(TEMPLATE).update({
        documentId: draft.documentId,
        data: { textDu: 'Hallo <a href="javascript:x">hier</a>' },
      }),
    );
    assert.match(error.message, /„Text \(du\)“/);
    const kept = await app.documents(TEMPLATE).findOne({ documentId: draft.documentId });
    assert.equal(kept.textDu, 'Hallo!');
  });

  test('two refused fields: one message naming both', async () => {
    const error = await refusal(
      app.documents(TEMPLATE).create({ data: { name: '<b>x</b>', textSie: 'a\u0000b' } }),
    );
    assert.match(error.message, /„Name“.*„Text \(Sie\)“/s);
    assert.deepEqual(error.details.errors.map((e) => e.path[0]).sort(), ['name', 'textSie']);
  });
});

describe('Strapi’s own messages in German', () => {
  test('a slug that is taken: German, naming „Adresse (Slug)“', async () => {
    await app.documents('api::group.group').create({ data: { name: 'Ostern', slug: 'ostern' } });
    const error = await refusal(
      app.documents('api::group.group').create({ data: { name: 'Ostern 2', slug: 'ostern' } }),
    );
    assert.equal(error.name, 'ValidationError');
    assert.match(error.message, /^„Adresse \(Slug\)“ ist schon vergeben/);
    assert.deepEqual(error.details.errors[0].path, ['slug']);
    assert.equal(await app.db.query('api::group.group').count(), 1);
  });
});

describe('publishing a saved draft', () => {
  test('says „veröffentlicht“, not „gespeichert“, and names each problem once', async () => {
    const headers = { Authorization: `Bearer ${editor}`, 'Content-Type': 'application/json' };
    const url = `${base}/content-manager/collection-types/${TEMPLATE}`;
    const draft = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Nur ein Name', order: 1 }),
    });
    assert.equal(draft.status, 201);
    const { documentId } = (await draft.json()).data;
    const publish = await fetch(`${url}/${documentId}/actions/publish`, {
      method: 'POST',
      headers,
      body: '{}',
    });
    assert.equal(publish.status, 400);
    const { message, details } = (await publish.json()).error;
    // Format, Vorschaubild, Vorderseite and the text (marked on both du and Sie).
    assert.match(message, /^Die Vorlage kann so nicht veröffentlicht werden \(4 Probleme\)/);
    const sentences = message.split(': ').slice(1).join(': ');
    const text = details.errors.find((e) => e.path[0] === 'textDu').message;
    assert.equal(sentences.split(text).length, 2, 'the text problem is named once');
    assert.deepEqual(details.errors.map((e) => e.path[0]).sort(), [
      'canvas',
      'frontImage',
      'previewImage',
      'textDu',
      'textSie',
    ]);
  });
});

describe('refused uploads leave no file', () => {
  test('a WOFF2 refused as a font file is gone from the Media Library and the disk', async () => {
    const file = path.join(tmp, 'schrift.woff2');
    fs.writeFileSync(file, Buffer.concat([Buffer.from('wOF2'), Buffer.alloc(60)]));
    const [uploaded] = await app
      .plugin('upload')
      .service('upload')
      .upload({
        data: { fileInfo: { name: 'schrift.woff2' } },
        files: {
          filepath: file,
          originalFilename: 'schrift.woff2',
          mimetype: 'font/woff2',
          size: 64,
        },
      });
    const onDisk = path.join(process.env.CMS_PUBLIC_DIR, uploaded.url);
    assert.equal(fs.existsSync(onDisk), true);
    const error = await refusal(
      app.documents('api::font.font').create({ data: { name: 'Zweite', file: uploaded.id } }),
    );
    assert.match(error.message, /WOFF2/);
    assert.deepEqual(error.details.errors[0].path, ['file']);
    assert.equal(
      await app.db.query('plugin::upload.file').findOne({ where: { id: uploaded.id } }),
      null,
    );
    assert.equal(fs.existsSync(onDisk), false);
  });
});

async function uploadPng(name, width, height) {
  const file = path.join(tmp, name);
  await sharp({ create: { width, height, channels: 3, background: '#eeddcc' } })
    .png()
    .toFile(file);
  const [uploaded] = await app
    .plugin('upload')
    .service('upload')
    .upload({
      data: { fileInfo: { name } },
      files: {
        filepath: file,
        originalFilename: name,
        mimetype: 'image/png',
        size: fs.statSync(file).size,
      },
    });
  return { ...uploaded, onDisk: path.join(process.env.CMS_PUBLIC_DIR, uploaded.url) };
}

describe('pictures need the pixels of their slot (issue #31)', () => {
  test('a too small preview: German, naming the size; the draft is not saved, the file gone', async () => {
    const small = await uploadPng('klein.png', 300, 200);
    assert.equal(fs.existsSync(small.onDisk), true);
    const error = await refusal(
      app.documents(TEMPLATE).create({ data: { name: 'Kleines Bild', previewImage: small.id } }),
    );
    assert.match(error.message, /^Das Vorschaubild „klein\.png“ ist nur 300 × 200 px groß/);
    assert.match(error.message, /mindestens 400 px/);
    assert.deepEqual(error.details.errors[0].path, ['previewImage']);
    assert.equal(await app.db.query(TEMPLATE).count({ where: { name: 'Kleines Bild' } }), 0);
    assert.equal(
      await app.db.query('plugin::upload.file').findOne({ where: { id: small.id } }),
      null,
    );
    assert.equal(fs.existsSync(small.onDisk), false);
  });

  test('the front needs 150 dpi across the canvas; a large enough one is kept', async () => {
    const canvas = await app.documents('api::canvas.canvas').create({
      data: {
        name: 'A5 Probe',
        key: 'a5-probe',
        kind: 'postcard',
        widthInMillimeters: 210,
        heightInMillimeters: 148,
      },
    });
    const draft = await app.documents(TEMPLATE).create({
      data: { name: 'Druckprobe', canvas: canvas.documentId },
    });
    const front = await uploadPng('vorderseite.png', 1200, 846);
    const error = await refusal(
      app.documents(TEMPLATE).update({
        documentId: draft.documentId,
        data: { frontImage: front.id },
      }),
    );
    assert.match(
      error.message,
      /^Die Vorderseite „vorderseite\.png“ ist nur 1200 × 846 px groß – für den Druck im Format „A5 Probe“ \(210 mm breit\) braucht es mindestens 1241 px Breite/,
    );
    assert.deepEqual(error.details.errors[0].path, ['frontImage']);
    assert.equal(fs.existsSync(front.onDisk), false);

    const large = await uploadPng('vorderseite-gross.png', 1241, 875);
    await app.documents(TEMPLATE).update({
      documentId: draft.documentId,
      data: { frontImage: large.id },
    });
    const kept = await app.documents(TEMPLATE).findOne({
      documentId: draft.documentId,
      populate: ['frontImage'],
    });
    assert.equal(kept.frontImage.id, large.id);
    assert.equal(fs.existsSync(large.onDisk), true);
  });
});

describe('the publish rules as warnings on the saved draft (issue #31)', () => {
  const headers = () => ({ Authorization: `Bearer ${editor}`, 'Content-Type': 'application/json' });
  const url = () => `${base}/content-manager/collection-types/${TEMPLATE}`;

  test('a draft saves, and the answer carries the German warnings, each once, naming the fields', async () => {
    await app.documents(TEMPLATE).create({ data: { name: 'Zwilling', slug: 'zwilling' } });
    const res = await fetch(url(), {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({
        name: 'Zwilling',
        slug: 'zwilling',
        order: 1,
        textDu: 'Hallo {{Rabatt}}',
        textSie: 'Guten Tag {{Rabatt}}',
      }),
    });
    assert.equal(res.status, 201);
    const { data } = await res.json();
    const warnings = data.editorWarnings.split('\n');
    assert.match(data.editorWarnings, /^• „Format“: Bitte ein Format wählen/m);
    assert.match(data.editorWarnings, /^• „Name“: Es gibt schon eine Vorlage „Zwilling“/m);
    assert.match(data.editorWarnings, /^• „Adresse \(Slug\)“: Die Adresse „zwilling“/m);
    assert.match(data.editorWarnings, /^• „Vorschaubild“: /m);
    const variable = warnings.filter((line) => line.includes('{{Rabatt}}'));
    assert.deepEqual(variable.length, 1, 'the unknown variable is named once');
    assert.match(variable[0], /^• „Text \(du\)“, „Text \(Sie\)“: Unbekannte Variable/);

    // Read again (as the edit view does): the warnings are stored on the draft.
    const again = await fetch(`${url()}/${data.documentId}`, { headers: headers() });
    assert.equal((await again.json()).data.editorWarnings, data.editorWarnings);

    // The next save checks again: a fixed problem is no longer named.
    const fixed = await fetch(`${url()}/${data.documentId}`, {
      method: 'PUT',
      headers: headers(),
      body: JSON.stringify({ name: 'Zwilling zwei', slug: 'zwilling-zwei', textDu: 'Hallo', textSie: '' }),
    });
    assert.equal(fixed.status, 200);
    const after = (await fixed.json()).data.editorWarnings;
    assert.doesNotMatch(after, /„Name“|„Adresse|Rabatt/);
    assert.match(after, /„Format“/);

    // Publishing still refuses.
    const publish = await fetch(`${url()}/${data.documentId}/actions/publish`, {
      method: 'POST',
      headers: headers(),
      body: '{}',
    });
    assert.equal(publish.status, 400);
  });

  test('the warnings are not part of the public API', async () => {
    const doc = await app.documents(TEMPLATE).create({ data: { name: 'Privat' } });
    const row = await app.db
      .query(TEMPLATE)
      .findOne({ where: { documentId: doc.documentId, publishedAt: null } });
    assert.match(row.editorWarnings, /„Format“/);
    assert.equal(app.contentType(TEMPLATE).attributes.editorWarnings.private, true);
  });
});

describe('upload size in German', () => {
  test('a file over the 20 MB limit: German, with the size and what to do; no file left', async () => {
    const file = path.join(tmp, 'riesig.png');
    fs.writeFileSync(file, '');
    fs.truncateSync(file, 21 * 1024 * 1024);
    const before = await app.db.query('plugin::upload.file').count();
    const error = await refusal(
      app
        .plugin('upload')
        .service('upload')
        .upload({
          data: { fileInfo: { name: 'riesig.png' } },
          files: {
            filepath: file,
            originalFilename: 'riesig.png',
            mimetype: 'application/octet-stream',
            size: 21 * 1024 * 1024,
          },
        }),
    );
    assert.equal(error.name, 'PayloadTooLargeError');
    assert.match(error.message, /^„riesig\.png“ ist 21 MB groß – höchstens 20 MB sind erlaubt/);
    assert.equal(await app.db.query('plugin::upload.file').count(), before);
  });
});
