import { checkFit, fitSettingsOf, type EditEvent, type FitCheckRequest } from '@federkiel/machines';
import { CAVEAT } from '@federkiel/machines/configurator/testing/fixtures';
import { parsePenFont, penLayoutFont } from '@federkiel/machines/pen/pipeline';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/queryClient.ts';
import { FAKE_CMS_URL } from '../../../lib/cms/testing/fakeCms.ts';
import { layoutFontOf } from '../pen/measureFont.ts';
import { emsTech, penCms } from '../pen/testing/penTestKit.tsx';
import { PATH_DONE, progressAfter } from '../testing/configuratorTestKit.tsx';
import type { FitWorkerRequest, FitWorkerResponse } from './fitWorkerProtocol.ts';

const address = { line1: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE' };

function request(body: string): FitCheckRequest {
  const edits: EditEvent[] = [
    ...PATH_DONE,
    { type: 'SET_PAGE_TEXT', page: 0, part: 'body', text: body },
    {
      type: 'IMPORT_RECIPIENTS',
      mode: 'replace',
      recipients: [
        { firstName: 'Anna', lastName: 'Schmidt', gender: 'female', addressForm: 'du', address },
      ],
    },
  ];
  const { draft } = progressAfter(edits, 'data');
  const settings = fitSettingsOf(draft);
  if (!settings) throw new Error('no settings');
  return { font: CAVEAT, settings, recipients: draft.recipients };
}

const LONG = `{{Anrede}}\n\n${'alles Liebe zu deinem Geburtstag und ein schönes neues Jahr! '.repeat(12)}`;
const penFont = () => penLayoutFont(parsePenFont(emsTech));

/** A stand-in for the fit worker: answers with the worker's own measuring code. */
class FakeWorker extends EventTarget {
  static requests: FitWorkerRequest[] = [];
  private fonts = new Map<string, ReturnType<typeof layoutFontOf>>();
  postMessage(data: FitWorkerRequest) {
    FakeWorker.requests.push(data);
    let font = this.fonts.get(data.fontKey);
    if (!font && data.font) font = layoutFontOf(data.font);
    let answer: FitWorkerResponse;
    if (font) {
      this.fonts.set(data.fontKey, font);
      answer = {
        id: data.id,
        ok: true,
        result: checkFit({ font, settings: data.settings, recipients: data.recipients }),
      };
    } else answer = { id: data.id, ok: false, message: 'font was not sent' };
    queueMicrotask(() => this.dispatchEvent(new MessageEvent('message', { data: answer })));
  }
}

beforeEach(() => {
  vi.resetModules();
  FakeWorker.requests = [];
});
afterEach(() => vi.unstubAllGlobals());

async function run(fitRequest: FitCheckRequest, options: Parameters<typeof penCms>[0] = {}) {
  const cms = penCms(options);
  vi.stubGlobal('fetch', cms.fetch);
  // Fresh modules (the worker is a module-level singleton), so the config is set on them.
  const { setAppConfig } = await import('../../../lib/config/appConfig.ts');
  setAppConfig({
    cmsUrl: FAKE_CMS_URL,
    storeId: 'test',
    publicKey: 'pk',
    publicUrl: '',
    trackingId: null,
  });
  const { runFitCheck } = await import('./runFitCheck.ts');
  const client = createQueryClient();
  return { result: await runFitCheck(fitRequest, client), cms, runFitCheck, client };
}

describe('runFitCheck on the main thread', () => {
  it('measures with the pen font when the font has one', async () => {
    const fit = request(LONG);
    const { result } = await run(fit);
    const expected = checkFit({
      font: penFont(),
      settings: fit.settings,
      recipients: fit.recipients,
    });
    expect(result.overflowing[0]).toBeDefined();
    expect(result).toEqual(expected);
  });

  it('measures with the web font when there is no pen font', async () => {
    const fit = request(LONG);
    const { result } = await run(fit, { withoutPen: true });
    const pen = checkFit({ font: penFont(), settings: fit.settings, recipients: fit.recipients });
    expect(result.overflowing[0]).toBeDefined();
    expect(result.overflowing[0]).not.toEqual(pen.overflowing[0]);
  });

  it('reports a character the pen font lacks like a missing glyph', async () => {
    const fit = request('{{Anrede}}\n\nsiehe § 3™!');
    expect((await run(fit)).result.missingCharacters).toEqual(['™']);
    vi.resetModules();
    expect((await run(fit, { withoutPen: true })).result.missingCharacters).toEqual([]);
  });

  it('fails when the pen font cannot be loaded (no silent fallback to the web font)', async () => {
    await expect(run(request('{{Anrede}}'), { penStatus: 404 })).rejects.toThrow(/404/);
  });
});

describe('runFitCheck in the worker', () => {
  it('sends the pen font’s SVG once and measures with it', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const fit = request(LONG);
    const { result, runFitCheck, client } = await run(fit);
    expect(result).toEqual(
      checkFit({ font: penFont(), settings: fit.settings, recipients: fit.recipients }),
    );
    await runFitCheck(fit, client);
    const [first, second] = FakeWorker.requests;
    expect(first?.font).toEqual({ kind: 'pen', svg: emsTech });
    expect(first?.fontKey).toMatch(/^11:pen:/);
    expect(second?.font).toBeUndefined();
    expect(second?.fontKey).toBe(first?.fontKey);
  });

  it('sends the web font’s bytes when there is no pen font', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    await run(request('{{Anrede}}'), { withoutPen: true });
    expect(FakeWorker.requests[0]?.font?.kind).toBe('web');
    expect(FakeWorker.requests[0]?.fontKey).toBe('11:web');
  });
});
