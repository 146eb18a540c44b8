import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type * as ModalModule from '../../components/Modal.tsx';
import { hydrate, serverHtml } from '../../test/hydration.tsx';
import { CookieConsentProvider } from './CookieConsentProvider.tsx';
import { CookiePrompt } from './CookiePrompt.tsx';
import { SERVER_PROMPT_ATTRIBUTE } from './earlyChoice.ts';

// The dialog's renders, counted (React's Profiler would count the Suspense boundary's own
// hydration, a commit of its own, as an update too).
const dialogRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../components/Modal.tsx', async (importOriginal) => {
  const real = await importOriginal<typeof ModalModule>();
  return {
    ...real,
    Modal: (props: ModalModule.ModalProps) => {
      dialogRenders.count += 1;
      return real.Modal(props);
    },
  };
});

function Page() {
  const router = createMemoryRouter([{ path: '*', element: <CookiePrompt /> }]);
  return (
    <CookieConsentProvider
      stored={null}
      promptInServerHtml
      persist={() => {}}
      loadTracking={() => {}}
    >
      <RouterProvider router={router} />
    </CookieConsentProvider>
  );
}

describe('the cookie prompt of the server’s page, hydrated (issue #44)', () => {
  it('is taken over in place without rendering it again after the hydration', () => {
    const container = serverHtml(<Page />);
    expect(container.querySelector('[role="dialog"]')).not.toBeNull();
    dialogRenders.count = 0;
    hydrate(container, <Page />);
    // Before: `useHydrated()` flipped right after the hydration and rendered the whole dialog
    // again, synchronously, in the task that finished it (~40 ms at a phone's speed).
    expect(dialogRenders.count).toBe(1);
    const dialog = container.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain('Alle Cookies akzeptieren');
    // Still the server's dialog, in place (earlyChoice.ts answers for it until now).
    expect(dialog?.closest(`[${SERVER_PROMPT_ATTRIBUTE}]`)).not.toBeNull();
  });
});
