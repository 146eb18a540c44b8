import type { Translate } from '../../../lib/i18n/useT.ts';
import { isAdminApiError } from '../api/adminFetch.ts';

/**
 * The message staff read for a failed request: the server's own German reason where it
 * gives one (refused moves, bad values, unknown orders), a fixed text otherwise.
 */
export function errorText(error: unknown, t: Translate): string {
  if (!isAdminApiError(error)) return t('errors.generic');
  if (error.status === 0) return t('errors.network');
  if (error.status === 429) return t('errors.tooManyRequests');
  if (error.status === 403) return t('errors.forbidden');
  if ([400, 404, 409, 422].includes(error.status) && error.serverMessage) {
    return error.serverMessage;
  }
  return t('errors.generic');
}
