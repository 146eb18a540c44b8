import { installPreloadErrorReload, lazyWithReload } from './lib/chunkReload.ts';
import { errorReporter } from './lib/errors/reportError.ts';
import { whenPagePainted } from './lib/whenPagePainted.ts';
import './styles/tokens.css';
import './styles/global.css';

// Issue #13: this entry is all the JavaScript the page asks for before its first paint —
// error reporting and the chunk-reload guard. The app itself (React, the router, texts) is
// one dynamic import away: a server-rendered page is painted from its HTML first, with its
// images, and hydrated when the app arrives (app/start.tsx); the shell's other routes,
// which have nothing to paint without it, load it at once.

errorReporter.install();
installPreloadErrorReload();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing in index.html');

const loadApp = lazyWithReload(() => import('./app/start.tsx'));
const serverRendered = container.firstElementChild !== null;
void (serverRendered ? whenPagePainted() : Promise.resolve())
  .then(loadApp)
  .then(({ start }) => start(container));
