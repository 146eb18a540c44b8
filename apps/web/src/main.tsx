import { createRoot } from 'react-dom/client';
import { bootstrap } from './app/bootstrap.tsx';
import { installPreloadErrorReload } from './lib/chunkReload.ts';
import { errorReporter } from './lib/errors/reportError.ts';
import { initI18n } from './lib/i18n/i18n.ts';
import './styles/tokens.css';
import './styles/global.css';

errorReporter.install();
installPreloadErrorReload();
initI18n();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing in index.html');

void bootstrap(createRoot(container));
