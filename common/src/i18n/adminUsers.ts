/**
 * Texts of "Alta Manual de Usuarios": the create-user schemas and the CSV and paste
 * import. `{name}` placeholders are filled with `formatText`.
 */
export const adminUsers = {
  validation: {
    planRequired: 'El plan es obligatorio',
    sponsorEmailRequired: 'El email del patrocinador es obligatorio para planes patrocinados',
    dialCodeInvalid: 'El prefijo telefónico no es válido',
    usersRequired: 'No hay usuarios que crear',
  },
  import: {
    row: 'Fila {line}: {message}',
    inColumn: '{message} (columna {column})',
    tooFewLines: 'Se necesitan al menos 2 líneas',
    missingColumns: 'Faltan columnas obligatorias: {columns}',
    wrongColumnCount: 'Número incorrecto de columnas ({found} en lugar de {expected})',
    unclosedQuotes: 'Hay unas comillas sin cerrar',
    duplicateEmail: 'email duplicado en el archivo (también en la fila {line})',
    duplicateInRequest: 'Email repetido en la importación',
    summary: '{created}, {failed}',
    tooManyRows: 'El archivo tiene {count} filas de datos; el máximo por importación es {max}',
    unknownValue: {
      plan_name: 'Plan desconocido: "{value}"',
      country: 'País desconocido: "{value}"',
      specialty: 'Especialidad desconocida: "{value}"',
      society: 'Sociedad desconocida: "{value}"',
    },
    notUtf8:
      'El archivo no está en UTF-8 y sus acentos se leerían mal. En Excel, usa "Guardar como" y elige el tipo "CSV UTF-8 (delimitado por comas)"; después vuelve a subirlo.',
  },
} as const;
