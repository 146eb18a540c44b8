import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMPANY } from '@federkiel/machines/company/company';
import { renderWithRouter } from '../../test/render.tsx';
import { ImprintPage } from './ImprintPage.tsx';

// Issue #39: the Impressum names the company the invoices name, from the one source
// (machines/src/company/company.ts; the server's invoice test checks the XML's seller).
describe('Impressum', () => {
  it('shows the company with its address and USt-IdNr.', async () => {
    renderWithRouter(<ImprintPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
    expect(screen.getAllByText('Federweg 1').length).toBeGreaterThan(0);
    expect(screen.getAllByText('10115 Berlin').length).toBeGreaterThan(0);
    expect(
      screen.getByText(
        'Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: DE312345671',
      ),
    ).toBeVisible();
    expect(COMPANY.vatId).toBe('DE312345671');
  });
});
