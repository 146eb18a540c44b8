import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resetSession } from '../../../lib/store/session.ts';
import { setStore } from '../../../lib/store/store.ts';
import { PROGRESS_KEY } from '../state/progressStorage.ts';
import { PATH_DONE, progressAfter, renderConfigurator } from '../testing/configuratorTestKit.tsx';

afterEach(() => {
  resetSession();
  setStore(null);
});

const stepNav = () => screen.getByRole('navigation', { name: 'Schritte' });

describe('stepper gating', () => {
  it('keeps "Weiter" closed with the reasons listed until the path step is complete', async () => {
    const user = userEvent.setup();
    const { router } = renderConfigurator();
    await waitFor(() => expect(router.state.location.pathname).toBe('/configurator/path'));

    const next = screen.getByRole('button', { name: /Weiter/ });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    for (const reason of [
      'Bitte ein Format wählen.',
      'Bitte eine Vorlage wählen.',
      'Bitte die Art der Personalisierung wählen.',
    ])
      expect(screen.getByText(reason)).toBeInTheDocument();
    // Later steps are no links yet.
    expect(within(stepNav()).queryByRole('link')).not.toBeInTheDocument();
    await user.click(next);
    expect(router.state.location.pathname).toBe('/configurator/path');

    await user.click(await screen.findByRole('button', { name: /Konfetti-Geburtstag/ }));
    expect(screen.queryByText('Bitte ein Format wählen.')).not.toBeInTheDocument();
    expect(screen.getByText('Bitte die Art der Personalisierung wählen.')).toBeInTheDocument();
    // The invitation is shown but cannot be chosen.
    expect(screen.getByRole('radio', { name: /Einladung/ })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Persönliche Anrede und Adresse/ }));

    expect(next).not.toHaveAttribute('aria-disabled');
    expect(within(stepNav()).getByRole('link', { name: /Text & Gestaltung/ })).toHaveAttribute(
      'href',
      '/configurator/content',
    );
    await user.click(next);
    await waitFor(() => expect(router.state.location.pathname).toBe('/configurator/content'));
    expect(screen.getByRole('heading', { level: 2, name: 'Text & Gestaltung' })).toBeVisible();
    // The finished path step is a link back; the data step opens as the content step is valid.
    expect(within(stepNav()).getByRole('link', { name: /Format & Vorlage/ })).toBeInTheDocument();
    expect(within(stepNav()).getByRole('link', { name: /Empfänger/ })).toBeInTheDocument();
    expect(within(stepNav()).queryByRole('link', { name: /Versand/ })).not.toBeInTheDocument();
  });

  it('restores saved progress and corrects a URL for a step that cannot be opened yet', async () => {
    const saved = progressAfter(PATH_DONE, 'content');
    const { router } = renderConfigurator({ saved, path: '/configurator/summary' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/configurator/content'));
    expect(screen.getByRole('heading', { level: 2, name: 'Text & Gestaltung' })).toBeVisible();
  });

  it('asks before a new order throws the progress away', async () => {
    const user = userEvent.setup();
    renderConfigurator({ saved: progressAfter(PATH_DONE, 'content') });
    await user.click(await screen.findByRole('button', { name: 'Neue Bestellung' }));
    const dialog = screen.getByRole('dialog', { name: 'Neue Bestellung beginnen?' });
    // The step stays on screen behind the question.
    expect(
      screen.getByRole('heading', { level: 2, name: 'Text & Gestaltung', hidden: true }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Weiter gestalten' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Text & Gestaltung' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Neue Bestellung' }));
    await user.click(screen.getByRole('button', { name: 'Verwerfen und neu beginnen' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Format & Vorlage' }),
    ).toBeVisible();
    expect(screen.getByText('Bitte eine Vorlage wählen.')).toBeInTheDocument();
    // What the browser keeps now is the new, empty order.
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(PROGRESS_KEY) ?? '{}')).toMatchObject({
        draft: { template: null, canvas: null },
      }),
    );
  });
});
