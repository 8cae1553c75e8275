/** The back office's edition selector, and what its pages say of an earlier edition. */
export const adminEditionFilter = {
  label: 'Edición',
  /** One option: the edition's short title and its state ("Actual", "Finalizada"). */
  option: '{title} · {state}',
  readOnly: 'Edición finalizada: solo consulta',
  readOnlyDetail:
    'Sus inscripciones se muestran como quedaron y no se modifican. Para hacer cambios, elige la edición actual.',
  massIndividualOnly:
    'En una edición finalizada solo se envía a usuarios individuales: los filtros cuentan las inscripciones de la edición actual.',
} as const;
