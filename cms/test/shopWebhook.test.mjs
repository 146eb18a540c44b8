// The shop's webhook (issue #13, src/bootstrap/shopWebhook.ts): registered at start on a fresh
// database, put back to its settings when the secret changes, and called by Strapi with the
// secret when an editor publishes. Its own process and database; no seed (not needed here).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { compile, prepareEnv, require, startStrapi, stopStrapi } from './harness.mjs';

const tmp = prepareEnv('cms-webhook');
process.env.CMS_SEED = 'false';
process.env.CMS_WEBHOOK_SECRET = 'first-secret-0123456789abcdef';
process.env.PUBLIC_URL = 'http://localhost:8080';
delete process.env.CMS_WEBHOOK_URL;

let app;
let shopWebhook;

before(async () => {
  const distDir = await compile();
  shopWebhook = require(path.join(distDir, 'src/bootstrap/shopWebhook.js'));
  ({ strapi: app } = await startStrapi(distDir));
});

after(async () => {
  if (app) await stopStrapi(app).catch(() => {});
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function shopHooks() {
  const hooks = await app.get('webhookStore').findWebhooks();
  return hooks.filter((hook) => hook.name === shopWebhook.SHOP_WEBHOOK_NAME);
}

test('a fresh install has the webhook, pointing at the shop with the secret', async () => {
  const hooks = await shopHooks();
  assert.equal(hooks.length, 1);
  assert.equal(hooks[0].url, 'http://localhost:8080/swell/cms-webhook');
  assert.deepEqual(hooks[0].headers, {
    'X-Federkiel-Webhook-Secret': 'first-secret-0123456789abcdef',
  });
  assert.deepEqual([...hooks[0].events].sort(), [...shopWebhook.SHOP_WEBHOOK_EVENTS].sort());
  assert.equal(hooks[0].isEnabled, true);
});

test('a new secret or URL updates the webhook instead of adding one; no change, no write', async () => {
  const shop = http.createServer();
  const calls = [];
  shop.on('request', (request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      calls.push({ secret: request.headers['x-federkiel-webhook-secret'], body: JSON.parse(body) });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise((resolve) => shop.listen(0, '127.0.0.1', resolve));
  try {
    const env = {
      CMS_WEBHOOK_SECRET: 'second-secret-0123456789abcdef',
      CMS_WEBHOOK_URL: `http://127.0.0.1:${shop.address().port}/swell/cms-webhook`,
    };
    assert.equal(await shopWebhook.ensureShopWebhook(app, env), 'updated');
    assert.equal(await shopWebhook.ensureShopWebhook(app, env), 'unchanged');
    const hooks = await shopHooks();
    assert.equal(hooks.length, 1);
    assert.equal(hooks[0].url, env.CMS_WEBHOOK_URL);

    // The runner uses the updated webhook at once: an editor's publish reaches the shop.
    const texts = app.documents('api::text-content.text-content');
    const draft = await texts.create({ data: { key: 'webhook.test', content: 'Hallo' } });
    await texts.publish({ documentId: draft.documentId });
    const deadline = Date.now() + 5000;
    while (!calls.some((c) => c.body.event === 'entry.publish') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const publish = calls.find((c) => c.body.event === 'entry.publish');
    assert.ok(
      publish,
      `no entry.publish call; got ${JSON.stringify(calls.map((c) => c.body.event))}`,
    );
    assert.equal(publish.secret, env.CMS_WEBHOOK_SECRET);
    assert.equal(publish.body.uid, 'api::text-content.text-content');
  } finally {
    await new Promise((resolve) => shop.close(resolve));
  }
});

test('without a secret nothing is registered', async () => {
  assert.equal(await shopWebhook.ensureShopWebhook(app, {}), 'skipped');
});
