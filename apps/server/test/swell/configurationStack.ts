import { afterAll, afterEach, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from '../helpers.ts';
import { vaultUrl } from '../storeClient.ts';
import { newSession, startFakeCms, type FakeCms } from './swellHelpers.ts';

// The stack of the configuration tests (configurations.test.ts, configurationLines.test.ts):
// a server with a small card limit against a fake CMS, and the requests they make.

export const MAX_CARDS = 50;

type Answer = Awaited<ReturnType<TestServer['app']['inject']>>;

export interface ConfigurationStack {
  readonly server: TestServer;
  readonly cms: FakeCms;
  post(body: unknown, session?: string | null): Promise<Answer>;
  get(id: string, session: string): Promise<Answer>;
  /** A sandbox card token from the vault. */
  tokenize(number: string): Promise<string>;
}

/** Starts the stack before the file's tests and stops it after them. */
export function useConfigurationStack(): ConfigurationStack {
  let cms: FakeCms | null = null;
  let server: TestServer | null = null;
  beforeAll(async () => {
    cms = await startFakeCms();
    server = await startTestServer({ CMS_URL: cms.url, MAX_CARDS: String(MAX_CARDS) });
  });
  afterAll(async () => {
    await server?.close();
    await cms?.close();
  });
  afterEach(() => {
    if (cms) cms.mode = 'ok';
  });
  const running = () => {
    if (!server || !cms) throw new Error('the configuration stack is not running');
    return { server, cms };
  };
  return {
    get server() {
      return running().server;
    },
    get cms() {
      return running().cms;
    },
    post: (body, session = newSession()) =>
      running().server.app.inject({
        method: 'POST',
        url: '/swell/configurations',
        headers: {
          'content-type': 'application/json',
          ...(session ? { 'x-session': session } : {}),
        },
        payload: JSON.stringify(body),
      }),
    get: (id, session) =>
      running().server.app.inject({
        method: 'GET',
        url: `/swell/configurations/${id}`,
        headers: { 'x-session': session },
      }),
    tokenize: async (number) => {
      const url = vaultUrl('/tokens', 'post', {
        number,
        exp_month: '12',
        exp_year: '2030',
        cvc: '123',
      });
      return (await running().server.app.inject({ method: 'GET', url })).json().$data.token;
    },
  };
}
