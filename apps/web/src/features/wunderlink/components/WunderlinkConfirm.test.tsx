import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RedeemInput } from '@federkiel/machines/wunderlink/redemption';
import type { PublicWunderlink, RedeemAnswer } from '@federkiel/machines/wunderlink/wunderlinkApi';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSession } from '../../../lib/store/session.ts';
import { setStore } from '../../../lib/store/store.ts';
import {
  readGrant,
  resetGrantCache,
  setGrantDesign,
  startGrant,
} from '../../../lib/wunderlink/grant.ts';
import { installFakeStore, testAccount } from '../../../test/fakeStore.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { WunderlinkRequestError } from '../api/wunderlinkApi.ts';
import { WunderlinkComplete } from './WunderlinkComplete.tsx';
import { WunderlinkConfirm } from './WunderlinkConfirm.tsx';

afterEach(() => {
  resetSession();
  setStore(null);
  resetGrantCache();
});

const ID = 'q3X9_-abcdefghijklmnop';
const LINK: PublicWunderlink = {
  id: ID,
  campaign: 'Sommer',
  free_cards: 3,
  postage_included: true,
  valid_from: '2020-01-01T00:00:00.000Z',
  valid_until: '2099-01-01T00:00:00.000Z',
  template: { id: '21', slug: 'konfetti', name: 'Konfetti-Geburtstag' },
  group: null,
};

/** The customer pressed "Gratis bestellen" for 2 cards of the allowed template. */
function designed(link: PublicWunderlink = LINK, cardCount = 2) {
  startGrant(link);
  setGrantDesign(
    {
      configurationId: 'cfg_1',
      cardCount,
      templateId: '21',
      templateName: 'Konfetti-Geburtstag',
    },
    { version: 1 },
  );
}

function renderConfirm({
  signedIn,
  link = LINK,
  redeem = vi.fn(async (_input: RedeemInput): Promise<RedeemAnswer> => ({
    order: { id: 'ord_9', number: 'FK-100099' },
  })),
}: {
  signedIn: boolean;
  link?: PublicWunderlink;
  redeem?: (input: RedeemInput) => Promise<RedeemAnswer>;
}) {
  const store = installFakeStore({ signedIn });
  const loadLink = vi.fn(async () => link);
  const page = <WunderlinkConfirm linkId={ID} loadLink={loadLink} redeem={redeem} />;
  const result = renderWithRouter(page, {
    path: `/wunderlink/${ID}/confirm`,
    routes: [
      { path: '/wunderlink/:link/confirm', element: page },
      { path: '/order/wunderlink-complete', element: <WunderlinkComplete /> },
      { path: '/configurator/:step', element: <h1>Konfigurator</h1> },
      { path: '/signup', element: <h1>Registrieren</h1> },
    ],
  });
  return { ...result, store, loadLink, redeem };
}

