// One shop server and a stand-in CMS per WunderLink test file, and the calls the files share.
import type { AdminWunderlink } from '@federkiel/machines/wunderlink/wunderlinkApi';
import { afterAll, beforeAll } from 'vitest';
import { BEARER, ORIGIN } from '../dashboard/dashboardSupport.ts';
import { startTestServer, type TestServer } from '../helpers.ts';
import { swell } from '../swell/accountHelpers.ts';
import { startWunderlinkCms, type WunderlinkCms } from './wunderlinkSupport.ts';

export const NOT_FOUND = {
  code: 'WUNDERLINK_NOT_FOUND',
  message: 'Dieser WunderLink wurde nicht gefunden oder ist abgelaufen.',
};
export const DAY_MS = 86_400_000;
export const json = { 'content-type': 'application/json' };

/** Starts the stack before the file's tests and stops it after them. */
export function useWunderlinkStack() {
  let cms: WunderlinkCms | undefined;
  let server: TestServer | undefined;
  beforeAll(async () => {
    cms = await startWunderlinkCms();
    server = await startTestServer({ CMS_URL: cms.url, PUBLIC_URL: ORIGIN });
  });
  afterAll(async () => {
    await server?.close();
    await cms?.close();
  });
  const stack = {
    get server(): TestServer {
      if (!server) throw new Error('the stack is not started');
      return server;
    },
    get cms(): WunderlinkCms {
      if (!cms) throw new Error('the stack is not started');
      return cms;
    },
    admin(
      method: 'GET' | 'POST',
      url: string,
      body?: unknown,
      headers: Record<string, string> = BEARER,
    ) {
      return stack.server.app.inject({
        method,
        url: `/swell/admin${url}`,
        headers: { ...(body === undefined ? {} : json), ...headers },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
    },
    openLink: (id: string) => swell(stack.server.app, 'GET', `/wunderlink/${id}`, null),
    async linkById(id: string): Promise<AdminWunderlink> {
      const list = (await stack.admin('GET', '/wunderlinks')).json().results as AdminWunderlink[];
      const link = list.find((l) => l.id === id);
      if (!link) throw new Error(`link ${id} not listed`);
      return link;
    },
    async countOrders(linkId: string): Promise<number> {
      const row = await stack.server.app.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('wunderlink_id', '=', linkId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
  return stack;
}
