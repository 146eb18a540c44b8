import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { plainTextMessage, plainTextProblem, plainTextRefusal } from './plainText.ts';

describe('plainTextProblem', () => {
  it.each([
    ['Liebe Grüße, {{Vorname}}!\nDein Team', null],
    ['3 < 5 und 7 > 2, <3 – [Datum]', null],
    ['Rabatt: 10 % auf alles · „Danke“ — ✓', null],
    ['Tab\tgetrennt\r\nzweite Zeile', null],
    ['<script>alert(1)</script>', 'markup'],
    ['Hallo <img src=x onerror=alert(1)>', 'markup'],
    ['</p> und < b >fett', 'markup'],
    ['<!-- Kommentar -->', 'markup'],
    ['Klick javascript:alert(1)', 'script_url'],
    ['JaVa\u200bScRiPt :alert(1)', 'script_url'],
    ['java\tscript:x', 'script_url'],
    ['Hallo\u0000Welt', 'control'],
    ['Glocke\u0007', 'control'],
    ['rechts\u202eslnk', 'control'],
    ['C1\u0085', 'control'],
  ])('%j → %s', (text, problem) => {
    expect(plainTextProblem(text)).toBe(problem);
  });

  it('names the field in a German message', () => {
    expect(plainTextMessage('Text (du)', 'markup')).toMatch(/^Das Feld „Text \(du\)“ enthält HTML/);
    expect(plainTextRefusal('Beschreibung', 'ok')).toBeNull();
    expect(plainTextRefusal('Name', 'a\u0001')).toMatch(/„Name“.*Steuerzeichen/);
  });
});

describe('the CMS copy (cms/src/editor/generated/plainText.ts)', () => {
  it('is this file, unchanged below its header', () => {
    const here = path.dirname(fileURLToPath(import.meta.url));
    const original = fs.readFileSync(path.join(here, 'plainText.ts'), 'utf8');
    const copy = fs.readFileSync(
      path.join(here, '../../../cms/src/editor/generated/plainText.ts'),
      'utf8',
    );
    expect(copy.endsWith(original)).toBe(true);
    expect(copy.slice(0, -original.length)).toMatch(/^\/\/ GENERATED COPY[^]*\n\n$/);
  });
});
