import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { IP_UPLOADS_PER_HOUR, UPLOADS_PER_HOUR } from '../../src/uploads/uploadLimits.ts';
import { startTestServer, STORE_AUTH, type TestServer } from '../helpers.ts';
import { multipart, newSession, upload, type Part } from '../swell/swellHelpers.ts';

// Issue #17, defects 2 and 3: an upload with more than one file was accepted (the first one
// kept), and the upload budget was keyed on any well-formed X-Session, so invented tokens
// escaped it. Now: exactly one file, in `files`; only sessions the store issued; and a
// budget per client address beside the one per session.

let server: TestServer;
afterEach(async () => server.close());

const png = (seed: number) =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: seed, g: 1, b: 2 } } })
    .png()
    .toBuffer();

const storedFiles = () => {
  const dir = path.join(server.dir, 'uploads');
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => !f.startsWith('.')) : [];
};

/** A session the store handed out (as swell-js gets one from its first call). */
async function issuedSession(remoteAddress = '127.0.0.1'): Promise<string> {
  const res = await server.app.inject({
    method: 'GET',
    url: '/api/cart',
    headers: STORE_AUTH,
    remoteAddress,
  });
  return String(res.headers['x-session']);
}

function send(session: string, parts: Part[], remoteAddress = '127.0.0.1') {
  const body = multipart(parts);
  return server.app.inject({
    method: 'POST',
    url: '/swell/upload',
    headers: { 'content-type': body.contentType, 'x-session': session },
    payload: body.payload,
    remoteAddress,
  });
}

const file = (name: string, data: Buffer): Part => ({
  name,
  filename: 'logo.png',
  contentType: 'image/png',
  data,
});

describe('exactly one file per upload', () => {
  it.each([
    [
      'two files in "files"',
      async () => [file('files', await png(1)), file('files', await png(2))],
    ],
    [
      'a file in "files" and one in another field',
      async () => [file('files', await png(3)), file('logo', await png(4))],
    ],
    [
      'a file in another field first',
      async () => [file('other', await png(5)), file('files', await png(6))],
    ],
    [
      'three files',
      async () => [
        file('files', await png(7)),
        file('files', await png(8)),
        file('a', await png(9)),
      ],
    ],
  ])('%s → 400, nothing stored', async (_label, parts) => {
    server = await startTestServer();
    const res = await send(await issuedSession(), await parts());
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'invalid_request',
      message: 'Bitte lade genau ein Bild auf einmal hoch (im Feld „files“).',
      param: 'files',
    });
    expect(storedFiles()).toHaveLength(0);
  });

  it('still takes one file next to ordinary form fields', async () => {
    server = await startTestServer();
    const res = await send(await issuedSession(), [
      { name: 'note', data: 'Logo' },
      file('files', await png(10)),
    ]);
    expect(res.statusCode).toBe(201);
  });
});

describe('upload sessions and budgets', () => {
  it('refuses a well-formed session the store never issued with 401', async () => {
    server = await startTestServer();
    const res = await upload(server.app, 'unknownbutwellformed1234567890', await png(20));
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('session_required');
    expect(storedFiles()).toHaveLength(0);
    // A session the store handed out works at once, before anything else is stored.
    expect((await upload(server.app, await issuedSession(), await png(20))).statusCode).toBe(201);
  });

  it('counts uploads per address too, so fresh sessions do not reset the budget', async () => {
    server = await startTestServer();
    const image = await png(30);
    const address = '203.0.113.7';
    let sent = 0;
    // Each session stays below its own budget; the address runs out.
    while (sent < IP_UPLOADS_PER_HOUR) {
      const session = await issuedSession(address);
      for (let i = 0; i < UPLOADS_PER_HOUR - 1 && sent < IP_UPLOADS_PER_HOUR; i += 1, sent += 1) {
        const res = await send(session, [file('files', image)], address);
        expect(res.statusCode).toBe(201);
      }
    }
    const over = await send(await issuedSession(address), [file('files', image)], address);
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('too_many_requests');
    // Another address keeps its own budget.
    const neighbour = await send(
      await issuedSession('203.0.113.8'),
      [file('files', image)],
      '203.0.113.8',
    );
    expect(neighbour.statusCode).toBe(201);
  });

  it('still refuses a missing session', async () => {
    server = await startTestServer();
    expect((await upload(server.app, null, await png(40))).statusCode).toBe(401);
    expect((await upload(server.app, newSession(), await png(40))).statusCode).toBe(401);
  });
});
