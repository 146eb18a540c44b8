import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FitSettings } from '../configurator/fitCheck.ts';
import { emptyVariantTexts } from '../configurator/progress.ts';
import { createRecipient } from '../configurator/recipientSchema.ts';
import { BIRTHDAY_TEMPLATE, CANVASES } from '../configurator/testing/fixtures.ts';
import { type PenDrawing, penPipeline, PenWritingError, writtenSides } from './pipeline.ts';
import { loadPenFont } from './testing/nodePenFont.ts';
import { drawingGcodeBytes } from './writers/gcode.ts';
import { drawingHpglBytes } from './writers/hpgl.ts';
import { drawingSvgBytes } from './writers/svg.ts';

// The pipeline's output, byte for byte (issue 38, item 8): the hashes of the SVG, G-code and
// HPGL of a fixed set of cards — four fonts, lines that start with Ü/Ö/Ä, a folded card's two
// pages, an envelope to „Über den Höfen 4a“, and a card that does not fit — recorded with the
// code before the pen became one pipeline (cardSvg.ts: penCardPages, penEnvelope), recorded
// again once when the letter forms spread ± 1 unit (every font's forty „e“ ≤ 2 %). A change
// here means the robot writes differently: record new hashes only with a reason.

const EXPECTED: Record<string, string> = {
  'EMSTech.svg postcard page0 svg': '2dc32e4fcfbd00d1',
  'EMSTech.svg postcard page0 gcode': '3fab47e3540f0416',
  'EMSTech.svg postcard page0 hpgl': 'ffaa724103a0802b',
  'EMSTech.svg postcard envelope svg': '91dd61dab929714a',
  'EMSTech.svg postcard envelope gcode': 'b61bb6f5379c7b64',
  'EMSTech.svg postcard envelope hpgl': '1a95f0bebc961b4a',
  'EMSTech.svg folded page0 svg': '757ee3ce63401c75',
  'EMSTech.svg folded page0 gcode': '5dc78603b51d3165',
  'EMSTech.svg folded page0 hpgl': 'fc0090543fa56277',
  'EMSTech.svg folded page1 svg': '0006c62d857ab92f',
  'EMSTech.svg folded page1 gcode': '3fa56cd99f8f7c25',
  'EMSTech.svg folded page1 hpgl': 'f2a5ee67d57d02c9',
  'EMSTech.svg folded envelope svg': '91dd61dab929714a',
  'EMSTech.svg folded envelope gcode': 'b61bb6f5379c7b64',
  'EMSTech.svg folded envelope hpgl': '1a95f0bebc961b4a',
  'EMSAllure.svg postcard page0 svg': '0bf1975c55af2c8b',
  'EMSAllure.svg postcard page0 gcode': 'f670ea7635b95629',
  'EMSAllure.svg postcard page0 hpgl': '0cb6c50a66c73acd',
  'EMSAllure.svg postcard envelope svg': '6d1a51c619edc8a1',
  'EMSAllure.svg postcard envelope gcode': '264a13418ddb9919',
  'EMSAllure.svg postcard envelope hpgl': '81799a004610ddf5',
  'EMSAllure.svg folded page0 svg': '52da873205086de2',
  'EMSAllure.svg folded page0 gcode': '8b1f7c1c97014f3c',
  'EMSAllure.svg folded page0 hpgl': '765cfb22ed13c23c',
  'EMSAllure.svg folded page1 svg': '30c4b0a39516ae4b',
  'EMSAllure.svg folded page1 gcode': '9ecc913e03e460cb',
  'EMSAllure.svg folded page1 hpgl': 'e5bb8a3a4ad30ef1',
  'EMSAllure.svg folded envelope svg': '6d1a51c619edc8a1',
  'EMSAllure.svg folded envelope gcode': '264a13418ddb9919',
  'EMSAllure.svg folded envelope hpgl': '81799a004610ddf5',
  'EMSFelix.svg postcard page0 svg': '466b8851b5d8333d',
  'EMSFelix.svg postcard page0 gcode': '5f29e7a39ed6a72d',
  'EMSFelix.svg postcard page0 hpgl': '4551791ef9b0eabc',
  'EMSFelix.svg postcard envelope svg': '1494eb70a8b0ad94',
  'EMSFelix.svg postcard envelope gcode': 'fc1847428345468d',
  'EMSFelix.svg postcard envelope hpgl': '435d152d4e624e0c',
  'EMSFelix.svg folded page0 svg': 'a9ba223c5070b8d9',
  'EMSFelix.svg folded page0 gcode': '206b961489cf9c1c',
  'EMSFelix.svg folded page0 hpgl': 'd5f69dbfbf36a9af',
  'EMSFelix.svg folded page1 svg': '99a14eaedf5c6149',
  'EMSFelix.svg folded page1 gcode': 'd00b77a307e358ab',
  'EMSFelix.svg folded page1 hpgl': '34bcf21dff523c54',
  'EMSFelix.svg folded envelope svg': '1494eb70a8b0ad94',
  'EMSFelix.svg folded envelope gcode': 'fc1847428345468d',
  'EMSFelix.svg folded envelope hpgl': '435d152d4e624e0c',
  'HersheyScript1.svg postcard error':
    'Text passt nicht: Zeile 9 (\u201eFeier sch\u00f6n!\u201c) l\u00e4uft \u00fcber den Schreibbereich.',
  'HersheyScript1.svg folded page0 svg': 'cfd6cbdef5904a57',
  'HersheyScript1.svg folded page0 gcode': '52d36f368e8d84f0',
  'HersheyScript1.svg folded page0 hpgl': '33bc181ff2cc8edd',
  'HersheyScript1.svg folded page1 svg': '868b57c8c5cab09e',
  'HersheyScript1.svg folded page1 gcode': '596068697d4d3d3f',
  'HersheyScript1.svg folded page1 hpgl': '27de56d283c82697',
  'HersheyScript1.svg folded envelope svg': '8b14a903fc10ba4a',
  'HersheyScript1.svg folded envelope gcode': 'b1a8ddc1bfa8d344',
  'HersheyScript1.svg folded envelope hpgl': '99bc3ed02e1e773b',
};

