import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../lib/i18n/i18n.ts';
import { PageLoader } from './PageLoader.tsx';

describe('PageLoader', () => {
  it('announces "Seite wird geladen …" as a status', () => {
    render(<PageLoader />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Seite wird geladen …');
    expect(status).toHaveAttribute('aria-live', 'polite');
  });

  it('speaks English when English is chosen', async () => {
    render(<PageLoader />);
    await act(() => setLanguage('en'));
    expect(screen.getByRole('status')).toHaveTextContent('Loading page …');
  });
});
