import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { OrderConfiguration } from '@federkiel/machines/configurator/schema';
import type {
  AdminWunderlink,
  CreateWunderlinkBody,
} from '@federkiel/machines/wunderlink/wunderlinkApi';
import { BEARER } from '../dashboard/dashboardSupport.ts';
import { validConfiguration } from '../swell/configurationFixtures.ts';
import { CAVEAT_WOFF } from '../swell/swellHelpers.ts';
import { signedInCustomer, swell, type Customer } from '../swell/accountHelpers.ts';

// A stand-in CMS for the WunderLink tests: the handwriting font the configuration check
// needs (font 11, Caveat) plus templates and groups the way Strapi 5 answers them:
// template 21 „Konfetti-Geburtstag“ in group 3 „Geburtstag“, template 22 „Tannenzweig“ in
// group 4 „Weihnachten“, template 23 unpublished (404).

export interface WunderlinkCms {
  url: string;
  requests: string[];
  close(): Promise<void>;
}

const TEMPLATES: Record<string, { name: string; slug: string; groups: number[] }> = {
  '21': { name: 'Konfetti-Geburtstag', slug: 'konfetti-geburtstag', groups: [3] },
  '22': { name: 'Tannenzweig', slug: 'tannenzweig', groups: [4] },
};
const GROUPS: Record<string, { name: string; slug: string }> = {
  '3': { name: 'Geburtstag', slug: 'geburtstag' },
  '4': { name: 'Weihnachten', slug: 'weihnachten' },
};

export async function startWunderlinkCms(): Promise<WunderlinkCms> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const url = new URL(req.url ?? '/', 'http://cms');
    if (url.pathname === '/api/fonts/11') {
      return json(200, {
        data: {
          id: 11,
          name: 'Caveat',
          slug: 'caveat',
          accountId: null,
          file: { url: '/uploads/caveat_abc123.woff', mime: 'font/woff' },
        },
      });
    }
    if (url.pathname === '/uploads/caveat_abc123.woff') {
      res.writeHead(200, { 'content-type': 'font/woff', 'content-length': CAVEAT_WOFF.length });
      return res.end(CAVEAT_WOFF);
    }
    const template = /^\/api\/templates\/(\d+)$/.exec(url.pathname)?.[1];
    const t = template ? TEMPLATES[template] : undefined;
    if (template && t) {
      return json(200, {
        data: {
          id: Number(template),
          documentId: `tpl${template}doc`,
          name: t.name,
          slug: t.slug,
          groups:
            url.searchParams.get('populate') === 'groups'
              ? t.groups.map((id) => ({ id, documentId: `grp${id}`, ...GROUPS[String(id)] }))
              : undefined,
        },
        meta: {},
      });
    }
    const group = /^\/api\/groups\/(\d+)$/.exec(url.pathname)?.[1];
    const g = group ? GROUPS[group] : undefined;
    if (group && g) {
      return json(200, { data: { id: Number(group), documentId: `grp${group}`, ...g }, meta: {} });
    }
    return json(404, { data: null, error: { status: 404, name: 'NotFoundError' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const DAY_MS = 86_400_000;

/** A link valid from yesterday for 30 days: 3 cards, postage included, 10 redemptions. */
export function linkBody(overrides: Partial<CreateWunderlinkBody> = {}): CreateWunderlinkBody {
  const now = Date.now();
  return {
    campaign: 'Sommer',
    free_cards: 3,
    valid_from: new Date(now - DAY_MS).toISOString(),
    valid_until: new Date(now + 30 * DAY_MS).toISOString(),
    max_redemptions: 10,
    postage_included: true,
    ...overrides,
  };
}

export async function createLink(
  app: FastifyInstance,
  overrides: Partial<CreateWunderlinkBody> = {},
): Promise<AdminWunderlink> {
  const res = await app.inject({
    method: 'POST',
    url: '/swell/admin/wunderlinks',
    headers: { ...BEARER, 'content-type': 'application/json', 'x-staff-name': 'Greta' },
    payload: JSON.stringify(linkBody(overrides)),
  });
  if (res.statusCode !== 201) throw new Error(`create link: ${res.body}`);
  return res.json();
}

/** Stores a configuration for the session; answers its id. */
export async function storeConfiguration(
  app: FastifyInstance,
  session: string,
  options: { cards?: number; templateId?: string; envelope?: 'closed' | 'open' | 'blank' } = {},
): Promise<string> {
  const configuration: OrderConfiguration = validConfiguration(options.cards ?? 2);
  if (options.templateId) {
    configuration.template = { id: options.templateId, name: `Vorlage ${options.templateId}` };
  }
  if (options.envelope) {
    configuration.shipping.envelope = options.envelope;
    if (options.envelope === 'blank') configuration.shipping.mode = 'to_customer';
  }
  const res = await swell(app, 'POST', '/configurations', session, configuration);
  if (res.statusCode !== 201) throw new Error(`configuration: ${res.body}`);
  return res.json().id;
}

export function redeem(
  app: FastifyInstance,
  linkId: string,
  session: string | null,
  body: unknown,
) {
  return swell(app, 'POST', `/wunderlink/${linkId}/redeem`, session, body);
}

/** A fresh signed-in customer with one stored configuration of `cards` cards. */
export async function customerWithDesign(
  app: FastifyInstance,
  options: Parameters<typeof storeConfiguration>[2] = {},
): Promise<Customer & { configurationId: string }> {
  const customer = await signedInCustomer(app);
  const configurationId = await storeConfiguration(app, customer.session, options);
  return { ...customer, configurationId };
}
