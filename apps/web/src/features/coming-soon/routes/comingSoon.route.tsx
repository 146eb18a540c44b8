import { useMatches } from 'react-router';
import { ComingSoonPage } from '../ComingSoonPage.tsx';
import { isComingSoonScreen, type ComingSoonHandle } from '../screens.ts';

/**
 * One lazy module for every screen that is not built yet; the route's
 * `handle: { screen }` says which one. Replace the route's `lazy` when the screen exists.
 */
export function Component() {
  const matches = useMatches();
  let screen: ComingSoonHandle['screen'] = 'configurator';
  for (const match of matches) {
    const candidate = (match.handle as Partial<ComingSoonHandle> | undefined)?.screen;
    if (isComingSoonScreen(candidate)) screen = candidate;
  }
  return <ComingSoonPage screen={screen} />;
}
