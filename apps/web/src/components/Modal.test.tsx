import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal.tsx';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Öffnen
      </button>
      <Modal
        open={open}
        title="Entwurf verwerfen?"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        footer={<button type="button">Verwerfen</button>}
      >
        <p>Dein aktueller Fortschritt geht verloren.</p>
        <a href="/hilfe">Hilfe</a>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(<Modal open={false} title="T" onClose={() => {}} children="x" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a labelled modal dialog with title, content and a named close button', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Öffnen' }));
    const dialog = screen.getByRole('dialog', { name: 'Entwurf verwerfen?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { name: 'Entwurf verwerfen?' })).toBeInTheDocument();
    expect(screen.getByText('Dein aktueller Fortschritt geht verloren.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
    expect(dialog.className).toMatch(/xl/);
    expect(dialog).toHaveFocus();
  });

  it('closes with the close button and returns focus to the opener', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Öffnen' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with Escape', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Öffnen' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with Escape even when the focus was lost to the page body', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Öffnen' }));
    (document.activeElement as HTMLElement | null)?.blur();
    expect(document.body).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Öffnen' }));
    await userEvent.click(screen.getByText('Dein aktueller Fortschritt geht verloren.'));
    expect(onClose).not.toHaveBeenCalled();
    const backdrop = screen.getByRole('dialog').parentElement;
    expect(backdrop).not.toBeNull();
    if (backdrop) await userEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps Tab focus inside the dialog', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Öffnen' }));
    const close = screen.getByRole('button', { name: 'Schließen' });
    const help = screen.getByRole('link', { name: 'Hilfe' });
    const discard = screen.getByRole('button', { name: 'Verwerfen' });
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(help).toHaveFocus();
    await userEvent.tab();
    expect(discard).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(discard).toHaveFocus();
  });

  it('makes the rest of the page inert while open', async () => {
    const { container } = render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Öffnen' }));
    expect(container).toHaveAttribute('inert');
    await userEvent.keyboard('{Escape}');
    expect(container).not.toHaveAttribute('inert');
  });

  it('in place: stays where it is rendered and makes everything around it inert', async () => {
    const onClose = vi.fn();
    const { container } = render(
      <div>
        <header>
          <a href="/">Start</a>
        </header>
        <section data-testid="page">
          <Modal open inPlace animated={false} title="Cookies" onClose={onClose}>
            Text
          </Modal>
          <p>Daneben</p>
        </section>
      </div>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Cookies' });
    // Not moved to the end of the body: the server's copy of it is hydrated as it is.
    expect(screen.getByTestId('page')).toContainElement(dialog);
    // The trap is set up in a task after the render (not in the hydration's own).
    await vi.waitFor(() => expect(dialog).toHaveFocus());
    expect(container.querySelector('header')).toHaveAttribute('inert');
    expect(screen.getByText('Daneben')).toHaveAttribute('inert');
    expect(dialog.closest('[inert]')).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('in place: moves the focus in a task after the one that made the page inert', async () => {
    // Focused at once, the browser restyled the whole inert page inside that task (issue #44).
    const focusWhenInert: (Element | null)[] = [];
    const observer = new MutationObserver((records) => {
      if (records.some((record) => record.attributeName === 'inert'))
        focusWhenInert.push(document.activeElement);
    });
    observer.observe(document.body, { attributes: true, subtree: true });
    try {
      render(
        <main>
          <p>Seite</p>
          <Modal open inPlace animated={false} title="Cookies" onClose={() => {}}>
            Text
          </Modal>
        </main>,
      );
      const dialog = screen.getByRole('dialog', { name: 'Cookies' });
      await vi.waitFor(() => expect(dialog).toHaveFocus());
      expect(focusWhenInert.length).toBeGreaterThan(0);
      expect(focusWhenInert).not.toContain(dialog);
    } finally {
      observer.disconnect();
    }
  });

  it('in place: leaves the focus on a control of the dialog reached before it moves', async () => {
    render(
      <main>
        <p>Seite</p>
        <Modal open inPlace animated={false} title="Cookies" onClose={() => {}}>
          <button type="button">Alle akzeptieren</button>
        </Modal>
      </main>,
    );
    const accept = screen.getByRole('button', { name: 'Alle akzeptieren' });
    accept.focus();
    await vi.waitFor(() => expect(screen.getByText('Seite')).toHaveAttribute('inert'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(accept).toHaveFocus();
  });

  it('leaves elements that render nothing as they are', async () => {
    // Plain DOM: React would hoist a <link> it renders into the head.
    const page = document.body.appendChild(document.createElement('div'));
    page.innerHTML =
      '<link rel="preload" href="/x.css" as="style"><template></template><p>Seite</p>';
    try {
      const mount = page.appendChild(document.createElement('div'));
      render(
        <Modal open inPlace animated={false} title="Cookies" onClose={() => {}}>
          Text
        </Modal>,
        { container: mount },
      );
      await vi.waitFor(() => expect(screen.getByText('Seite')).toHaveAttribute('inert'));
      expect(page.querySelector('link')).not.toHaveAttribute('inert');
      expect(page.querySelector('template')).not.toHaveAttribute('inert');
    } finally {
      page.remove();
    }
  });

  it('in place: lets go of the page when it closes', async () => {
    function InPlaceHarness() {
      const [open, setOpen] = useState(true);
      return (
        <main>
          <p>Seite</p>
          <Modal open={open} inPlace title="Cookies" onClose={() => setOpen(false)}>
            Text
          </Modal>
        </main>
      );
    }
    render(<InPlaceHarness />);
    await vi.waitFor(() => expect(screen.getByRole('dialog')).toHaveFocus());
    expect(screen.getByText('Seite')).toHaveAttribute('inert');
    await userEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Seite')).not.toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('');
  });

  it('supports other widths and a custom close label', () => {
    render(
      <Modal open title="Hinweis" onClose={() => {}} size="sm" closeLabel="Hinweis schließen">
        Text
      </Modal>,
    );
    expect(screen.getByRole('dialog').className).toMatch(/sm/);
    expect(screen.getByRole('button', { name: 'Hinweis schließen' })).toBeInTheDocument();
  });
});
