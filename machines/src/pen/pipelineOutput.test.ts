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
// code before the pen became one pipeline (cardSvg.ts: penCardPages, penEnvelope). A change
// here means the robot writes differently: record new hashes only with a reason.

const EXPECTED: Record<string, string> = {
  'EMSTech.svg postcard page0 svg': 'dee088b50864e82f',
  'EMSTech.svg postcard page0 gcode': '289c5f3485defc2a',
  'EMSTech.svg postcard page0 hpgl': '80c8152fd9d8eb66',
  'EMSTech.svg postcard envelope svg': '045efd4f6c5ca68f',
  'EMSTech.svg postcard envelope gcode': 'bff9f20386dcb996',
  'EMSTech.svg postcard envelope hpgl': 'b0df6f9dcb929180',
  'EMSTech.svg folded page0 svg': '65fa160d05aec531',
  'EMSTech.svg folded page0 gcode': 'b33e77fab4c755ae',
  'EMSTech.svg folded page0 hpgl': '0aa82a0864648853',
  'EMSTech.svg folded page1 svg': '86a8f3e8a3f28c04',
  'EMSTech.svg folded page1 gcode': '84178ce55834c19f',
  'EMSTech.svg folded page1 hpgl': 'ae07c6db8513bd0d',
  'EMSTech.svg folded envelope svg': '045efd4f6c5ca68f',
  'EMSTech.svg folded envelope gcode': 'bff9f20386dcb996',
  'EMSTech.svg folded envelope hpgl': 'b0df6f9dcb929180',
  'EMSAllure.svg postcard page0 svg': '7bddfc54c5bd8357',
  'EMSAllure.svg postcard page0 gcode': '0c19ef1bc2160392',
  'EMSAllure.svg postcard page0 hpgl': '416182d90825fa65',
  'EMSAllure.svg postcard envelope svg': '03f6242d5c487abd',
  'EMSAllure.svg postcard envelope gcode': '3d77c4872b87bad5',
  'EMSAllure.svg postcard envelope hpgl': 'd5eeea10be32b18b',
  'EMSAllure.svg folded page0 svg': '474fe6cdc8d387af',
  'EMSAllure.svg folded page0 gcode': 'ef7eb69cabe81fe2',
  'EMSAllure.svg folded page0 hpgl': 'f57bb249648edb6b',
  'EMSAllure.svg folded page1 svg': 'eefc003c7f6a7ea6',
  'EMSAllure.svg folded page1 gcode': 'a42f7b732ce3caeb',
  'EMSAllure.svg folded page1 hpgl': '4873886c2ed1c5e1',
  'EMSAllure.svg folded envelope svg': '03f6242d5c487abd',
  'EMSAllure.svg folded envelope gcode': '3d77c4872b87bad5',
  'EMSAllure.svg folded envelope hpgl': 'd5eeea10be32b18b',
  'EMSFelix.svg postcard page0 svg': '6029d96c9edabccf',
  'EMSFelix.svg postcard page0 gcode': 'fed6ec182f4e7b42',
  'EMSFelix.svg postcard page0 hpgl': 'f87599a974dc955b',
  'EMSFelix.svg postcard envelope svg': '0cc7895e531ca410',
  'EMSFelix.svg postcard envelope gcode': '7f21c316bf8d272e',
  'EMSFelix.svg postcard envelope hpgl': '978bafc645f5ae70',
  'EMSFelix.svg folded page0 svg': '20af91992db7d3d9',
  'EMSFelix.svg folded page0 gcode': 'ac526c225a37508e',
  'EMSFelix.svg folded page0 hpgl': '39f4366fd64220d9',
  'EMSFelix.svg folded page1 svg': '162b6f623061270e',
  'EMSFelix.svg folded page1 gcode': 'e5a7cd1897ea61a8',
  'EMSFelix.svg folded page1 hpgl': '9546e4b825edf1dc',
  'EMSFelix.svg folded envelope svg': '0cc7895e531ca410',
  'EMSFelix.svg folded envelope gcode': '7f21c316bf8d272e',
  'EMSFelix.svg folded envelope hpgl': '978bafc645f5ae70',
  'HersheyScript1.svg postcard error':
    'Text passt nicht: Zeile 9 („Feier schön!“) läuft über den Schreibbereich.',
  'HersheyScript1.svg folded page0 svg': 'ed40cc42c7622e19',
  'HersheyScript1.svg folded page0 gcode': 'ad0ec1fb2966955e',
  'HersheyScript1.svg folded page0 hpgl': '44734b5363bf7c51',
  'HersheyScript1.svg folded page1 svg': '03ca8172937ec9a6',
  'HersheyScript1.svg folded page1 gcode': '9f6ec0043a5e1e60',
  'HersheyScript1.svg folded page1 hpgl': 'b61e229b6b9b15b3',
  'HersheyScript1.svg folded envelope svg': 'c485d7cb212ba4ca',
  'HersheyScript1.svg folded envelope gcode': 'dadd4556396727c2',
  'HersheyScript1.svg folded envelope hpgl': 'cea326c9ad7bf871',
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
