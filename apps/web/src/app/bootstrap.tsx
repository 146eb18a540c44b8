import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { PageLoader } from '../components/PageLoader.tsx';
import { loadAppConfig } from '../lib/config/appConfig.ts';
import { App } from './App.tsx';
import { ConfigErrorPage } from './ConfigErrorPage.tsx';

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
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  };
  await start();
}
