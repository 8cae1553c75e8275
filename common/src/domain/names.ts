/** "Nombre Apellidos", with blanks trimmed and a missing part left out. */
export function fullName(firstName?: string | null, lastName?: string | null): string {
  return [firstName, lastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}

/** The avatar's letters: first letter of the first name and of the last name, upper case. */
export function initials(firstName?: string | null, lastName?: string | null): string {
  const first = (name?: string | null) => Array.from(name?.trim() ?? '')[0] ?? '';
  return (first(firstName) + first(lastName)).toLocaleUpperCase('es-ES');
}