describe('WunderLink confirm step', () => {
  it('asks a signed-out customer to register or sign in, and comes back here', async () => {
    designed();
    renderConfirm({ signedIn: false });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Fast geschafft: Bitte melde dich an' }),
    ).toBeVisible();
    const back = encodeURIComponent(`/wunderlink/${ID}/confirm`);
    expect(screen.getByRole('link', { name: 'Registrieren' })).toHaveAttribute(
      'href',
      `/signup?returnTo=${back}`,
    );
    expect(screen.getByRole('link', { name: 'Anmelden' })).toHaveAttribute(
      'href',
      `/signin?returnTo=${back}`,
    );
    const summary = screen.getByRole('region', { name: 'Deine Bestellung' });
    expect(summary).toHaveTextContent('WunderLink „Sommer“');
    expect(summary).toHaveTextContent('2 Karten gratis');
    expect(summary).toHaveTextContent('Vorlage „Konfetti-Geburtstag“');
    expect(summary).toHaveTextContent('Versand an die Empfänger – Porto inklusive');
    expect(summary).toHaveTextContent('0,00 €');
    expect(screen.queryByRole('button', { name: 'Jetzt gratis bestellen' })).toBeNull();
  });

  it('places the free order and thanks with the order number', async () => {
    const user = userEvent.setup();
    designed();
    const { redeem, router } = renderConfirm({ signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Jetzt gratis bestellen' }));
    expect(redeem).toHaveBeenCalledWith({ linkId: ID, configurationId: 'cfg_1' });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Danke – deine Gratis-Karten sind bestellt!',
      }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/order/wunderlink-complete');
    expect(router.state.location.search).toBe('?order=ord_9');
    expect(screen.getByText('FK-100099')).toBeVisible();
    expect(
      screen.getByText('2 Karten gratis aus dem WunderLink „Sommer“ – ohne Zahlung.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Bestellung ansehen' })).toHaveAttribute(
      'href',
      '/order/ord_9',
    );
    // The grant is used up in this tab.
    expect(readGrant()).toBeNull();
  });

  it('sends the delivery address for a link without postage', async () => {
    const user = userEvent.setup();
    designed({ ...LINK, postage_included: false });
    const { redeem, store } = renderConfirm({
      signedIn: true,
      link: { ...LINK, postage_included: false },
    });
    store.account.get.mockResolvedValue({
      ...testAccount,
      shipping: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        address1: 'Lindenweg 7',
        zip: '04109',
        city: 'Leipzig',
        country: 'DE',
      },
    });
    const form = await screen.findByRole('form', { name: 'Wohin sollen die Karten?' });
    await waitFor(() =>
      expect(within(form).getByLabelText('Straße und Hausnummer')).toHaveValue('Lindenweg 7'),
    );
    await user.clear(within(form).getByLabelText('PLZ'));
    await user.click(within(form).getByRole('button', { name: 'Jetzt gratis bestellen' }));
    expect(redeem).not.toHaveBeenCalled();
    await user.type(within(form).getByLabelText('PLZ'), '04109');
    await user.click(within(form).getByRole('button', { name: 'Jetzt gratis bestellen' }));
    await waitFor(() => expect(redeem).toHaveBeenCalledTimes(1));
    expect(redeem).toHaveBeenCalledWith({
      linkId: ID,
      configurationId: 'cfg_1',
      shipping: expect.objectContaining({
        first_name: 'Ada',
        last_name: 'Lovelace',
        address1: 'Lindenweg 7',
        zip: '04109',
        city: 'Leipzig',
        country: 'DE',
      }),
    });
  });

  it('names the earlier order of an account that already redeemed the link', async () => {
    const user = userEvent.setup();
    designed();
    renderConfirm({
      signedIn: true,
      redeem: async () => {
        throw new WunderlinkRequestError(
          409,
          { code: 'ALREADY_REDEEMED', message: 'Du hast diesen WunderLink bereits eingelöst.' },
          { id: 'ord_1', number: 'FK-100001' },
        );
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Jetzt gratis bestellen' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Du hast diesen WunderLink bereits eingelöst.');
    expect(
      within(alert).getByRole('link', { name: 'Deine Bestellung FK-100001 ansehen' }),
    ).toHaveAttribute('href', '/order/ord_1');
    await waitFor(() => expect(readGrant()).toBeNull());
  });

  it('sends a refusal the customer can fix back to the configurator', async () => {
    const user = userEvent.setup();
    designed();
    const { router } = renderConfirm({
      signedIn: true,
      redeem: async () => {
        throw new WunderlinkRequestError(422, {
          code: 'TOO_MANY_CARDS',
          message: 'Es können höchstens 3 Karten in einer Bestellung sein.',
        });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Jetzt gratis bestellen' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Es können höchstens 3 Karten in einer Bestellung sein.');
    await user.click(screen.getByRole('button', { name: 'Karten anpassen' }));
    expect(router.state.location.pathname).toBe('/configurator/summary');
    // The design stays with the grant, for the configurator to come back to.
    expect(readGrant()?.progress).toEqual({ version: 1 });
  });

  it('refuses a design the grant does not cover before asking the server', async () => {
    designed(LINK, 5);
    const { redeem } = renderConfirm({ signedIn: true });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Es können höchstens 3 Karten in einer Bestellung sein. Bitte entferne Empfänger, bis es höchstens 3 sind.',
    );
    expect(screen.getByRole('button', { name: 'Karten anpassen' })).toBeVisible();
    expect(redeem).not.toHaveBeenCalled();
  });

  it('shows the not-found screen when the link ended meanwhile', async () => {
    designed();
    installFakeStore({ signedIn: true });
    const page = (
      <WunderlinkConfirm
        linkId={ID}
        loadLink={async () => {
          throw new WunderlinkRequestError(404, { code: 'WUNDERLINK_NOT_FOUND' });
        }}
      />
    );
    renderWithRouter(page, { path: `/wunderlink/${ID}/confirm` });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'WunderLink nicht gefunden' }),
    ).toBeVisible();
    await waitFor(() => expect(readGrant()).toBeNull());
  });

  it('has nothing to confirm before the cards are designed', async () => {
    installFakeStore();
    renderWithRouter(<WunderlinkConfirm linkId={ID} />, { path: `/wunderlink/${ID}/confirm` });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Noch keine Karten gestaltet' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zum WunderLink' })).toHaveAttribute(
      'href',
      `/wunderlink/${ID}`,
    );
  });
});
