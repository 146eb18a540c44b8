// `npm run build`: builds the shop and the CMS (only what changed; `--force` rebuilds all).
import { buildWhatIsMissing } from './lib/builds.ts';

const built = await buildWhatIsMissing({ force: process.argv.includes('--force') });
console.log(
  built.length ? `[federkiel] built: ${built.join(', ')}` : '[federkiel] everything is up to date',
);
