import { describe, expect, it } from 'vitest';
import { createRecipient, type Recipient } from '../configurator/recipientSchema.ts';
import { CANVASES } from '../configurator/testing/fixtures.ts';
import { loadPenFont } from './testing/nodePenFont.ts';
import {
  addressArea,
  addressLines,
  addressZone,
  drawingSvg,
  envelopeFormatFor,
  envelopeSvg,
  type PenDrawing,
  penEnvelope,
  PenWritingError,
} from './testing/penDrawings.ts';
import {
  allPoints,
  expectEveryCharacterDrawn,
  expectInside,
  readSvg,
} from './testing/svgReading.ts';

// The envelope side of the pipeline (split from pipeline.test.ts, the card side).

const sans = loadPenFont('HersheySans1.svg');

const juergen = createRecipient('r7', {
  firstName: 'Jürgen',
  lastName: 'Müller-Lüdenscheidt',
  gender: 'male',
  addressForm: 'du',
  address: { line1: 'Hauptstraße 5', postalCode: '1010', city: 'Wien', country: 'AT' },
});

describe('envelope SVG', () => {
  const blankCases: Recipient[] = [juergen, createRecipient('r9')];

  it('writes none for a blank envelope', () => {
    for (const recipient of blankCases)
      expect(
        envelopeSvg({ font: sans, recipient, canvas: CANVASES.a6Postcard, envelope: 'blank' }),
      ).toBeNull();
  });

  it('picks the envelope by canvas', () => {
    expect(envelopeFormatFor(CANVASES.a6Postcard)).toMatchObject({
      name: 'C6',
      widthMm: 162,
      heightMm: 114,
    });
    expect(envelopeFormatFor(CANVASES.a6Folded).name).toBe('C6');
    expect(envelopeFormatFor(CANVASES.dinLang)).toMatchObject({
      name: 'DL',
      widthMm: 220,
      heightMm: 110,
    });
    expect(envelopeFormatFor(CANVASES.a5Folded).name).toBe('C5');
    expect(envelopeFormatFor(CANVASES.a4Letter).name).toBe('DL');
  });

  it('writes the address lines inside the address field, deterministically', () => {
    expect(addressLines(juergen)).toEqual([
      'Jürgen Müller-Lüdenscheidt',
      'Hauptstraße 5',
      '1010 Wien',
      'ÖSTERREICH',
    ]);
    const company = createRecipient('r3', {
      title: 'Dr.',
      firstName: 'Anna',
      lastName: 'Schmidt',
      company: 'Federkiel GmbH',
      address: { line1: 'Am Markt 1', line2: 'Hinterhaus', postalCode: '10115', city: 'Berlin' },
    });
    expect(addressLines(company)).toEqual([
      'Federkiel GmbH',
      'Dr. Anna Schmidt',
      'Am Markt 1',
      'Hinterhaus',
      '10115 Berlin',
    ]);

    for (const canvas of [CANVASES.a6Postcard, CANVASES.dinLang]) {
      const input = { font: sans, recipient: company, canvas, envelope: 'closed' as const };
      const svg = envelopeSvg(input) ?? '';
      expect(envelopeSvg(input)).toBe(svg);
      const format = envelopeFormatFor(canvas);
      const read = readSvg(svg);
      expect(read).toMatchObject({
        width: `${format.widthMm}mm`,
        height: `${format.heightMm}mm`,
        viewBox: `0 0 ${format.widthMm * 1000} ${format.heightMm * 1000}`,
      });
      const area = addressArea(format);
      expect(area.yMm).toBeGreaterThanOrEqual(40); // below the stamp zone
      expectInside(allPoints(read.paths), area);
      expectEveryCharacterDrawn(
        sans,
        svg,
        addressLines(company).map((text) => ({ text })),
      );
    }
  });
});

describe('envelope address lines (issue 26)', () => {
  const street = createRecipient('r26', {
    firstName: 'Anna',
    lastName: 'Schmidt',
    address: { line1: 'Äußere Sulzbacher Straße 118', postalCode: '90491', city: 'Nürnberg' },
  });

  it('never breaks a line that fits the address zone: the block moves left instead', () => {
    const drawing = penEnvelope({
      font: sans,
      recipient: street,
      canvas: CANVASES.a6Postcard,
      envelope: 'closed',
    });
    expect(drawing?.layout.lines.map((line) => line.text)).toEqual(addressLines(street));
    const format = envelopeFormatFor(CANVASES.a6Postcard);
    const zone = addressZone(format);
    expect(drawing?.area.xMm).toBeLessThan(addressArea(format).xMm);
    expectInside(allPoints(readSvg(drawingSvg(drawing as PenDrawing)).paths), {
      ...zone,
      // Ink may pass the measured advance widths a little (see pipeline.ts).
      widthMm: zone.widthMm + 1.5,
    });
  });

  it('refuses a line longer than the whole zone, naming it', () => {
    const line1 = 'Hinterhof links, dritter Aufgang, zweiter Stock, Wohnung gegenüber dem Aufzug';
    const long = { ...street, address: { ...street.address, line1 } };
    const write = () =>
      penEnvelope({ font: sans, recipient: long, canvas: CANVASES.a6Postcard, envelope: 'open' });
    expect(write).toThrow(PenWritingError);
    expect(write).toThrow(`Die Adresszeile „${line1}“ ist zu lang`);
  });
});
