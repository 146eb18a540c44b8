// The one breakpoint below which the configurator (and later checkout) is not offered: the
// mobile notice stands in its place (features/mobile-notice). The server's preload hints,
// the configurator route's preload and the idle prefetch use the same width, so a phone never
// loads code it cannot show (DesktopOnly.module.css repeats it: CSS cannot import it).

/** Narrower than 768px. */
export const MOBILE_SCREEN_QUERY = '(max-width: 767.98px)';
/** From 768px: the configurator is shown. */
export const WIDE_SCREEN_QUERY = '(min-width: 768px)';
