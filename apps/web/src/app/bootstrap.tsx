import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { PageLoader } from '../components/PageLoader.tsx';
import { loadAppConfig } from '../lib/config/appConfig.ts';
import { App } from './App.tsx';
import { ConfigErrorPage } from './ConfigErrorPage.tsx';
import { createQueryClient } from './queryClient.ts';
import { createAppRouter } from './router.tsx';

/**
 * Loads /app-config.json, then renders the app; if that fails, a friendly error page
 * whose retry button starts over. Resolves once either is rendered.
 */
export async function bootstrap(root: Root, load: typeof loadAppConfig = loadAppConfig) {
  root.render(<PageLoader />);
  const start = async (): Promise<void> => {
    try {
      await load();
    } catch {
      root.render(
        <StrictMode>
          <ConfigErrorPage onRetry={start} />
        </StrictMode>,
      );
      return;
    }
    const router = createAppRouter();
    const queryClient = createQueryClient();
    root.render(
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    );
  };
  await start();
}
