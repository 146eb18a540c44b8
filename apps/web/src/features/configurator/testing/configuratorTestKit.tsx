// Test-only: the configurator page against a fake CMS (with a real handwriting font file) and
// a fake store, starting from any saved progress built with the machines' own reducers.
import {
  applyEdit,
  emptyEditorState,
  toSavedProgress,
  type EditEvent,
  type SavedProgress,
  type StepId,
} from '@federkiel/machines';
import { BIRTHDAY_TEMPLATE } from '@federkiel/machines/configurator/testing/fixtures';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import caveatWoff from '@fontsource/caveat/files/caveat-latin-400-normal.woff?inline';
import { canvas, createFakeCms, font, group, template } from '../../../lib/cms/testing/fakeCms.ts';
import { renderWithCms } from '../../../lib/cms/testing/renderWithCms.tsx';
import type { Address } from '../../../lib/i18n/address.ts';
import { installFakeStore } from '../../../test/fakeStore.ts';
import type { CanvasProduct } from '../api/priceQuote.ts';
import { ConfiguratorPage } from '../components/ConfiguratorPage.tsx';
import type { ConfiguratorProviderProps } from '../state/ConfiguratorProvider.tsx';

export const TODAY = '2026-12-21';

export { BIRTHDAY_TEMPLATE };

function woffBytes(): ArrayBuffer {
  const binary = atob(caveatWoff.slice(caveatWoff.indexOf(',') + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes.buffer;
}

/** The seeded CMS in small: A6 postcard (id 1), A6 folded card (id 2), Caveat (id 11). */
export function configuratorCms() {
  const postcard = { ...canvas(1, 'A6 Postkarte', 148, 105, true), key: 'a6-postkarte' };
  const folded = {
    ...canvas(2, 'A6 Klappkarte', 148, 105),
    key: 'a6-klappkarte',
    kind: 'folded_card' as const,
  };
  const birthday = group(3, 'Geburtstag', true);
  const caveat = { ...font(11, 'Caveat', '/uploads/caveat.woff'), slug: 'caveat' };
  const cms = createFakeCms({
    canvases: [postcard, folded],
    groups: [birthday],
    fonts: [caveat],
    templates: [
      template(21, 'Konfetti-Geburtstag', {
        canvas: postcard,
        groups: [birthday],
        textDu: BIRTHDAY_TEMPLATE.texts.du,
        textSie: BIRTHDAY_TEMPLATE.texts.sie,
        textIhr: BIRTHDAY_TEMPLATE.texts.ihr,
        defaultFont: caveat,
      }),
      template(22, 'Luftballon-Grüße', { canvas: folded, groups: [birthday], textDu: 'Hallo!' }),
    ],
  });
  const bytes = woffBytes();
  const base = cms.fetch;
  cms.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    if (url.pathname === '/uploads/caveat.woff') return new Response(bytes.slice(0));
    const fontMatch = /^\/api\/fonts\/(\d+)$/.exec(url.pathname);
    if (fontMatch) return json({ data: cms.data.fonts.find((f) => f.id === Number(fontMatch[1])) });
    const templateMatch = /^\/api\/templates\/(\d+)$/.exec(url.pathname);
    if (templateMatch) {
      const found = cms.data.templates.find((t) => t.id === Number(templateMatch[1]));
      // As Strapi: an unknown (or, since issue #20, unusable) template is a 404.
      if (!found)
        return new Response(JSON.stringify({ data: null, error: { status: 404 } }), {
          status: 404,
          headers: { 'Content-Type': 'application/json' },
        });
      return json({ data: found });
    }
    return base(input, init);
  }) as typeof fetch;
  return cms;
}

export const A6_PRODUCT: CanvasProduct = {
  id: 'prd_a6_postkarte',
  price: 2.9,
  tax_rate: 19,
  volume_discounts: [{ min_quantity: 50, discount_percent: 5, price: 2.75 }],
};

/** Saved progress after `edits`, standing on `step` with the steps before it finished. */
export function progressAfter(edits: EditEvent[], step: StepId = 'path'): SavedProgress {
  const editor = edits.reduce(applyEdit, emptyEditorState(TODAY, 1));
  const order: StepId[] = ['path', 'content', 'data', 'summary'];
  return toSavedProgress(editor, step, order.slice(0, order.indexOf(step)));
}

/** The template chosen with a personalisation: a valid path step. */
export const PATH_DONE: EditEvent[] = [
  { type: 'CHOOSE_TEMPLATE', template: BIRTHDAY_TEMPLATE },
  { type: 'CHOOSE_PERSONALISATION', personalisation: 'salutation_address' },
];

export interface RenderConfiguratorOptions {
  saved?: unknown;
  path?: string;
  address?: Address;
  addToCart?: ConfiguratorProviderProps['addToCart'];
  /** Prepares the fake store before the page renders (a session, a cart, …). */
  setupStore?: (store: ReturnType<typeof installFakeStore>) => void;
  /** A WunderLink's "Gratis bestellen" (the grant itself comes from lib/wunderlink). */
  orderForFree?: ConfiguratorProviderProps['orderForFree'];
  /** Further routes the page may lead to. */
  routes?: RouteObject[];
  queryClient?: QueryClient;
  visited?: string[];
}

export function renderConfigurator(options: RenderConfiguratorOptions = {}) {
  const cms = configuratorCms();
  const store = installFakeStore();
  store.products.get.mockResolvedValue(A6_PRODUCT as never);
  options.setupStore?.(store);
  const page: ReactElement = (
    <ConfiguratorPage
      saved={options.saved ?? null}
      today={TODAY}
      addToCart={options.addToCart}
      orderForFree={options.orderForFree}
    />
  );
  const result = renderWithCms(page, cms, {
    path: options.path ?? '/configurator',
    address: options.address,
    queryClient: options.queryClient,
    visited: options.visited,
    routes: [{ path: '/configurator/:step?', element: page }, ...(options.routes ?? [])],
  });
  return { ...result, cms, store };
}
