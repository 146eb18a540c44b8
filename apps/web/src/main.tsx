import { installPreloadErrorReload, lazyWithReload } from './lib/chunkReload.ts';
import { errorReporter } from './lib/errors/reportError.ts';
import './styles/tokens.css';
import './styles/global.css';

// Issue #13: this entry is all the JavaScript the page asks for before its first paint —
// error reporting and the chunk-reload guard. The app itself (React, the router, texts) is
// one dynamic import away: a server-rendered page is painted from its HTML meanwhile and
// hydrated when it arrives (app/start.tsx); the shell's other routes render then.

errorReporter.install();
installPreloadErrorReload();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing in index.html');

const loadApp = lazyWithReload(() => import('./app/start.tsx'));
void loadApp().then(({ start }) => start(container));
