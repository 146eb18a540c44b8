import { acceptEarlyCookieChoice } from './features/cookie-consent/earlyChoice.ts';
import { installPreloadErrorReload, lazyWithReload } from './lib/chunkReload.ts';
import { captureEarlyClicks } from './lib/earlyClicks.ts';
import { captureEarlyInput } from './lib/earlyInput.ts';
import { errorReporter } from './lib/errors/reportError.ts';
import { preloadPageScripts } from './lib/pageScripts.ts';
import { whenPagePainted } from './lib/whenPagePainted.ts';
import { yieldToMain } from './lib/yieldToMain.ts';
import './styles/tokens.css';
import './styles/global.css';

// Issue #13: this entry is all the JavaScript the page asks for before its first paint —
// error reporting, the chunk-reload guard and the server's cookie prompt until the app
// takes it over. The app itself (React, the router, texts) is
// one dynamic import away: a server-rendered page is painted from its HTML first, with its
// images, and hydrated when the app arrives (app/start.tsx); the shell's other routes,
// which have nothing to paint without it, load it at once.

errorReporter.install();
installPreloadErrorReload();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing in index.html');

const loadApp = lazyWithReload(() => import('./app/start.tsx'));
// React's chunk (React, its DOM renderer, the router) is evaluated in a task of its own before
// the app's modules: together they were one task of 14–44 ms at full speed in Lighthouse's
// trace, four times that on a phone (issue #44).
const loadReact = lazyWithReload(() => import('react-dom/client'));
const serverRendered = container.firstElementChild !== null;
// Until the app hydrates the page, a click in the server's cookie prompt is taken here, and
// clicks on its other controls (`data-early`) wait for it (issue #32).
if (serverRendered) {
  acceptEarlyCookieChoice();
  captureEarlyClicks();
  captureEarlyInput();
}
void (serverRendered ? whenPagePainted() : Promise.resolve())
  // The page's own chunks, named by the server, start together with the app (issue #44).
  .then(() => preloadPageScripts())
  .then(async () => {
    if (!serverRendered) return;
    await loadReact();
    await yieldToMain();
  })
  .then(loadApp)
  .then(({ start }) => start(container));
