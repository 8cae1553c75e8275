import { formatText } from './formatText';

/**
 * A catalogue text that changes with a number: `one` for 1, `other` for 0, 2, 1.000.000… Both
 * forms may use `{count}` and the placeholders of `formatText`.
 */
export interface PluralText {
  readonly one: string;
  readonly other: string;
}

const spanish = new Intl.PluralRules('es');

/**
 * The form of `text` that agrees with `count` ("1 socio aprobado", "2 socios aprobados"), its
 * `{count}` and any other `values` filled. Spanish CLDR also names a "many" form for round
 * millions; it is written as "other", so the catalogue needs only two forms.
 */
export function formatCount(
  text: PluralText,
  count: number,
  values: Record<string, string | number> = {},
): string {
  const form = spanish.select(count) === 'one' ? text.one : text.other;
  return formatText(form, { ...values, count });
}
