import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  canvas,
  createFakeCms,
  group,
  template,
  type FakeCmsData,
} from '../../../lib/cms/testing/fakeCms.ts';
import { renderWithCms } from '../../../lib/cms/testing/renderWithCms.tsx';
import { ProductListPage } from './ProductListPage.tsx';

const birthday = group(3, 'Geburtstag', true);
const christmas = group(4, 'Weihnachten', true);
const business = group(5, 'Business');
const postcard = canvas(1, 'A6 Postkarte', 148, 105, true);
const letter = canvas(4, 'A4 Brief', 210, 297);

function catalogue(): FakeCmsData {
  return {
    groups: [birthday, business, christmas],
    canvases: [letter, postcard],
    templates: Array.from({ length: 14 }, (_, i) =>
      template(i + 1, `Vorlage ${String(i + 1).padStart(2, '0')}`, {
        canvas: i % 2 === 0 ? postcard : letter,
        groups: i < 3 ? [birthday] : i === 3 ? [birthday, business] : [christmas],
        previewImage: {
          url: `/uploads/v${i + 1}.jpg`,
          mime: 'image/jpeg',
          formats: { small: { url: `/uploads/small_v${i + 1}.jpg`, width: 500 } },
        },
      }),
    ),
  };
}

const T = '/api/templates?populate=*';

