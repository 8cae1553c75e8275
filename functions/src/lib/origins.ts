import { ORIGIN_PATTERN, shapedValue } from './params';

/** Splits the comma-separated `WEB_ORIGINS` value, without blanks or trailing slashes. */
export function parseOrigins(list: string): string[] {
  return list
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

/**
 * The web address checkout returns to: the caller's Origin when it is one of ours (so local,
 * preview and production hosts each come back to themselves), else the first configured origin.
 * An unknown Origin is never echoed, so no one can send payers to another site.
 */
export function returnBaseUrl(origin: string | undefined, allowedList: string): string {
  const allowed = parseOrigins(allowedList).map((entry) =>
    shapedValue('WEB_ORIGINS', entry, ORIGIN_PATTERN),
  );
  if (allowed.length === 0) throw new Error('WEB_ORIGINS is empty');
  const candidate = origin?.trim().replace(/\/+$/, '');
  return candidate && allowed.includes(candidate) ? candidate : allowed[0];
}
