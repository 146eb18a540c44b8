import type { CmsRef } from '@federkiel/machines/wunderlink/wunderlinkApi';
import { z } from 'zod';
import { ClientError } from '../http/errors.ts';

// The CMS entries a WunderLink names, read the way the shop reads them (Strapi's public
// REST API, numeric ids): a template with its groups (`/api/templates/{id}?populate=groups`
// answers only templates the shop can sell) and a group (`/api/groups/{id}`). Staff creating
// a link need the names for the landing page; a redemption under a group link needs the
// template's groups. A CMS that cannot be reached is a 503, never a 500.

const TIMEOUT_MS = 10_000;

export class WunderlinkCmsUnavailable extends ClientError {
  constructor(readonly detail: string) {
    super(
      503,
      'cms_unavailable',
      'Die Vorlagen können gerade nicht geladen werden. Bitte versuche es in ein paar Minuten noch einmal.',
    );
    this.name = 'WunderlinkCmsUnavailable';
  }
}

const ref = z.object({
  id: z.union([z.number(), z.string()]),
  name: z.string(),
  slug: z.string().nullish(),
});
const templateAnswer = z.object({
  data: ref.extend({ groups: z.array(ref).nullish() }),
});
const groupAnswer = z.object({ data: ref });

export interface CmsTemplate extends CmsRef {
  groupIds: string[];
}

export interface CmsRefs {
  /** The template (if the shop can sell it) with its groups; null when the CMS has none. */
  template(id: string): Promise<CmsTemplate | null>;
  group(id: string): Promise<CmsRef | null>;
}

const asRef = (data: z.infer<typeof ref>): CmsRef => ({
  id: String(data.id),
  slug: data.slug ?? '',
  name: data.name,
});

export function createCmsRefs(options: { cmsUrl: string; fetch?: typeof fetch }): CmsRefs {
  const doFetch = options.fetch ?? fetch;

  async function get<T>(path: string, schema: z.ZodType<T>): Promise<T | null> {
    const url = `${options.cmsUrl}${path}`;
    let response: Response;
    try {
      response = await doFetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new WunderlinkCmsUnavailable(`${url}: ${String(error)}`);
    }
    if (response.status === 404) return null;
    if (!response.ok) throw new WunderlinkCmsUnavailable(`${url}: HTTP ${response.status}`);
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      throw new WunderlinkCmsUnavailable(`${url}: invalid JSON`);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new WunderlinkCmsUnavailable(`${url}: unexpected answer`);
    return parsed.data;
  }

  return {
    async template(id) {
      const answer = await get(
        `/api/templates/${encodeURIComponent(id)}?populate=groups`,
        templateAnswer,
      );
      if (!answer) return null;
      return {
        ...asRef(answer.data),
        groupIds: (answer.data.groups ?? []).map((group) => String(group.id)),
      };
    },
    async group(id) {
      const answer = await get(`/api/groups/${encodeURIComponent(id)}`, groupAnswer);
      return answer ? asRef(answer.data) : null;
    },
  };
}
