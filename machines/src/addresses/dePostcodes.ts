import { decodePostcodes, type PostcodeTable } from './postcodeData.ts';

// The German postcode table, loaded once on first use: a dynamic import, so the web app puts
// the data (≈ 90 kB gzip) in a chunk of its own that the configurator fetches only when it
// checks addresses, and the server reads it on the first check.

let loading: Promise<PostcodeTable> | null = null;

export function loadDePostcodes(): Promise<PostcodeTable> {
  loading ??= import('./dePostcodeData.ts').then(({ DE_TOWNS, DE_CODES }) =>
    decodePostcodes(DE_TOWNS, DE_CODES),
  );
  // A failed load (the chunk could not be fetched) is tried again on the next call.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
