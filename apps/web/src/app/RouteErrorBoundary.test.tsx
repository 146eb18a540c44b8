import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CHUNK_RELOAD_KEY } from '../lib/chunkReload.ts';
import type * as ChunkReload from '../lib/chunkReload.ts';
import { reportError } from '../lib/errors/reportError.ts';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';

vi.mock('../lib/errors/reportError.ts', () => ({ reportError: vi.fn() }));

const reload = vi.fn();
vi.mock('../lib/chunkReload.ts', async (importOriginal) => {
  const original = await importOriginal<typeof ChunkReload>();
  return {
    ...original,
    reloadOnceForChunkError: (error: unknown) =>
      original.reloadOnceForChunkError(error, { reload }),
  };
});

beforeEach(() => {
  vi.mocked(reportError).mockClear();
  reload.mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => {}); // React logs caught errors
});

function renderFailing(error: unknown) {
  const Thrower = () => {
    throw error;
  };
  const router = createMemoryRouter([
    { path: '/', Component: Thrower, ErrorBoundary: RouteErrorBoundary },
    { path: '/other', element: <p>Anderswo</p> },
  ]);
  return render(<RouterProvider router={router} />);
}

describe('RouteErrorBoundary', () => {
  it('shows a friendly error with a reload button and reports the error', async () => {
    const error = new Error('Kaputt');
    renderFailing(error);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Da ist etwas schiefgelaufen' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Seite neu laden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Fehler · Federkiel');
    expect(reportError).toHaveBeenCalledWith(error);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once for a failed chunk load instead of showing an error', () => {
    renderFailing(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Seite wird geladen …');
    expect(reportError).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).toContain('/assets/a.js');
  });

  it('explains a chunk failure that persists after the reload', () => {
    window.sessionStorage.setItem(
      CHUNK_RELOAD_KEY,
      JSON.stringify(['Importing a module script failed.']),
    );
    renderFailing(new TypeError('Importing a module script failed.'));
    expect(reload).not.toHaveBeenCalled();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Neue Version verfügbar' }),
    ).toBeInTheDocument();
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/Bitte lade die Seite neu, um weiterzumachen/)).toBeInTheDocument();
  });

  it('shows the not-found page for a 404 response', () => {
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => {
          throw new Response('', { status: 404 });
        },
        Component: () => null,
        HydrateFallback: () => null,
        ErrorBoundary: RouteErrorBoundary,
      },
    ]);
    render(<RouterProvider router={router} />);
    return screen
      .findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })
      .then((heading) => expect(heading).toBeInTheDocument());
  });
});
