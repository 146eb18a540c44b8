import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CmsFetchError } from '../cms/cmsCache.ts';
import { ClientError } from '../http/errors.ts';
import { message } from './messages.ts';

// What the configurator offers, from the CMS through the server's CMS cache (cms/cmsCache.ts):
// the card products of the store's catalogue, the published templates, and the global
// handwriting fonts (an account's own fonts stay in the configurator for now).

const TEMPLATES_PATH =
  '/api/templates?fields[0]=name&sort[0]=name:asc&pagination[pageSize]=100&status=published';
const FONTS_PATH =
  '/api/fonts?fields[0]=name&fields[1]=slug&sort=name:asc&pagination[pageSize]=100&filters[accountId][$null]=true';

interface CmsEntry {
  id?: unknown;
  name?: unknown;
  slug?: unknown;
}

async function cmsList(
  app: FastifyInstance,
  request: FastifyRequest,
  path: string,
): Promise<CmsEntry[]> {
  try {
    const answer = (await app.cmsCache.get(path)) as { data?: unknown };
    return Array.isArray(answer.data) ? (answer.data as CmsEntry[]) : [];
  } catch (error) {
    if (error instanceof CmsFetchError) {
      throw new ClientError(503, 'cms_unavailable', message(request, 'cms_unavailable'));
    }
    throw error;
  }
}

export async function cmsTemplates(app: FastifyInstance, request: FastifyRequest) {
  const templates = (await cmsList(app, request, TEMPLATES_PATH))
    .filter((t) => t.id !== undefined && typeof t.name === 'string')
    .map((t) => ({ id: String(t.id), name: t.name as string }));
  const products = app.store.catalogue.products().map((p) => ({
    id: p.id,
    name: p.name,
    kind: p.kind,
    width_mm: p.widthMm,
    height_mm: p.heightMm,
  }));
  return { products, templates };
}

export async function cmsFonts(app: FastifyInstance, request: FastifyRequest) {
  const fonts = (await cmsList(app, request, FONTS_PATH))
    .filter((f) => f.id !== undefined && typeof f.name === 'string' && typeof f.slug === 'string')
    .map((f) => ({ id: String(f.id), slug: f.slug as string, name: f.name as string }));
  return { fonts };
}
