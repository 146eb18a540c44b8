// Intl's formatters are costly to build (each constructor resolves locale data: on a phone
// about a millisecond) and cheap to use. Built once per locale and options, they are
// shared: the checkout's address form alone asked for twelve country names, its order
// summary for every item's prices and dates, on every render (issue #44: 170–230 ms of the
// checkout's first render at 4× CPU).

const cache = new Map<string, unknown>();

function cached<T>(kind: string, locale: string, options: object, build: () => T): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = cache.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = build();
    cache.set(key, formatter);
  }
  return formatter;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions) =>
  cached('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const displayNames = (locale: string, options: Intl.DisplayNamesOptions) =>
  cached('names', locale, options, () => new Intl.DisplayNames([locale], options));