function search(router: { state: { location: { search: string } } }) {
  return router.state.location.search;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProductListPage', () => {
  it('shows skeletons, then the first page of templates as cards', async () => {
    const cms = createFakeCms(catalogue());
    renderWithCms(<ProductListPage />, cms, { path: '/products' });

    expect(screen.getByRole('status')).toHaveTextContent('Vorlagen werden geladen …');

    const [first, ...others] = await screen.findAllByRole('article');
    expect(others).toHaveLength(5);
    if (!first) throw new Error('no card');
    expect(within(first).getByRole('heading', { name: 'Vorlage 01' })).toBeInTheDocument();
    expect(first).toHaveTextContent('A6 Postkarte · 148 × 105 mm');
    expect(within(first).getByRole('list', { name: 'Anlässe' })).toHaveTextContent('Geburtstag');
    expect(
      within(first).getByRole('link', { name: 'Vorlage „Vorlage 01“ gestalten' }),
    ).toHaveAttribute('href', '/configurator?template=1');
    expect(first.querySelector('img')).toHaveAttribute(
      'src',
      'http://cms.test/uploads/small_v1.jpg',
    );
    // The first screen's previews load at once and first; the others when scrolled near.
    const loading = [first, ...others].map((card) => {
      const img = card.querySelector('img');
      return `${img?.getAttribute('loading')}/${img?.getAttribute('fetchpriority')}`;
    });
    expect(loading).toEqual([
      'eager/high',
      'eager/high',
      'lazy/auto',
      'lazy/auto',
      'lazy/auto',
      'lazy/auto',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('14 Vorlagen');
    expect(cms.requestsTo('/api/templates')[0]).toBe(
      `${T}&sort=order:asc&pagination[page]=1&pagination[pageSize]=6&status=published`,
    );
    expect(cms.requestsTo('/api/groups')).toEqual([
      '/api/groups?populate=*&sort=name:asc&pagination[pageSize]=100',
    ]);
    expect(cms.requestsTo('/api/canvases')).toEqual([
      '/api/canvases?populate=*&sort=name:asc&pagination[pageSize]=100' +
        '&filters[widthInMillimeters][$ne]=0',
    ]);
    expect(document.title).toBe('Vorlagen · Federkiel');
  });

  it('fetches the next page ahead only when the browser is idle', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => {});
    const cms = createFakeCms(catalogue());
    renderWithCms(<ProductListPage />, cms, { path: '/products' });
    await screen.findAllByRole('article');
    const nextPage = `${T}&sort=order:asc&pagination[page]=2&pagination[pageSize]=6&status=published`;
    await waitFor(() => expect(idle.length).toBeGreaterThan(0));
    expect(cms.requestsTo('/api/templates')).not.toContain(nextPage);

    act(() => idle.splice(0).forEach((run) => run()));
    await waitFor(() => expect(cms.requestsTo('/api/templates')).toContain(nextPage));
  });

  it('reads filter, sort and page from the URL and sends them to the CMS', async () => {
    const cms = createFakeCms(catalogue());
    renderWithCms(<ProductListPage />, cms, { path: '/products?filter=ng_3&sort=name&page=2' });

    await screen.findAllByRole('article');
    expect(cms.requestsTo('/api/templates')[0]).toBe(
      `${T}&sort[0]=name:asc&sort[1]=order:asc&pagination[page]=2&pagination[pageSize]=6&filter=ng_3&status=published`,
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Filter' })).toHaveValue('ng_3'),
    );
    expect(screen.getByRole('combobox', { name: 'Sortieren' })).toHaveValue('name');
    expect(screen.getByRole('option', { name: 'Alles außer Geburtstag' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Seiten' })).getByRole('link', {
        name: 'Seite 2',
      }),
    ).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Vorlagen – Seite 2 · Federkiel');
  });

  it.each([
    ['format', 'canvas.widthInMillimeters:asc'],
    ['newest', 'createdAt:desc'],
    ['oldest', 'createdAt:asc'],
  ])('changing the sort to %s resets the page and asks for %s', async (sortKey, cmsSort) => {
    const user = userEvent.setup();
    const cms = createFakeCms(catalogue());
    const { router } = renderWithCms(<ProductListPage />, cms, { path: '/products?page=2' });
    await screen.findAllByRole('article');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sortieren' }), sortKey);
    expect(search(router)).toBe(`?sort=${sortKey}`);
    await waitFor(() =>
      expect(cms.requestsTo('/api/templates')).toContain(
        `${T}&sort[0]=${cmsSort}&sort[1]=order:asc&pagination[page]=1&pagination[pageSize]=6&status=published`,
      ),
    );
  });

  it('filters by group, canvas and quick chip, always from page 1', async () => {
    const user = userEvent.setup();
    const cms = createFakeCms(catalogue());
    const { router } = renderWithCms(<ProductListPage />, cms, {
      path: '/products?sort=name&page=3',
    });
    await screen.findAllByRole('article');
    const filter = await screen.findByRole('combobox', { name: 'Filter' });
    await screen.findByRole('option', { name: 'A4 Brief' });

    await user.selectOptions(filter, 'A4 Brief');
    expect(search(router)).toBe('?sort=name&filter=4');
    await waitFor(() =>
      expect(cms.requestsTo('/api/templates')).toContain(
        `${T}&sort[0]=name:asc&sort[1]=order:asc&pagination[page]=1&pagination[pageSize]=6&filter=4&status=published`,
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Geburtstag', pressed: false }));
    expect(search(router)).toBe('?sort=name&filter=g_3');
    expect(await screen.findByRole('button', { name: 'Geburtstag', pressed: true })).toBeVisible();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4));

    await user.selectOptions(filter, 'Alle Vorlagen');
    expect(search(router)).toBe('?sort=name');
  });

  it('pages through the list with links that change the URL; back returns', async () => {
    const user = userEvent.setup();
    const cms = createFakeCms(catalogue());
    const { router } = renderWithCms(<ProductListPage />, cms, { path: '/products?sort=name' });
    await screen.findAllByRole('article');
    const nav = screen.getByRole('navigation', { name: 'Seiten' });
    expect(within(nav).getAllByRole('link', { name: /^Seite/ })).toHaveLength(3);
    expect(within(nav).getByRole('link', { name: 'Seite 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).queryByRole('link', { name: /Zurück/ })).not.toBeInTheDocument();

    await user.click(within(nav).getByRole('link', { name: 'Seite 2' }));
    expect(search(router)).toBe('?sort=name&page=2');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Seite 2' })).toHaveAttribute('aria-current', 'page'),
    );
    expect(await screen.findByRole('heading', { name: 'Vorlage 07' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: /Weiter/ }));
    expect(search(router)).toBe('?sort=name&page=3');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.queryByRole('link', { name: /Weiter/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: /Zurück/ }));
    expect(search(router)).toBe('?sort=name&page=2');

    await act(() => router.navigate(-1));
    expect(search(router)).toBe('?sort=name&page=3');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Seite 3' })).toHaveAttribute('aria-current', 'page'),
    );
  });

  it('shows the no-results message with a reset-filter button', async () => {
    const user = userEvent.setup();
    const cms = createFakeCms({ ...catalogue(), templates: [] });
    const { router } = renderWithCms(<ProductListPage />, cms, {
      path: '/products?filter=g_5&sort=oldest',
    });

    expect(
      await screen.findByRole('heading', { name: 'Keine Vorlagen gefunden' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }));
    expect(search(router)).toBe('?sort=oldest');
    await waitFor(() =>
      expect(cms.requestsTo('/api/templates').at(-1)).toBe(
        `${T}&sort[0]=createdAt:asc&sort[1]=order:asc&pagination[page]=1&pagination[pageSize]=6&status=published`,
      ),
    );
  });

  it('moves a link past the last page to the last page without a new history entry', async () => {
    const cms = createFakeCms(catalogue());
    const { router } = renderWithCms(<ProductListPage />, cms, {
      path: '/products?filter=g_3&page=4',
    });
    await waitFor(() => expect(search(router)).toBe('?filter=g_3'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findAllByRole('article')).toHaveLength(4);
  });

  it('ignores malformed URL values', async () => {
    const cms = createFakeCms(catalogue());
    renderWithCms(<ProductListPage />, cms, {
      path: '/products?filter=g_3%3Bdrop&sort=price&page=-2',
    });
    await screen.findAllByRole('article');
    expect(cms.requestsTo('/api/templates')[0]).toBe(
      `${T}&sort=order:asc&pagination[page]=1&pagination[pageSize]=6&status=published`,
    );
  });

  it('shows an error with retry', async () => {
    const user = userEvent.setup();
    const cms = createFakeCms(catalogue());
    cms.fail('/api/templates', 503, 1);
    cms.fail('/api/groups', 503, 1);
    renderWithCms(<ProductListPage />, cms, { path: '/products' });

    const alert = await screen.findByRole('alert');
    // A content outage is the shop's, not the customer's connection (issue 27).
    expect(alert).toHaveTextContent('Der Shop kann seine Vorlagen gerade nicht laden');
    expect(alert).not.toHaveTextContent('Internetverbindung');
    expect(screen.queryByRole('option', { name: 'Geburtstag' })).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findAllByRole('article')).toHaveLength(6);
    // The failed filter list was fetched again as well.
    expect(await screen.findByRole('option', { name: 'Geburtstag' })).toBeInTheDocument();
    expect(cms.requestsTo('/api/groups')).toHaveLength(2);
  });

  it('mentions the connection only when the device is offline', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const cms = createFakeCms(catalogue());
      cms.fail('/api/templates', 503, 1);
      renderWithCms(<ProductListPage />, cms, { path: '/products' });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Keine Internetverbindung');
      expect(alert).toHaveTextContent('Bitte prüfe deine Internetverbindung');
      expect(within(alert).getByRole('button', { name: 'Erneut versuchen' })).toBeEnabled();
    } finally {
      onLine.mockRestore();
    }
  });
});
