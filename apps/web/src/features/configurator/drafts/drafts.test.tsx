// Continuing a draft (?draft=) and the draft parts on the configurator page.
import type { ConfigurationDraft } from '@federkiel/machines';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type BackendCall } from '../../../lib/backend/testing/fakeBackend.ts';
import { PATH_DONE, progressAfter, renderConfigurator } from '../testing/configuratorTestKit.tsx';
import { cleanUpDraftTest, posts, saveButton, setup } from '../testing/draftsTestKit.tsx';

afterEach(cleanUpDraftTest);

describe('continuing a draft (?draft=)', () => {
  const payload = (order: ConfigurationDraft, version = 1) =>
    JSON.stringify({
      version,
      step: 'data',
      order,
      customization: { logo: null, customBg: null, customInnerBg: null },
    });
  const draftOrder = (templateId = '22', name = 'Luftballon-Grüße'): ConfigurationDraft => ({
    ...progressAfter(PATH_DONE, 'content').draft,
    template: { id: templateId, name },
  });
  const record = (orderData: string) => ({
    status: 200,
    body: {
      id: 'drf_balloon01',
      revision: 5,
      orderData,
      loadable: true,
      dateCreated: '2026-11-01T10:00:00.000Z',
      dateUpdated: '2026-11-02T10:00:00.000Z',
    },
  });
  const serving = (orderData: string) => (call: BackendCall) =>
    call.method === 'GET' && call.path === '/swell/drafts/drf_balloon01'
      ? record(orderData)
      : undefined;

  it('loads a draft straight away when nothing is in progress', async () => {
    const { backend, router } = setup({
      saved: null,
      path: '/configurator?draft=drf_balloon01',
      answer: serving(payload(draftOrder())),
    });
    expect(
      await screen.findByText('Entwurf geladen – du machst dort weiter, wo du aufgehört hast.'),
    ).toBeVisible();
    expect(screen.getByTestId('probe')).toHaveTextContent('Luftballon-Grüße · data');
    expect(router.state.location.search).toBe('');
    expect(backend.callsTo('GET', '/swell/drafts/')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before the current progress is discarded; keeping it loads nothing', async () => {
    const { user, backend } = setup({
      path: '/configurator/content?draft=drf_balloon01',
      answer: serving(payload(draftOrder())),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Entwurf weiterbearbeiten?' });
    expect(dialog).toHaveTextContent('Deine bisherige Gestaltung wird dabei verworfen');
    await user.click(within(dialog).getByRole('button', { name: 'Aktuelle Gestaltung behalten' }));
    expect(screen.getByTestId('probe')).toHaveTextContent('Konfetti-Geburtstag · content');
    expect(backend.callsTo('GET', '/swell/drafts/')).toHaveLength(0);
  });

  it('loads the draft once the customer agrees to discard, and keeps saving into it', async () => {
    const { user, backend } = setup({
      path: '/configurator/content?draft=drf_balloon01',
      answer: serving(payload(draftOrder())),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Entwurf weiterbearbeiten?' });
    await user.click(within(dialog).getByRole('button', { name: 'Verwerfen und Entwurf laden' }));
    await waitFor(() =>
      expect(screen.getByTestId('probe')).toHaveTextContent('Luftballon-Grüße · data'),
    );
    // Only one question: the configurator's own "discard?" is not asked again.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(saveButton());
    await waitFor(() => expect(posts(backend)).toHaveLength(1));
    expect(posts(backend)[0]?.id).toBe('drf_balloon01');
  });

  it('says a too old draft cannot be loaded and keeps the current progress', async () => {
    const { user } = setup({
      path: '/configurator/content?draft=drf_balloon01',
      answer: serving(JSON.stringify({ order: {} })),
    });
    await user.click(await screen.findByRole('button', { name: 'Verwerfen und Entwurf laden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dieser Entwurf ist zu alt und kann nicht mehr geladen werden.',
    );
    expect(screen.getByTestId('probe')).toHaveTextContent('Konfetti-Geburtstag · content');
  });

  it('treats a draft whose template is gone like a too old one', async () => {
    setup({
      saved: null,
      path: '/configurator?draft=drf_balloon01',
      answer: serving(payload(draftOrder('99', 'Gelöschte Vorlage'))),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dieser Entwurf ist zu alt und kann nicht mehr geladen werden.',
    );
    expect(screen.getByTestId('probe')).toHaveTextContent('keine Vorlage');
  });

  it('says when the draft does not exist', async () => {
    setup({ saved: null, path: '/configurator?draft=drf_missing01' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Diesen Entwurf gibt es nicht (mehr).',
    );
  });
});

describe('on the configurator page', () => {
  it.each(['path', 'content', 'data', 'summary'] as const)(
    'offers "Als Entwurf speichern" on the %s step',
    async (step) => {
      const saved = progressAfter(PATH_DONE, step);
      renderConfigurator({ saved, path: `/configurator/${step}` });
      expect(await screen.findByRole('button', { name: 'Als Entwurf speichern' })).toBeVisible();
    },
  );
});
