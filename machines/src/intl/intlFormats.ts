// `Intl.NumberFormat` and `Intl.DateTimeFormat` are slow to construct (the locale's data is
// looked up each time) and fast to use: a cart of 60 lines built one per price and spent
// ~200 ms of a phone's main thread on it while the page hydrated (issue #44). Formatters (and display names) are
// kept per locale and options; the shop uses a handful of combinations, so the cache stays
// small. (intl-format-cache, which did this, is deprecated by its authors.)

/** A constructor's formatters, one per locale and options. */
function keptPer<Options extends object, Format>(
  make: (locale: string, options: Options) => Format,
): (locale: string, options?: Options) => Format {
  const made = new Map<string, Format>();
  return (locale, options = {} as Options) => {
    const key = `${locale}\u0000${JSON.stringify(options)}`;
    let format = made.get(key);
    if (!format) {
      format = make(locale, options);
      made.set(key, format);
    }
    return format;
  };
}

/** `new Intl.NumberFormat(locale, options)`, made once per locale and options. */
export const numberFormat = keptPer(
  (locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);

/** `new Intl.DateTimeFormat(locale, options)`, made once per locale and options. */
export const dateTimeFormat = keptPer(
  (locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);

/** `new Intl.DisplayNames([locale], options)`, made once per locale and options. */
export const displayNames = keptPer(
  (locale, options: Intl.DisplayNamesOptions) => new Intl.DisplayNames([locale], options),
);
