import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/queryClient.ts';
import { templateQueryOptions } from '../../../lib/cms/api/templates.ts';
import { setFakeCmsAppConfig } from '../../../lib/cms/testing/renderWithCms.tsx';
import { resetSession } from '../../../lib/store/session.ts';
import { setStore } from '../../../lib/store/store.ts';
import { configuratorCms, renderConfigurator } from '../testing/configuratorTestKit.tsx';

afterEach(() => {
  resetSession();
  setStore(null);
});

describe('a configurator link to a template', () => {
  it('that is gone says so and leads to the catalogue instead of a retry (issue #20)', async () => {
    renderConfigurator({ path: '/configurator?template=999' });
    expect(await screen.findByText('Diese Vorlage ist nicht mehr verfügbar.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Vorlagenübersicht' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Ohne diese Vorlage weiter' })).toBeInTheDocument();
  });

  it('that exists is chosen', async () => {
    renderConfigurator({ path: '/configurator?template=21' });
    expect(
      await screen.findByText(/Die Vorlage „Konfetti-Geburtstag“ ist ausgewählt/),
    ).toBeInTheDocument();
  });

  it('already loaded on the page before opens its first step without the parameter', async () => {
    // From the product list the template is in the cache: choosing it, moving to its step and
    // dropping `?template=` happen in one pass, and each address change must build on the last.
    const queryClient = createQueryClient();
    setFakeCmsAppConfig();
    vi.stubGlobal('fetch', configuratorCms().fetch);
    await queryClient.prefetchQuery(templateQueryOptions('21'));
    const seen: string[] = [];
    const { router } = renderConfigurator({
      path: '/configurator?template=21',
      queryClient,
      visited: seen,
    });
    expect(
      await screen.findByText(/Die Vorlage „Konfetti-Geburtstag“ ist ausgewählt/),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/configurator/path'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/configurator/path',
    );
    // Before: /configurator/path?template=21, then /configurator (the stale address without
    // its parameter), which in the browser stayed there.
    expect(seen).toEqual(['/configurator/path?template=21', '/configurator/path']);
  });
});
