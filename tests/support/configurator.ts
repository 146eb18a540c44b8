// Steps through the configurator that several browser specs share.
import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** A solid-colour PNG of the given size (no image library needed). */
export function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bit, RGB
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set([232, 180, 150], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A semicolon CSV in Windows-1252, as Excel writes it in Germany. */
export function windows1252Csv(rows: string[][]): Buffer {
  const text = rows.map((row) => row.join(';')).join('\r\n') + '\r\n';
  return Buffer.from(
    Array.from(text, (char) => {
      const code = char.charCodeAt(0);
      if (code < 0x100) return code;
      throw new Error(`not in Windows-1252 here: ${char}`);
    }),
  );
}

export const HEADER = [
  'Anrede',
  'Titel',
  'Vorname',
  'Nachname',
  'Firma',
  'Ansprache',
  'Straße und Hausnummer',
  'Adresszusatz',
  'PLZ',
  'Ort',
  'Land',
];

export async function uploadRecipients(page: Page, rows: string[][]) {
  await page.getByTestId('recipient-file-input').setInputFiles({
    name: 'empfänger.csv',
    mimeType: 'text/csv',
    buffer: windows1252Csv([HEADER, ...rows]),
  });
  await page.getByRole('button', { name: /Karten? übernehmen/ }).click();
}

export const next = (page: Page) => page.getByRole('button', { name: /^Weiter/ });
export const bodyField = (page: Page) => page.getByRole('textbox', { name: 'Text (Rückseite)' });

/** From the product list to the content step with the birthday postcard. */
export async function startWithBirthdayCard(page: Page) {
  await page.goto('/products');
  await page.getByRole('link', { name: 'Vorlage „Konfetti-Geburtstag“ gestalten' }).click();
  // The first visit loads the configurator's code and the template from the CMS: on a slow,
  // shared machine (2026-11-28) that took more than the usual 10 s.
  await expect(page).toHaveURL(/\/configurator\/path$/, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: /Konfetti-Geburtstag/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByText('Persönliche Anrede und Adresse').click();
  await next(page).click();
  await expect(page).toHaveURL(/\/configurator\/content$/);
}
