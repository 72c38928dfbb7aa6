/** Numbers, money and dates in the reader's language (Thai digits stay Arabic, as Thai readers expect on screens). */
export const formatNumber = (value: number, language: string) => new Intl.NumberFormat(language).format(value);

export const formatUsd = (value: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 }).format(value);

/** A calendar date (YYYY-MM-DD) as a long date; read as UTC so it never shifts a day. */
export const formatDate = (isoDate: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));

export const formatDateTime = (iso: string, language: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** A duration in the reader's language: seconds up to 90, whole minutes (rounded up) after. */
export function formatDuration(seconds: number, language: string): string {
  const minutes = seconds > 90;
  const unit = minutes ? 'minute' : 'second';
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(minutes ? Math.ceil(seconds / 60) : Math.max(1, Math.round(seconds)));
}
