import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAppConfig } from '../../../lib/config/appConfig.ts';
import { resetSession } from '../../../lib/store/session.ts';
import { setStore } from '../../../lib/store/store.ts';
import { installCheckoutStore, renderCheckout } from '../testing/renderCheckout.tsx';

// Issue #40: a second tab opened right after the first came back from PayPal or Klarna and
// placed the order. The new tab has no checkout id of the cart (sessionStorage is per tab)
// and the session's cart is gone; it must show that order, not „Dein Warenkorb ist leer“.

afterEach(() => {
  resetSession();
  setStore(null);
  vi.unstubAllGlobals();
});

/** The server's GET /api/cart/payment-approval: the session's fresh order and its approval. */
function serverKnowsOrder(method: string) {
  const fetchMock = vi.fn(async (url: string) => {
    if (!String(url).startsWith('/api/cart/payment-approval')) return new Response('{}');
    return Response.json({
      intent_id: 'int_1',
      method,
      status: 'captured',
      approved: false,
      expires_at: '2026-12-01T10:30:00.000Z',
      order: { id: 'ord_7', number: 'FK-100007' },
      message: null,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  setAppConfig({ cmsUrl: '', storeId: 's', publicKey: 'pk', publicUrl: '', trackingId: null });
  return fetchMock;
}

describe('a second tab after the order of a payment page', () => {
  it.each(['paypal', 'klarna'])('shows the order placed with %s', async (method) => {
    installCheckoutStore({ cart: null });
    const fetchMock = serverKnowsOrder(method);
    renderCheckout();
    const link = await screen.findByRole('link', { name: /FK-100007/ });
    expect(link).toHaveAttribute('href', '/order/ord_7');
    expect(screen.queryByRole('heading', { name: 'Dein Warenkorb ist leer' })).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/cart/payment-approval',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('still shows the empty cart when the server knows no fresh order', async () => {
    installCheckoutStore({ cart: null });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(null)),
    );
    renderCheckout();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Dein Warenkorb ist leer' }),
    ).toBeVisible();
  });
});
