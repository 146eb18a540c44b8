import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FullScreenSpinner } from './FullScreenSpinner.tsx';

describe('FullScreenSpinner', () => {
  it('announces "Bitte warten …" as a polite status', () => {
    render(<FullScreenSpinner />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Bitte warten …');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status.className).toMatch(/overlay/);
  });

  it('accepts another label', () => {
    render(<FullScreenSpinner label="Zahlung wird geprüft …" />);
    expect(screen.getByRole('status')).toHaveTextContent('Zahlung wird geprüft …');
  });
});
