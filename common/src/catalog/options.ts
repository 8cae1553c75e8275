/** Option lists of the registration form: stored value and Spanish label. */
export interface Option<V extends string = string> {
  value: V;
  label: string;
}

/** The specialties the attendee's registration form offers, in its order. */
export const REGISTRATION_SPECIALTIES: readonly Option[] = [
  { value: 'pediatria-general', label: 'Pediatría General' },
  { value: 'neonatologia', label: 'Neonatología' },
  { value: 'gastroenterologia', label: 'Gastroenterología' },
  { value: 'neurologia', label: 'Neurología' },
  { value: 'cardiologia', label: 'Cardiología' },
  { value: 'neumologia', label: 'Neumología' },
  { value: 'endocrinologia', label: 'Endocrinología' },
  { value: 'otra', label: 'Otra' },
];

/**
 * Every specialty a profile may hold: the 15 of the administrators' creation form (only their
 * number and kind were specified, so these are the registration's, with the paediatric
 * subspecialties of a paediatric IBD course added, ending in "Otra"). Schemas, imports and labels
 * read this list, so a specialty an administrator gave stays valid wherever the profile goes.
 */
export const SPECIALTIES: readonly Option[] = [
  { value: 'pediatria-general', label: 'Pediatría General' },
  { value: 'neonatologia', label: 'Neonatología' },
  { value: 'gastroenterologia', label: 'Gastroenterología' },
  { value: 'gastroenterologia-pediatrica', label: 'Gastroenterología Pediátrica' },
  { value: 'hepatologia-pediatrica', label: 'Hepatología Pediátrica' },
  { value: 'nutricion-pediatrica', label: 'Nutrición Pediátrica' },
  { value: 'neurologia', label: 'Neurología' },
  { value: 'cardiologia', label: 'Cardiología' },
  { value: 'cardiologia-pediatrica', label: 'Cardiología Pediátrica' },
  { value: 'neumologia', label: 'Neumología' },
  { value: 'endocrinologia', label: 'Endocrinología' },
  { value: 'cirugia-pediatrica', label: 'Cirugía Pediátrica' },
  { value: 'medicina-familia', label: 'Medicina Familiar y Comunitaria' },
  { value: 'enfermeria-pediatrica', label: 'Enfermería Pediátrica' },
  { value: 'otra', label: 'Otra' },
];

export const SOCIETIES: readonly Option[] = [
  { value: 'geteccu', label: 'GETECCU' },
  { value: 'seghnp', label: 'SEGHNP' },
  { value: 'ambas', label: 'Ambas' },
];

export const COUNTRIES: readonly Option[] = [
  { value: 'ES', label: 'España' },
  { value: 'AR', label: 'Argentina' },
  { value: 'MX', label: 'México' },
  { value: 'CO', label: 'Colombia' },
  { value: 'PE', label: 'Perú' },
  { value: 'CL', label: 'Chile' },
  { value: 'UY', label: 'Uruguay' },
  { value: 'PY', label: 'Paraguay' },
  { value: 'BO', label: 'Bolivia' },
  { value: 'EC', label: 'Ecuador' },
  { value: 'VE', label: 'Venezuela' },
  { value: 'CR', label: 'Costa Rica' },
  { value: 'PA', label: 'Panamá' },
  { value: 'GT', label: 'Guatemala' },
  { value: 'HN', label: 'Honduras' },
  { value: 'SV', label: 'El Salvador' },
  { value: 'NI', label: 'Nicaragua' },
  { value: 'DO', label: 'República Dominicana' },
  { value: 'CU', label: 'Cuba' },
  { value: 'PR', label: 'Puerto Rico' },
  { value: 'US', label: 'Estados Unidos' },
  { value: 'CA', label: 'Canadá' },
  { value: 'BR', label: 'Brasil' },
  { value: 'PT', label: 'Portugal' },
  { value: 'FR', label: 'Francia' },
  { value: 'IT', label: 'Italia' },
  { value: 'DE', label: 'Alemania' },
  { value: 'GB', label: 'Reino Unido' },
  { value: 'OTHER', label: 'Otro' },
];

/** The dial codes the attendee's registration form offers, in its order. */
export const REGISTRATION_DIAL_CODES = [
  '+34',
  '+54',
  '+52',
  '+57',
  '+51',
  '+56',
  '+598',
  '+595',
  '+591',
  '+593',
  '+58',
  '+506',
  '+507',
  '+502',
  '+504',
  '+503',
  '+505',
  '+1',
  '+53',
  '+55',
  '+351',
  '+33',
  '+39',
  '+49',
  '+44',
] as const;

/**
 * Every dial code a profile may hold: the 27 of the administrators' creation form (only their
 * number was specified). One per country of COUNTRIES, in its order: the
 * registration's, where the Dominican Republic and Puerto Rico share +1, with their own area codes.
 */
export const DIAL_CODES = [
  '+34',
  '+54',
  '+52',
  '+57',
  '+51',
  '+56',
  '+598',
  '+595',
  '+591',
  '+593',
  '+58',
  '+506',
  '+507',
  '+502',
  '+504',
  '+503',
  '+505',
  '+1809',
  '+53',
  '+1787',
  '+1',
  '+55',
  '+351',
  '+33',
  '+39',
  '+49',
  '+44',
] as const;

export const DEFAULT_DIAL_CODE = '+34';

export function optionValues(options: readonly Option[]): string[] {
  return options.map((o) => o.value);
}

/** The label of a stored value, or the value itself when it is not in the list (older rows). */
export function optionLabel(options: readonly Option[], value: string | null | undefined): string {
  if (!value) return '';
  return options.find((option) => option.value === value)?.label ?? value;
}
