import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetSession } from '../../../lib/store/session.ts';
import { setStore } from '../../../lib/store/store.ts';
import { renderConfigurator } from '../testing/configuratorTestKit.tsx';

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
});
