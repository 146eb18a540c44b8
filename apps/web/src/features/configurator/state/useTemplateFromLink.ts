import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { templateQueryOptions } from '../../../lib/cms/api/templates.ts';
import { CmsError } from '../../../lib/cms/cmsClient.ts';
import { templateChoiceFromCms } from '../api/cmsMapping.ts';
import { withoutParameter, type ConfiguratorUrl } from './configuratorUrl.ts';
import { Configurator } from './configuratorContext.ts';

export type TemplateLinkState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void; dismiss: () => void }
  /** Gone from the CMS or not usable (issue #20): retrying cannot help, the catalogue can. */
  | { status: 'unavailable'; dismiss: () => void }
  | { status: 'applied'; name: string; dismiss: () => void };

/**
 * `/configurator?template=<id>` (the product list's "Gestalten"): loads the template with its
 * canvas from the CMS and chooses it, over any saved progress (recipients and the texts the
 * customer wrote stay). The parameter is then removed, so a reload does not choose it again.
 */
export function useTemplateFromLink(url: ConfiguratorUrl): TemplateLinkState {
  const location = useLocation();
  const actor = Configurator.useActorRef();
  const id = new URLSearchParams(location.search).get('template');
  const query = useQuery(templateQueryOptions(id));
  const applied = useRef<string | null>(null);
  const [appliedName, setAppliedName] = useState<string | null>(null);

  const dropParameter = useCallback(
    () => url.go((here) => ({ search: withoutParameter(here.search, 'template') })),
    [url],
  );

  const template = query.data?.data;
  useEffect(() => {
    if (!id || !template || applied.current === id) return;
    applied.current = id;
    const choice = templateChoiceFromCms(template);
    if (!choice) return;
    actor.send({ type: 'CHOOSE_TEMPLATE', template: choice });
    if (actor.getSnapshot().can({ type: 'GO_TO_STEP', step: 'path' }))
      actor.send({ type: 'GO_TO_STEP', step: 'path' });
    setAppliedName(choice.name);
    dropParameter();
  }, [id, template, actor, dropParameter]);

  if (id && query.isPending) return { status: 'loading' };
  const gone = query.error instanceof CmsError && query.error.status === 404;
  if (id && (gone || (template && !templateChoiceFromCms(template))))
    return { status: 'unavailable', dismiss: dropParameter };
  if (id && query.isError)
    return { status: 'failed', retry: () => void query.refetch(), dismiss: dropParameter };
  if (appliedName)
    return {
      status: 'applied',
      name: appliedName,
      dismiss: () => setAppliedName(null),
    };
  return { status: 'none' };
}
