import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers.ts';
import { issuedSession, upload } from './swellHelpers.ts';

// POST /swell/upload and GET /swell/uploads/<name>: content checks (not the name or the
// claimed type), limits, metadata stripping and orientation, storage by content hash.
// Uploads take only sessions the store issued (test/hardening/uploadAbuse.test.ts).

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const uploadDir = () => path.join(server.dir, 'uploads');
const storedFiles = () =>
  fs.existsSync(uploadDir()) ? fs.readdirSync(uploadDir()).filter((f) => !f.startsWith('.')) : [];

function solid(width: number, height: number, colour = { r: 200, g: 60, b: 20 }) {
  return sharp({ create: { width, height, channels: 3, background: colour } });
}

/** A PNG whose header claims `width` × `height` (decompression bomb shape), CRC fixed. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await solid(8, 8).png().toBuffer());
  // IHDR data starts at byte 16 (8 signature + 4 length + 4 type).
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

describe('POST /swell/upload', () => {
  it('stores a real PNG under its content hash and answers {data: {url}}', async () => {
    const png = await solid(400, 300).png().toBuffer();
    const res = await upload(server.app, await issuedSession(server.app), png, {
      filename: 'logo.png',
    });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data.url).toMatch(/^\/swell\/uploads\/[0-9a-f]{64}\.png$/);
    expect(data).toMatchObject({ contentType: 'image/png', widthPx: 400, heightPx: 300 });
    const stored = fs.readFileSync(path.join(uploadDir(), data.name));
    expect(data.name.slice(0, 64)).toBe(
      (await import('node:crypto')).createHash('sha256').update(stored).digest('hex'),
    );
  });

  it('turns a JPEG upright by its EXIF orientation and strips all metadata', async () => {
    const jpeg = await solid(400, 300)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Copyright: 'Geheime Koordinaten' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);
    expect(jpeg.includes(Buffer.from('Geheime Koordinaten'))).toBe(true);

    const res = await upload(server.app, await issuedSession(server.app), jpeg, {
      filename: 'background.jpg',
      contentType: 'image/jpeg',
    });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data.url).toMatch(/\.jpg$/);
    // Orientation 6 = rotated 90°: the stored image is 300 wide and 400 high.
    expect(data).toMatchObject({ contentType: 'image/jpeg', widthPx: 300, heightPx: 400 });
    const stored = fs.readFileSync(path.join(uploadDir(), data.name));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('Geheime Koordinaten'))).toBe(false);
  });

  it('decides by content: a JPEG called logo.png is stored as .jpg', async () => {
    const jpeg = await solid(50, 50, { r: 1, g: 2, b: 3 }).jpeg().toBuffer();
    const res = await upload(server.app, await issuedSession(server.app), jpeg, {
      filename: 'logo.png',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.url).toMatch(/\.jpg$/);
  });

  it('refuses a renamed text file with 415 and a German message', async () => {
    const before = storedFiles().length;
    const res = await upload(
      server.app,
      await issuedSession(server.app),
      'Hallo, ich bin kein Bild.',
      {
        filename: 'logo.png',
        contentType: 'image/png',
      },
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toMatchObject({ code: 'unsupported_media_type' });
    expect(res.json().error.message).toContain('kein PNG- oder JPEG-Bild');
    expect(storedFiles()).toHaveLength(before);
  });

  it('refuses other image formats (GIF, WebP, SVG)', async () => {
    for (const bytes of [
      await solid(10, 10).gif().toBuffer(),
      await solid(10, 10).webp().toBuffer(),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ]) {
      const res = await upload(server.app, await issuedSession(server.app), bytes);
      expect(res.statusCode).toBe(415);
    }
  });

  it('refuses a PNG signature in front of a damaged body', async () => {
    const png = await solid(20, 20).png().toBuffer();
    const res = await upload(server.app, await issuedSession(server.app), png.subarray(0, 40));
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toContain('beschädigt');
  });

  it('refuses a file over 15 MB with 413', async () => {
    const big = Buffer.concat([
      await solid(10, 10).png().toBuffer(),
      Buffer.alloc(15 * 1024 * 1024 + 10),
    ]);
    const res = await upload(server.app, await issuedSession(server.app), big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({ code: 'file_too_large' });
    expect(res.json().error.message).toContain('15 MB');
  });

  it('refuses an image of more than 60 megapixels before decoding it', async () => {
    const res = await upload(
      server.app,
      await issuedSession(server.app),
      await pngClaiming(20_000, 5_000),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({ code: 'image_too_large' });
    expect(res.json().error.message).toContain('20000 × 5000');
  });

  it('stores identical images once (dedupe by hash), also across sessions', async () => {
    const png = await solid(64, 64, { r: 10, g: 200, b: 10 }).png().toBuffer();
    const first = await upload(server.app, await issuedSession(server.app), png);
    const count = storedFiles().length;
    const second = await upload(server.app, await issuedSession(server.app), png, {
      filename: 'anders.png',
    });
    expect(second.statusCode).toBe(201);
    expect(second.json().data.url).toBe(first.json().data.url);
    expect(storedFiles()).toHaveLength(count);

    // Same pixels, different metadata: the stored bytes are the same, so is the URL.
    const a = await solid(32, 32, { r: 5, g: 5, b: 250 })
      .jpeg()
      .withExif({ IFD0: { Artist: 'A' } })
      .toBuffer();
    const b = await solid(32, 32, { r: 5, g: 5, b: 250 })
      .jpeg()
      .withExif({ IFD0: { Artist: 'B' } })
      .toBuffer();
    const urlA = (await upload(server.app, await issuedSession(server.app), a)).json().data.url;
    const urlB = (await upload(server.app, await issuedSession(server.app), b)).json().data.url;
    expect(urlA).toBe(urlB);
  });

  it('needs a session, multipart and the field "files"', async () => {
    const png = await solid(10, 10).png().toBuffer();
    const noSession = await upload(server.app, null, png);
    expect(noSession.statusCode).toBe(401);
    expect(noSession.json().error.code).toBe('session_required');

    const wrongField = await upload(server.app, await issuedSession(server.app), png, {
      field: 'file',
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error.param).toBe('files');

    const json = await server.app.inject({
      method: 'POST',
      url: '/swell/upload',
      headers: { 'x-session': await issuedSession(server.app), 'content-type': 'application/json' },
      payload: '{"files":"x"}',
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.message).toContain('multipart/form-data');

    const empty = await upload(server.app, await issuedSession(server.app), Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
  });
});

describe('GET /swell/uploads/<name>', () => {
  it('serves the file with its type, immutable caching and nosniff', async () => {
    const png = await solid(30, 20).png().toBuffer();
    const { url, name } = (await upload(server.app, await issuedSession(server.app), png)).json()
      .data;
    const res = await server.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(fs.readFileSync(path.join(uploadDir(), name)))).toBe(true);

    const again = await server.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers JSON 404 for unknown or malformed names, never a path outside the folder', async () => {
    for (const url of [
      `/swell/uploads/${'a'.repeat(64)}.png`,
      '/swell/uploads/..%2F..%2Fdb%2Ftest.db',
      '/swell/uploads/test.db',
      `/swell/uploads/${'a'.repeat(64)}.svg`,
    ]) {
      const res = await server.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
    }
  });
});
