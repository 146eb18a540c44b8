import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductionSummary } from '@federkiel/machines/fulfilment/dashboardApi';
import { DEFAULT_PLOTTER_SETTINGS } from '@federkiel/machines/pen/writers/plotterSettings';
import {
  installAdminApi,
  makeCards,
  orderDetail,
  overview,
  SESSION,
} from '../testing/fakeAdminApi.ts';
import { renderDashboard } from '../testing/renderDashboard.tsx';

// Issue 30: the production panel offers the ZIP as SVG, G-code or HPGL, shows the ink and
// the pen changes, and edits the plotter settings.

afterEach(() => vi.unstubAllGlobals());

const ORDER = '/swell/admin/orders/ord_1';

const summary = (changes: number): ProductionSummary => ({
  cards: 3,
  files: 6,
  pen_down_mm: 12_345,
  pen_up_mm: 4_000,
  seconds: 600,
  seconds_per_card: 200,
  pen_changes: changes,
  ink_per_pen_m: 500,
  pen_fonts: [{ item: 1, font: 'Caveat', pen_font: 'EMS Tech', source: 'cms' }],
  problems: [],
  problem_count: 0,
});

function setup() {
  let changes = 0;
  const api = installAdminApi({
    'GET /swell/admin/session': { body: SESSION },
    'GET /swell/admin/overview': { body: overview() },
    [`GET ${ORDER}`]: { body: orderDetail() },
    [`GET ${ORDER}/cards`]: { body: { count: 3, results: makeCards(3) } },
    [`GET ${ORDER}/production`]: () => ({ body: summary(changes) }),
    'GET /swell/admin/production/settings': { body: DEFAULT_PLOTTER_SETTINGS },
    'PUT /swell/admin/production/settings': (request) => {
      changes = 4;
      return { body: request.body };
    },
  });
  const user = userEvent.setup();
  return { api, user, ...renderDashboard('/dashboard/orders/ord_1') };
}

describe('production files (issue 30)', () => {
  it('offers the ZIP as SVG, G-code or HPGL and shows ink and time per card', async () => {
    const { user } = setup();
    const link = await screen.findByRole('link', { name: 'Dateien für den Roboter (ZIP)' });
    expect(link.getAttribute('href')).toBe(`${ORDER}/production.zip`);
    await user.selectOptions(screen.getByLabelText('Dateiformat'), 'gcode');
    expect(link.getAttribute('href')).toBe(`${ORDER}/production.zip?format=gcode`);
    await user.selectOptions(screen.getByLabelText('Dateiformat'), 'hpgl');
    expect(link.getAttribute('href')).toBe(`${ORDER}/production.zip?format=hpgl`);
    expect(await screen.findByText('12,3 m Linie')).toBeTruthy();
    expect(screen.getByText(/≈ 200 s pro Karte/)).toBeTruthy();
    expect(screen.getByText('0 Wechsel (ein Stift reicht für 500 m)')).toBeTruthy();
  });

  it('saves the plotter settings and shows the new pen changes', async () => {
    const { api, user } = setup();
    const form = await screen.findByRole('form', { name: 'Plotter-Einstellungen' });
    await user.selectOptions(within(form).getByLabelText('Stift heben und senken'), 'z');
    expect(within(form).queryByLabelText('Servo-Wert „Stift ab“ (S)')).toBeNull();
    const ink = within(form).getByLabelText('Ein Stift reicht für (m Linie)');
    await user.clear(ink);
    await user.type(ink, '2,5');
    await user.click(within(form).getByRole('button', { name: 'Einstellungen speichern' }));
    await waitFor(() =>
      expect(api.calls('PUT', '/swell/admin/production/settings')).toHaveLength(1),
    );
    expect(api.calls('PUT', '/swell/admin/production/settings')[0]?.body).toEqual({
      ...DEFAULT_PLOTTER_SETTINGS,
      penLift: 'z',
      inkPerPenM: 2.5,
    });
    expect(await screen.findByText('4 Wechsel (ein Stift reicht für 500 m)')).toBeTruthy();
  });
});
