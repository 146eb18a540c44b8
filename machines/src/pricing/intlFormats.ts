// `Intl.NumberFormat` and `Intl.DateTimeFormat` are slow to construct (the locale's data is
// looked up each time) and fast to use: a cart of 60 lines built one per price and spent
// ~200 ms of a phone's main thread on it while the page hydrated (issue #44). Formatters are
// kept per locale and options; the shop uses a handful of combinations, so the cache stays
// small. (intl-format-cache, which did this, is deprecated by its authors.)

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

const keyOf = (locale: string, options: object) => `${locale}\u0000${JSON.stringify(options)}`;

/** `new Intl.NumberFormat(locale, options)`, made once per locale and options. */
export function numberFormat(
  locale: string,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  const key = keyOf(locale, options);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** `new Intl.DateTimeFormat(locale, options)`, made once per locale and options. */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  const key = keyOf(locale, options);
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}
