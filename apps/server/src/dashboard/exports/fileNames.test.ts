import { describe, expect, it } from 'vitest';
import { contentDisposition, exportFileName, orderListFileName } from './fileNames.ts';

describe('export file names', () => {
  it('names the order exports after the order number', () => {
    expect(exportFileName('FK-100042', 'empfaenger.xlsx')).toBe('FK-100042-empfaenger.xlsx');
    expect(exportFileName('FK-100042', 'empfaenger.txt')).toBe('FK-100042-empfaenger.txt');
    expect(exportFileName('FK-100042', 'produktionsblatt.pdf')).toBe(
      'FK-100042-produktionsblatt.pdf',
    );
  });

  it('keeps paths and header syntax out of a strange order number', () => {
    expect(exportFileName('../../etc/passwd', 'empfaenger.txt')).toBe('etc_passwd-empfaenger.txt');
    expect(exportFileName('FK 1"; x=y', 'empfaenger.txt')).toBe('FK_1_x_y-empfaenger.txt');
    expect(exportFileName('', 'empfaenger.txt')).toBe('bestellung-empfaenger.txt');
  });

  it('dates the list export by the calendar day in Germany', () => {
    // 23:30 UTC on 31 March is already 1 April in Berlin (summer time).
    expect(orderListFileName(new Date('2026-03-31T23:30:00Z'))).toBe(
      'bestellungen-2026-04-01.xlsx',
    );
    expect(orderListFileName(new Date('2026-01-05T10:00:00Z'))).toBe(
      'bestellungen-2026-01-05.xlsx',
    );
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII name and the exact UTF-8 name', () => {
    expect(contentDisposition('FK-100042-empfaenger.xlsx')).toBe(
      `attachment; filename="FK-100042-empfaenger.xlsx"; filename*=UTF-8''FK-100042-empfaenger.xlsx`,
    );
    expect(contentDisposition('Grüße für Jörg (Straße).txt')).toBe(
      `attachment; filename="Gruesse fuer Joerg (Strasse).txt"; filename*=UTF-8''Gr%C3%BC%C3%9Fe%20f%C3%BCr%20J%C3%B6rg%20%28Stra%C3%9Fe%29.txt`,
    );
  });

  it('cannot be broken out of with quotes, backslashes or line breaks', () => {
    const header = contentDisposition('a"b\\c\r\nSet-Cookie: x=1;.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    const ascii = /filename="([^"]*)"/.exec(header)?.[1];
    expect(ascii).toBe('a_b_cSet-Cookie: x=1;.pdf');
    expect(header).toContain(`filename*=UTF-8''a%22b%5CcSet-Cookie%3A%20x%3D1%3B.pdf`);
  });
});
