import { foldForSearch } from './registrationFilters';

/** The longest `template_id` a name yields. */
const MAX_SLUG_LENGTH = 50;

/**
 * A custom template's `template_id`: lowercase, non-alphanumerics removed, spaces turned into
 * underscores. Accents are folded before non-alphanumerics are removed, so "Recordatorio sesión"
 * keeps its letters as "recordatorio_sesion".
 */
export function templateSlug(name: string): string {
  return foldForSearch(name)
    .replace(/[^a-z0-9\s]/g, '')
    .trim()
    .replace(/\s+/g, '_')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/_$/, '');
}
