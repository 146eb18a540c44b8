import { MOBILE_SCREEN_QUERY } from '../../lib/screenWidths.ts';
import { useMediaQuery } from '../../lib/useMediaQuery.ts';

/** Narrower than 768px: the configurator (and later checkout) is not offered there. */
export function useIsMobileScreen(): boolean {
  return useMediaQuery(MOBILE_SCREEN_QUERY);
}
