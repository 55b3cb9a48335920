/**
 * Intl formatters kept by locale and options: building one costs far more than formatting with
 * it, and a list formats the same way for every row (a page of twenty results built twenty).
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const relativeTimeFormats = new Map<string, Intl.RelativeTimeFormat>();

function kept<F>(cache: Map<string, F>, key: string, make: () => F): F {
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}) =>
  kept(
    dateTimeFormats,
    `${locale}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  );

export const relativeTimeFormat = (locale: string, options: Intl.RelativeTimeFormatOptions = {}) =>
  kept(
    relativeTimeFormats,
    `${locale}|${JSON.stringify(options)}`,
    () => new Intl.RelativeTimeFormat(locale, options),
  );
