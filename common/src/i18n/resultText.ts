import type { UserResult } from '../api';
import { es } from './es';
import { formatText } from './formatText';

/** Why one person's line of a bulk result failed, in the catalogue's words with the reason. */
export function resultErrorText(result: Pick<UserResult, 'error' | 'reason'>): string {
  if (!result.error) return '';
  return formatText(es.errors[result.error], { reason: result.reason ?? '' });
}
