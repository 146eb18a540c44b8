import type { Core } from '@strapi/strapi';

// The webhook that tells the shop's server to forget its copy of the CMS content (issue #13):
// the server renders the landing page and the product list from cached CMS answers, and an
// editor's publish must show at once. Created on every start when missing, and put back to
// these settings when someone changed it in Settings → Webhooks (a new secret in .env, another
// URL) — like the editors' role, it is configuration in code, not in the database.

export const SHOP_WEBHOOK_NAME = 'Shop: Inhalte neu laden (automatisch angelegt)';
/** The header the shop's server checks (apps/server/src/cms/cmsWebhook.ts). */
export const SHOP_WEBHOOK_HEADER = 'X-Federkiel-Webhook-Secret';
/** Everything that can change what the shop shows; media for alt texts and formats. */
export const SHOP_WEBHOOK_EVENTS = [
  'entry.create',
  'entry.update',
  'entry.delete',
  'entry.publish',
  'entry.unpublish',
  'media.update',
  'media.delete',
] as const;

interface Webhook {
  id: string;
  name: string;
  url: string;
  headers: Record<string, string>;
  events: string[];
  isEnabled: boolean;
}

interface WebhookStore {
  findWebhooks(): Promise<Webhook[]>;
  createWebhook(data: Omit<Webhook, 'id' | 'isEnabled'>): Promise<Webhook>;
  updateWebhook(id: string, data: Omit<Webhook, 'id'>): Promise<Webhook | null>;
}

interface WebhookRunner {
  add(webhook: Webhook): void;
  update(webhook: Webhook): void;
}

/** Where the shop's server listens: CMS_WEBHOOK_URL, else PUBLIC_URL, else the default port. */
export function shopWebhookUrl(env: NodeJS.ProcessEnv = process.env): string {
  if (env.CMS_WEBHOOK_URL) return env.CMS_WEBHOOK_URL;
  const shop = (env.PUBLIC_URL || `http://localhost:${env.PORT || '8080'}`).replace(/\/+$/, '');
  return `${shop}/swell/cms-webhook`;
}

/**
 * Creates or corrects the shop's webhook. Without CMS_WEBHOOK_SECRET (tests, an old .env)
 * nothing is registered: the shop would refuse the calls anyway, and its cache still renews
 * itself after a minute.
 */
export async function ensureShopWebhook(
  strapi: Core.Strapi,
  env: NodeJS.ProcessEnv = process.env,
): Promise<'created' | 'updated' | 'unchanged' | 'skipped'> {
  const secret = env.CMS_WEBHOOK_SECRET;
  if (!secret) {
    strapi.log.warn(
      '[federkiel] CMS_WEBHOOK_SECRET is not set: the shop is not told about changes (its cache renews after a minute)',
    );
    return 'skipped';
  }
  const store = strapi.get('webhookStore') as WebhookStore;
  const runner = strapi.get('webhookRunner') as WebhookRunner;
  const wanted = {
    name: SHOP_WEBHOOK_NAME,
    url: shopWebhookUrl(env),
    headers: { [SHOP_WEBHOOK_HEADER]: secret },
    events: [...SHOP_WEBHOOK_EVENTS],
  };
  const existing = (await store.findWebhooks()).find((hook) => hook.name === SHOP_WEBHOOK_NAME);
  if (!existing) {
    // The store creates it enabled; the runner loaded the stored webhooks before this
    // bootstrap ran, so a new one must be handed to it too (as the admin panel does).
    runner.add(await store.createWebhook(wanted));
    return 'created';
  }
  const same =
    existing.url === wanted.url &&
    existing.isEnabled &&
    JSON.stringify(existing.headers) === JSON.stringify(wanted.headers) &&
    JSON.stringify([...existing.events].sort()) === JSON.stringify([...wanted.events].sort());
  if (same) return 'unchanged';
  const updated = await store.updateWebhook(existing.id, { ...wanted, isEnabled: true });
  if (updated) runner.update(updated);
  return 'updated';
}
