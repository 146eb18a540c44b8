import { useCallback, useMemo, useRef } from 'react';
import { useLocation, useNavigate, type Path } from 'react-router';

export interface ConfiguratorUrl {
  /** The address the configurator last asked for, or the one on screen when none is under way. */
  current(): Path;
  /** Replaces (or pushes) the address with a change of the current one. */
  go(change: (url: Path) => Partial<Path>, options?: { replace?: boolean }): void;
}

const href = (url: Path) => `${url.pathname}${url.search}${url.hash}`;

/**
 * The configurator's address is changed by three hooks (its step, `?template=`, `?editLine=`),
 * often in one pass of effects, and the router lands a navigation only later. Each change
 * must start from the address the one before it asked for: started from the address last
 * rendered, dropping `?template=` sent the customer back from `/configurator/path` to
 * `/configurator` (e2e journey100 on a loaded CI machine).
 */
export function useConfiguratorUrl(): ConfiguratorUrl {
  const location = useLocation();
  const navigate = useNavigate();
  const asked = useRef<Path[]>([]);
  const seen = useRef(location.key);
  if (seen.current !== location.key) {
    seen.current = location.key;
    // A landing of ours settles it and the ones before it; any other (back button) ends them.
    const landed = asked.current.findIndex((url) => href(url) === href(location));
    asked.current = landed >= 0 ? asked.current.slice(landed + 1) : [];
  }
  const here = useRef(location);
  here.current = location;

  const current = useCallback((): Path => {
    const last = asked.current.at(-1) ?? here.current;
    return { pathname: last.pathname, search: last.search, hash: last.hash };
  }, []);
  const go = useCallback<ConfiguratorUrl['go']>(
    (change, options = {}) => {
      const from = current();
      const next = { ...from, ...change(from) };
      if (href(next) === href(from)) return;
      asked.current.push(next);
      void navigate(next, { replace: options.replace ?? true });
    },
    [current, navigate],
  );
  return useMemo(() => ({ current, go }), [current, go]);
}

/** The search string without the given parameter (`""` when nothing is left). */
export function withoutParameter(search: string, name: string): string {
  const params = new URLSearchParams(search);
  params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
