import { getAppConfig } from '../config/appConfig.ts';
import { createErrorReporter } from './errorReporter.ts';

/** The app's one reporter; reads the CMS URL from the loaded app configuration. */
export const errorReporter = createErrorReporter({
  getCmsUrl: () => getAppConfig().cmsUrl,
});

export function reportError(error: unknown): void {
  errorReporter.report(error);
}
