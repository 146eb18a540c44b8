/** Screens of spec §2 that are not built yet; each has a title and a description. */
export const COMING_SOON_SCREENS = ['wunderlinkComplete', 'wunderlink', 'configurator'] as const;

export type ComingSoonScreen = (typeof COMING_SOON_SCREENS)[number];

/** Route `handle` that names the screen a coming-soon route stands for. */
export interface ComingSoonHandle {
  screen: ComingSoonScreen;
}

export function isComingSoonScreen(value: unknown): value is ComingSoonScreen {
  return typeof value === 'string' && (COMING_SOON_SCREENS as readonly string[]).includes(value);
}
