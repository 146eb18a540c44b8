import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setAddress } from '../../lib/i18n/address.ts';
import { mockMatchMedia, renderWithRouter } from '../../test/render.tsx';
import { DesktopOnly } from './DesktopOnly.tsx';
import { MOBILE_SCREEN_QUERY } from '../../lib/screenWidths.ts';

let media: ReturnType<typeof mockMatchMedia> | undefined;
afterEach(() => media?.restore());

const narrow = (query: string) => query === MOBILE_SCREEN_QUERY;
const wide = () => false;

function renderGate() {
  return renderWithRouter(
    <DesktopOnly>
      <h1>Konfigurator</h1>
    </DesktopOnly>,
    { path: '/configurator' },
  );
}

describe('DesktopOnly / mobile notice', () => {
  it('shows the configurator on wide screens', () => {
    media = mockMatchMedia(wide);
    renderGate();
    expect(screen.getByRole('heading', { name: 'Konfigurator' })).toBeInTheDocument();
    expect(screen.queryByText(/noch nicht für Mobilgeräte verfügbar/)).not.toBeInTheDocument();
  });

  it('shows the notice below 768px, with a link to the product list', async () => {
    media = mockMatchMedia(narrow);
    const { router } = renderGate();
    expect(screen.queryByRole('heading', { name: 'Konfigurator' })).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'Unser Konfigurator ist noch nicht für Mobilgeräte verfügbar. Bitte nutze einen Computer.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Noch nicht für Mobilgeräte',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Vorlagen ansehen' }));
    expect(router.state.location.pathname).toBe('/products');
  });

  it('uses the Sie form when chosen', () => {
    media = mockMatchMedia(narrow);
    setAddress('sie');
    renderGate();
    expect(screen.getByText(/Bitte nutzen Sie einen Computer\./)).toBeInTheDocument();
  });

  it('follows the screen width when it changes', () => {
    media = mockMatchMedia(wide);
    renderGate();
    act(() => media?.change(narrow));
    expect(screen.getByText(/noch nicht für Mobilgeräte verfügbar/)).toBeInTheDocument();
    act(() => media?.change(wide));
    expect(screen.getByRole('heading', { name: 'Konfigurator' })).toBeInTheDocument();
  });

  it('shows the configurator where matchMedia is missing', () => {
    renderGate();
    expect(screen.getByRole('heading', { name: 'Konfigurator' })).toBeInTheDocument();
  });
});
