import { afterEach, describe, expect, it } from 'vitest';
import { readServerState, serverStateScript, type ServerState } from './serverState.ts';

const STATE: ServerState = {
  version: 1,
  language: 'de',
  namespaces: ['common', 'products'],
  appConfig: {
    cmsUrl: 'http://cms.test',
    storeId: 'federkiel',
    publicKey: 'pk_test',
    publicUrl: 'http://shop.test',
    trackingId: null,
  },
  queries: { mutations: [], queries: [] },
  consent: null,
};

function read(extra: Record<string, unknown>) {
  document.body.innerHTML = serverStateScript({ ...STATE, ...extra } as ServerState);
  return readServerState();
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('readServerState: the texts the page came with (issue #44)', () => {
  it('keeps texts by language and namespace, markup in them as text', () => {
    const texts = { de: { products: { title: 'Vorlagen </script><!--' }, common: {} } };
    expect(read({ texts })?.texts).toEqual(texts);
  });

  it('drops texts of any other shape and keeps the rest of the state', () => {
    for (const texts of [[], 'de', { de: [] }, { de: { products: 'Vorlagen' } }, { de: null }]) {
      const state = read({ texts });
      expect(state?.texts).toBeUndefined();
      expect(state?.namespaces).toEqual(['common', 'products']);
    }
  });
});