const hash = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

const recipient = createRecipient('r1', {
  firstName: 'Jürgen',
  lastName: 'Müller',
  addressForm: 'du',
  address: { line1: 'Über den Höfen 4a', postalCode: '10115', city: 'Berlin' },
});

function settings(kind: 'postcard' | 'folded'): FitSettings {
  const texts = emptyVariantTexts();
  for (const form of ['du', 'sie', 'ihr'] as const) {
    if (kind === 'postcard') texts[form].pages[0].body = BIRTHDAY_TEMPLATE.texts[form];
    else {
      texts[form].pages[0].body = 'Über den Höfen\nÖsterreich grüßt\nÄpfel und Birnen';
      texts[form].pages[1].body =
        'Übermorgen feiern wir.\nÖffne das Tor,\nÄrger gibt es nie. Jahr Gesundheit, Glück';
    }
  }
  return {
    kind: kind === 'postcard' ? 'postcard' : 'folded_card',
    personalisation: 'salutation_address',
    texts,
    customSalutation: null,
    canvas: kind === 'postcard' ? CANVASES.a6Postcard : CANVASES.a6Folded,
    textSize: kind === 'postcard' ? 'medium' : 'large',
    hasLogo: false,
  };
}

/** Every card of the set through the pipeline, once per side, then each writer. */
function outputHashes(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const file of ['EMSTech.svg', 'EMSAllure.svg', 'EMSFelix.svg', 'HersheyScript1.svg']) {
    const font = loadPenFont(file);
    for (const kind of ['postcard', 'folded'] as const) {
      const card = settings(kind);
      const seed = 'FK-1:1';
      let sides: [string, PenDrawing][];
      try {
        sides = writtenSides({ font, settings: card, recipient, seed }).map((side) => [
          `page${side.page}`,
          penPipeline(side),
        ]);
      } catch (error) {
        if (!(error instanceof PenWritingError)) throw error;
        out[`${file} ${kind} error`] = error.message;
        continue;
      }
      const envelope = penPipeline({
        side: 'envelope',
        font,
        recipient,
        canvas: card.canvas,
        envelope: 'closed',
        seed,
      });
      if (envelope) sides.push(['envelope', envelope]);
      for (const [side, drawing] of sides) {
        const key = `${file} ${kind} ${side}`;
        out[`${key} svg`] = hash(drawingSvgBytes(drawing));
        out[`${key} gcode`] = hash(drawingGcodeBytes(drawing, undefined, 'FK-1 0001'));
        out[`${key} hpgl`] = hash(drawingHpglBytes(drawing));
      }
    }
  }
  return out;
}

describe('the pen pipeline’s output', () => {
  it('writes the fixed cards byte for byte as before the restructure (SVG, G-code, HPGL)', () => {
    expect(outputHashes()).toEqual(EXPECTED);
  });
});
