// The content editors' CMS (issue #20): the „Redaktion“ role, the German labels and layouts
// applied at bootstrap, slugs from names and the rules that keep the shop whole — through the
// admin panel's own API (what the editor's browser calls) and the document service.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  SUPERADMIN_EMAIL,
  SUPERADMIN_PASSWORD,
  adminToken,
  compile,
  prepareEnv,
  require,
  startStrapi,
  stopStrapi,
} from './harness.mjs';

const tmp = prepareEnv('cms-editors');
let app;
let base;
let editor;
let superAdmin;

before(async () => {
  ({ strapi: app, base } = await startStrapi(await compile()));
  editor = await adminToken(base, ADMIN_EMAIL, ADMIN_PASSWORD);
  superAdmin = await adminToken(base, SUPERADMIN_EMAIL, SUPERADMIN_PASSWORD);
});

after(async () => {
  if (app) await stopStrapi(app).catch(() => {});
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function admin(token, method, url, body) {
  const res = await fetch(base + url, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

const cm = (uid) => `/content-manager/collection-types/${uid}`;

async function upload(file, mimetype, name = path.basename(file)) {
  const { size } = fs.statSync(file);
  const [uploaded] = await app
    .plugin('upload')
    .service('upload')
    .upload({
      data: { fileInfo: { name, alternativeText: name, caption: name } },
      files: { filepath: file, originalFilename: name, mimetype, size },
    });
  return uploaded;
}

const fontsource = (file) =>
  path.join(path.dirname(require.resolve('@fontsource/caveat/package.json')), 'files', file);

async function one(uid, where, populate) {
  return app.db.query(uid).findOne({ where, populate });
}

/** A complete template's data (relations by id, as the document service takes them). */
async function validTemplate(name) {
  const canvas = await one('api::canvas.canvas', { key: 'a6-postkarte' });
  const existing = await one(
    'api::template.template',
    { slug: 'konfetti-geburtstag' },
    {
      previewImage: true,
      frontImage: true,
    },
  );
  const font = await one('api::font.font', { accountId: null });
  return {
    name,
    order: 999,
    canvas: canvas.id,
    previewImage: existing.previewImage.id,
    frontImage: existing.frontImage.id,
    textDu: 'Liebe Grüße, {{Vorname}}!',
    textSie: 'Herzliche Grüße, {{Anrede}}',
    defaultFont: font.id,
  };
}

async function refusal(promise) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  assert.fail('expected the write to be refused');
}

describe('the Redaktion role', () => {
  test('the printed login is a Redaktion user with the admin in German', async () => {
    const user = await one('admin::user', { email: ADMIN_EMAIL }, ['roles']);
    assert.deepEqual(
      user.roles.map((r) => r.name),
      ['Redaktion'],
    );
    assert.equal(user.preferedLanguage, 'de');
  });

  test('no Content-Type Builder, no users-permissions User, no settings', async () => {
    assert.equal((await admin(editor, 'GET', '/content-type-builder/content-types')).status, 403);
    assert.equal(
      (await admin(superAdmin, 'GET', '/content-type-builder/content-types')).status,
      200,
    );
    assert.equal((await admin(editor, 'GET', cm('plugin::users-permissions.user'))).status, 403);
    assert.equal((await admin(editor, 'GET', '/admin/roles')).status, 403);
  });

  test('logs: read and delete, never write', async () => {
    assert.equal((await admin(editor, 'GET', cm('api::log.log'))).status, 200);
    const write = await admin(editor, 'POST', cm('api::log.log'), {
      eventLevel: 'INFO',
      message: 'gefälscht',
      eventDate: new Date().toISOString(),
    });
    assert.equal(write.status, 403);
  });

  test('templates, fonts, groups, canvases, texts and media are the editor’s', async () => {
    for (const uid of [
      'api::template.template',
      'api::font.font',
      'api::group.group',
      'api::canvas.canvas',
      'api::text-content.text-content',
    ]) {
      assert.equal((await admin(editor, 'GET', cm(uid))).status, 200, uid);
    }
    assert.equal((await admin(editor, 'GET', '/upload/files')).status, 200);
  });
});

describe('labels and layouts from cms/src/editor/labels.ts', () => {
  test('German labels and hints, read back through the admin API', async () => {
    const { status, body } = await admin(
      editor,
      'GET',
      '/content-manager/content-types/api::template.template/configuration',
    );
    assert.equal(status, 200);
    const meta = body.data.contentType.metadatas;
    assert.equal(meta.textDu.edit.label, 'Text (du)');
    assert.match(meta.textDu.edit.description, /\{\{Vorname\}\}.*\{\{Absender\.Name\}\}/);
    assert.match(meta.previewImage.edit.description, /600 px/);
    assert.equal(meta.widthInMillimeters, undefined);
    assert.equal(body.data.contentType.settings.mainField, 'name');
  });

  test('logs newest first, titled by their message', async () => {
    const { body } = await admin(
      editor,
      'GET',
      '/content-manager/content-types/api::log.log/configuration',
    );
    const { settings, metadatas } = body.data.contentType;
    assert.equal(settings.mainField, 'message');
    assert.equal(settings.defaultSortBy, 'eventDate');
    assert.equal(settings.defaultSortOrder, 'DESC');
    assert.equal(metadatas.message.list.label, 'Meldung');
  });

  test('text keys say where they appear', async () => {
    const { body } = await admin(
      editor,
      'GET',
      '/content-manager/content-types/api::text-content.text-content/configuration',
    );
    assert.match(body.data.contentType.metadatas.key.edit.description, /hero\.\* = Startseite/);
  });
});

describe('slugs follow the name', () => {
  test('an empty slug is made from the name, German letters transliterated', async () => {
    const res = await admin(editor, 'POST', cm('api::group.group'), {
      name: 'Grüße zum Straßenfest',
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    assert.equal(res.body.data.slug, 'gruesse-zum-strassenfest');
  });

  test('the admin’s placeholder slug is replaced, and a taken slug gets -2', async () => {
    const first = await admin(editor, 'POST', cm('api::group.group'), {
      name: 'Ostern',
      slug: 'group',
    });
    assert.equal(first.body.data.slug, 'ostern');
    const second = await admin(editor, 'POST', cm('api::group.group'), {
      name: 'Ostern!',
      slug: 'group-1',
    });
    assert.equal(second.body.data.slug, 'ostern-2');
  });

  test('a slug the editor typed is kept', async () => {
    const res = await admin(editor, 'POST', cm('api::group.group'), {
      name: 'Muttertag',
      slug: 'mama',
    });
    assert.equal(res.body.data.slug, 'mama');
  });
});

describe('rules that keep the shop whole', () => {
  const templates = () => app.documents('api::template.template');

  test('a complete template is saved', async () => {
    const created = await templates().create({
      data: await validTemplate('Regeltest gültig'),
      status: 'published',
    });
    assert.equal(created.slug, 'regeltest-gueltig');
  });

  test('a draft may be unfinished; publishing it is refused with the German message', async () => {
    const draft = await admin(editor, 'POST', cm('api::template.template'), {
      name: 'Ohne alles',
      order: 1,
    });
    assert.equal(draft.status, 201, JSON.stringify(draft.body));
    const { documentId } = draft.body.data;
    const publish = await admin(
      editor,
      'POST',
      `${cm('api::template.template')}/${documentId}/actions/publish`,
      {},
    );
    assert.equal(publish.status, 400);
    assert.match(publish.body.error.message, /Format/);
    const live = await app.db
      .query('api::template.template')
      .findOne({ where: { documentId, publishedAt: { $notNull: true } } });
    assert.equal(live, null, 'nothing went live');
  });

  test('canvas, pictures and a text are required; the internal canvas is refused', async () => {
    const data = await validTemplate('Regeltest Format');
    const internal = await one('api::canvas.canvas', { key: 'intern-ohne-format' });
    const error = await refusal(
      templates().create({ status: 'published', data: { ...data, canvas: internal.id } }),
    );
    assert.match(error.message, /intern/);
    const noPictures = await refusal(
      templates().create({
        status: 'published',
        data: { ...data, previewImage: null, frontImage: null },
      }),
    );
    assert.match(noPictures.message, /Vorschaubild/);
    const noText = await refusal(
      templates().create({ status: 'published', data: { ...data, textDu: '', textSie: ' ' } }),
    );
    assert.match(noText.message, /Standardtext/);
  });

  test('unknown variables are refused with the allowed list', async () => {
    const data = await validTemplate('Regeltest Variablen');
    const error = await refusal(
      templates().create({ status: 'published', data: { ...data, textDu: 'Hallo {{Vornmae}}!' } }),
    );
    assert.match(error.message, /Unbekannte Variable \{\{Vornmae\}\}/);
    assert.match(error.message, /\{\{Vorname\}\}/);
  });

  test('a public template may not default to an account-only font', async () => {
    const accountFont = await one('api::font.font', { accountId: { $notNull: true } });
    assert.ok(accountFont, 'the seed has an account-only font');
    const data = await validTemplate('Regeltest Schrift');
    const error = await refusal(
      templates().create({ status: 'published', data: { ...data, defaultFont: accountFont.id } }),
    );
    assert.match(error.message, /gehört nur einem Kundenkonto/);
  });

  test('template names are unique (any case)', async () => {
    const error = await refusal(
      templates().create({ status: 'published', data: await validTemplate('KONFETTI-GEBURTSTAG') }),
    );
    assert.match(error.message, /schon eine Vorlage/);
  });

  test('an update that breaks a template is refused and changes nothing', async () => {
    const t = await one('api::template.template', { slug: 'konfetti-geburtstag' });
    await refusal(
      templates().update({
        documentId: t.documentId,
        data: { textDu: '{{Foo}}' },
        status: 'published',
      }),
    );
    const live = await one('api::template.template', {
      slug: 'konfetti-geburtstag',
      publishedAt: { $notNull: true },
    });
    assert.equal(live.textDu, t.textDu);
  });

  test('font files: WOFF2 and PDF are refused with what to upload instead; none is refused', async () => {
    const fonts = app.documents('api::font.font');
    const woff2 = await upload(fontsource('caveat-latin-400-normal.woff2'), 'font/woff2');
    const error = await refusal(fonts.create({ data: { name: 'Caveat zwei', file: woff2.id } }));
    assert.match(error.message, /WOFF2.*WOFF, TTF oder OTF/);
    const pdfPath = path.join(tmp, 'kein-font.pdf');
    fs.writeFileSync(pdfPath, '%PDF-1.4\n%…\n');
    const pdf = await upload(pdfPath, 'application/pdf');
    assert.match(
      (await refusal(fonts.create({ data: { name: 'PDF', file: pdf.id } }))).message,
      /PDF/,
    );
    assert.match(
      (await refusal(fonts.create({ data: { name: 'Ohne Datei' } }))).message,
      /Schriftdatei hochladen/,
    );
    const woff = await upload(fontsource('caveat-latin-400-normal.woff'), 'font/woff');
    const ok = await fonts.create({ data: { name: 'Caveat Kopie', file: woff.id } });
    assert.equal(ok.slug, 'caveat-kopie');
  });

  test('a group, canvas or font in use cannot be deleted; the message names the templates', async () => {
    const group = await one('api::group.group', { slug: 'geburtstag' });
    const error = await refusal(
      app.documents('api::group.group').delete({ documentId: group.documentId }),
    );
    assert.match(error.message, /Diese Gruppe wird noch von .*„Konfetti-Geburtstag“/);
    const canvas = await one('api::canvas.canvas', { key: 'a6-postkarte' });
    await refusal(app.documents('api::canvas.canvas').delete({ documentId: canvas.documentId }));
    assert.ok(await one('api::canvas.canvas', { key: 'a6-postkarte' }));
    const unused = await admin(editor, 'POST', cm('api::group.group'), { name: 'Ungenutzt' });
    const deleted = await admin(
      editor,
      'DELETE',
      `${cm('api::group.group')}/${unused.body.data.documentId}`,
    );
    assert.equal(deleted.status, 200);
  });

  test('deleting a template removes its images when nothing else uses them', async () => {
    const data = await validTemplate('Regeltest Bilder');
    const png = path.join(tmp, 'eigenes-bild.png');
    const sharp = require('sharp');
    // Large enough for the preview slot (issue #31: at least 400 px).
    await sharp({ create: { width: 400, height: 283, channels: 3, background: '#c33' } })
      .png()
      .toFile(png);
    const own = await upload(png, 'image/png');
    const created = await templates().create({
      status: 'published',
      data: { ...data, previewImage: own.id },
    });
    await templates().delete({ documentId: created.documentId });
    assert.equal(await one('plugin::upload.file', { id: own.id }), null, 'own image removed');
    assert.ok(await one('plugin::upload.file', { id: data.frontImage }), 'shared image kept');
  });
});

describe('the shop never offers a template that breaks the rules', () => {
  test('made before the rules (written past them): not listed, and opening it is 404', async () => {
    // The database layer skips the document service's rules, as old content did.
    const broken = await app.db.query('api::template.template').create({
      data: {
        name: 'Alt und kaputt',
        slug: 'alt-und-kaputt',
        order: 0,
        documentId: 'altundkaputt0000000000000',
        publishedAt: new Date(),
      },
    });
    const list = await fetch(`${base}/api/templates?pagination[pageSize]=100`).then((r) =>
      r.json(),
    );
    assert.ok(list.data.length > 0);
    assert.ok(!list.data.some((t) => t.slug === 'alt-und-kaputt'), 'not listed');
    const byId = await fetch(`${base}/api/templates/${broken.id}?populate=*`);
    assert.equal(byId.status, 404);
    const byDocumentId = await fetch(`${base}/api/templates/${broken.documentId}`);
    assert.equal(byDocumentId.status, 404);
    const good = list.data[0];
    assert.equal((await fetch(`${base}/api/templates/${good.documentId}`)).status, 200);
  });
});

describe('font samples', () => {
  test('every seeded font shows its handwriting: a PNG made from the web and pen fonts', async () => {
    const fonts = await app.db.query('api::font.font').findMany({ populate: { sample: true } });
    assert.ok(fonts.length >= 10);
    const sharp = require('sharp');
    for (const font of fonts) {
      assert.ok(font.sample, `${font.slug} has a sample`);
      assert.equal(font.sample.mime, 'image/png');
      const file = path.join(app.dirs.static.public, font.sample.url);
      const { width, height } = await sharp(file).metadata();
      assert.equal(width, 1200);
      assert.ok(height > 200, `${font.slug}: a web and a pen block (${height} px)`);
      // Ink, not an empty picture: the share of dark pixels.
      const { data, info } = await sharp(file)
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      let dark = 0;
      for (let i = 0; i < data.length; i += info.channels) if (data[i] < 128) dark += 1;
      assert.ok(dark / (info.width * info.height) > 0.005, `${font.slug}: letters drawn`);
    }
  });

  test('a new file makes a new sample', async () => {
    const fonts = app.documents('api::font.font');
    const woff = await upload(fontsource('caveat-latin-400-normal.woff'), 'font/woff');
    const created = await fonts.create({ data: { name: 'Probe neu', file: woff.id } });
    const before = await one(
      'api::font.font',
      { documentId: created.documentId },
      { sample: true },
    );
    assert.ok(before.sample);
    const bold = await upload(fontsource('caveat-latin-700-normal.woff'), 'font/woff');
    await fonts.update({ documentId: created.documentId, data: { file: bold.id } });
    const after = await one('api::font.font', { documentId: created.documentId }, { sample: true });
    assert.notEqual(after.sample.id, before.sample.id);
    assert.equal(
      await one('plugin::upload.file', { id: before.sample.id }),
      null,
      'old sample removed',
    );
  });
});

describe('draft, preview, publish', () => {
  const preview = () => require(path.join(app.dirs.dist.root, 'src/lib/preview.js'));

  test('a draft is not in the shop; a preview token shows it; publishing lists it', async () => {
    const data = await validTemplate('Entwurf Wintergruß');
    const draft = await app.documents('api::template.template').create({ data });
    const listed = async (headers = {}, status = '') => {
      const url = `${base}/api/templates?pagination[pageSize]=100${status ? `&status=${status}` : ''}`;
      const body = await fetch(url, { headers }).then((r) => r.json());
      return body.data.some((t) => t.documentId === draft.documentId);
    };
    assert.equal(await listed(), false, 'visitors see published content only');
    assert.equal(await listed({}, 'draft'), false, 'status=draft without a token');
    const forged = `${Math.floor(Date.now() / 1000) + 600}.${'A'.repeat(43)}`;
    assert.equal(await listed({ 'X-Federkiel-Preview': forged }, 'draft'), false, 'forged token');
    const token = preview().makePreviewToken('test-preview-secret');
    assert.equal(await listed({ 'X-Federkiel-Preview': token }, 'draft'), true, 'preview');
    const one = await fetch(`${base}/api/templates/${draft.documentId}?status=draft`, {
      headers: { 'X-Federkiel-Preview': token },
    });
    assert.equal(one.status, 200, 'the configurator can open the draft');
    assert.equal((await fetch(`${base}/api/templates/${draft.documentId}`)).status, 404);

    await app.documents('api::template.template').publish({ documentId: draft.documentId });
    assert.equal(await listed(), true, 'published → listed');
  });

  test('an expired token is refused', () => {
    const { makePreviewToken, isValidPreviewToken } = preview();
    const old = makePreviewToken('test-preview-secret', Date.now() - 2 * 60 * 60 * 1000);
    assert.equal(isValidPreviewToken('test-preview-secret', old), false);
    assert.equal(
      isValidPreviewToken('other-secret', makePreviewToken('test-preview-secret')),
      false,
    );
  });

  test('Strapi’s Preview opens the template in the shop with a valid token', async () => {
    const handler = app.config.get('admin.preview.config.handler');
    const template = await one('api::template.template', { slug: 'konfetti-geburtstag' });
    const url = new URL(
      await handler('api::template.template', { documentId: template.documentId, status: 'draft' }),
    );
    assert.equal(url.pathname, '/vorschau');
    assert.equal(url.searchParams.get('vorlage'), template.documentId);
    assert.equal(
      preview().isValidPreviewToken('test-preview-secret', url.searchParams.get('token')),
      true,
    );
    const texts = new URL(
      await handler('api::text-content.text-content', { documentId: 'x', status: 'draft' }),
    );
    assert.equal(texts.searchParams.get('vorlage'), null, 'texts open the landing page');
  });

  test('texts: drafts only with a preview token', async () => {
    const text = await app
      .documents('api::text-content.text-content')
      .create({ data: { key: 'hero.title@entwurf', content: 'Neuer Titel (Entwurf)' } });
    const keys = async (headers = {}) =>
      (
        await fetch(`${base}/api/text-contents?status=draft&pagination[pageSize]=100`, {
          headers,
        }).then((r) => r.json())
      ).data.map((t) => t.key);
    assert.ok(!(await keys()).includes('hero.title@entwurf'));
    const token = preview().makePreviewToken('test-preview-secret');
    assert.ok((await keys({ 'X-Federkiel-Preview': token })).includes('hero.title@entwurf'));
    await app.documents('api::text-content.text-content').delete({ documentId: text.documentId });
  });
});
