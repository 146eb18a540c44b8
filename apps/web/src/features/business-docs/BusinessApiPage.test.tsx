import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test/render.tsx';
import { BusinessApiPage } from './BusinessApiPage.tsx';

describe('business API documentation page', () => {
  it('explains keys and modes, shows a curl example per endpoint, the signature check and the OpenAPI link', async () => {
    renderWithRouter(<BusinessApiPage />, { path: '/business/api' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Business-API' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'API-Schlüssel' })).toHaveAttribute(
      'href',
      '/profile/api',
    );
    expect(screen.getByText(/Test-Schlüssel \(fk_test_…\)/)).toBeInTheDocument();
    for (const [title, curl] of [
      ['GET /business/v1/templates', 'https://federkiel.de/business/v1/templates'],
      ['GET /business/v1/fonts', 'https://federkiel.de/business/v1/fonts'],
      ['POST /business/v1/orders', "-H 'Idempotency-Key: deal-4711'"],
      ['GET /business/v1/orders', 'orders?page=1&limit=25&status=delivery_pending'],
      ['GET /business/v1/orders/{id}', 'https://federkiel.de/business/v1/orders/bo_…'],
      ['GET /business/v1/orders/{id}/documents/{n}', '/business/v1/orders/bo_…/documents/1'],
      ['POST /business/v1/orders/{id}/cancel', 'curl -X POST'],
    ] as const) {
      const section = screen.getByRole('region', { name: title });
      expect(within(section).getByText(/^curl /)).toHaveTextContent(curl);
    }
    expect(screen.getByText(/createHmac\('sha256', secret\)/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '/business/v1/openapi.json' })).toHaveAttribute(
      'href',
      '/business/v1/openapi.json',
    );
  });
});
