import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../test/render.tsx';
import { Button } from './Button.tsx';

describe('Button', () => {
  it('renders a type="button" button that can be clicked', async () => {
    const onClick = vi.fn();
    renderWithRouter(<Button onClick={onClick}>Weiter</Button>);
    const button = screen.getByRole('button', { name: 'Weiter' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('keeps an explicit submit type', () => {
    renderWithRouter(<Button type="submit">Senden</Button>);
    expect(screen.getByRole('button', { name: 'Senden' })).toHaveAttribute('type', 'submit');
  });

  it('applies variant, border and size classes', () => {
    renderWithRouter(
      <Button variant="secondary" bordered size="lg" className="extra">
        Karte
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Karte' });
    expect(button.className).toMatch(/secondary/);
    expect(button.className).toMatch(/bordered/);
    expect(button.className).toMatch(/lg/);
    expect(button.className).toMatch(/extra/);
  });

  it('defaults to the primary colour without a border', () => {
    renderWithRouter(<Button>Los</Button>);
    const button = screen.getByRole('button', { name: 'Los' });
    expect(button.className).toMatch(/primary/);
    expect(button.className).not.toMatch(/bordered/);
  });

  it('does not click when disabled', async () => {
    const onClick = vi.fn();
    renderWithRouter(
      <Button disabled onClick={onClick}>
        Bezahlen
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Bezahlen' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders a router link with `to` and navigates', async () => {
    const { router } = renderWithRouter(<Button to="/products">Vorlagen</Button>);
    const link = screen.getByRole('link', { name: 'Vorlagen' });
    expect(link).toHaveAttribute('href', '/products');
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/products');
  });

  it('renders a disabled link that neither focuses nor navigates', async () => {
    const { router } = renderWithRouter(
      <Button to="/products" disabled>
        Vorlagen
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Vorlagen' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link).toHaveAttribute('tabindex', '-1');
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe('/');
  });
});
