import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountPageSection } from './AccountPageSection.tsx';

describe('AccountPageSection', () => {
  it('is a region named by its h2, with intro, actions and content', () => {
    render(
      <AccountPageSection
        title="Adressen"
        pageTitle="Mein Konto"
        intro="Deine Lieferadressen"
        actions={<button type="button">Neu</button>}
      >
        <p>Inhalt</p>
      </AccountPageSection>,
    );
    const region = screen.getByRole('region', { name: 'Adressen' });
    expect(region).toContainElement(screen.getByRole('heading', { level: 2, name: 'Adressen' }));
    expect(region).toHaveTextContent('Deine Lieferadressen');
    expect(region).toContainElement(screen.getByRole('button', { name: 'Neu' }));
    expect(region).toHaveTextContent('Inhalt');
  });

  it('names the document after the section and its page', () => {
    render(
      <AccountPageSection title="Empfängerlisten" pageTitle="Mein Konto">
        <p />
      </AccountPageSection>,
    );
    expect(document.title).toBe('Empfängerlisten – Mein Konto · Federkiel');
  });

  it('gives two sections on one page headings of their own', () => {
    render(
      <>
        <AccountPageSection title="Eins" pageTitle="Mein Konto">
          <p />
        </AccountPageSection>
        <AccountPageSection title="Zwei" pageTitle="Mein Konto">
          <p />
        </AccountPageSection>
      </>,
    );
    expect(screen.getByRole('region', { name: 'Eins' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Zwei' })).toBeInTheDocument();
  });
});
