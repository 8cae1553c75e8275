/** Registration plans of the course, as the specification's plan catalogue lists them. */
export const PLAN_KEYS = [
  'socio',
  'laspghn',
  'online',
  'presencial',
  'patrocinado_presencial',
  'patrocinado_online',
] as const;

export type PlanKey = (typeof PLAN_KEYS)[number];

/** Plans a visitor can choose on the public pages; sponsored plans are created by administrators. */
export const PUBLIC_PLAN_KEYS = ['socio', 'laspghn', 'online', 'presencial'] as const;
export type PublicPlanKey = (typeof PUBLIC_PLAN_KEYS)[number];

export const DEFAULT_PLAN: PublicPlanKey = 'online';

/** The plan card of `/` that carries the "Más Popular" badge. */
export const POPULAR_PLAN: PublicPlanKey = 'online';

export type Modality = 'presencial' | 'online';

/**
 * How a registration on the plan gets access: the societies approve membership, a card payment
 * confirms it, or a sponsor's registration is approved when an administrator creates it.
 */
export type Admission = 'society_approval' | 'card_payment' | 'sponsored';

export interface Plan {
  key: PlanKey;
  name: string;
  /** Base price in whole euros, VAT excluded. */
  price: number;
  description: string;
  features: readonly string[];
  modality: Modality;
  admission: Admission;
}

const SOCIO_FEATURES = [
  'Acceso completo al evento',
  'Material del curso',
  'Certificado de asistencia',
] as const;
const ONLINE_FEATURES = [
  'Acceso al streaming en directo',
  'Grabaciones de las sesiones',
  'Material descargable',
  'Certificado digital',
] as const;
const PRESENCIAL_FEATURES = [
  'Acceso presencial al evento',
  'Coffee breaks',
  'Almuerzo',
  'Networking',
  'Bolsa del asistente',
  'Certificado presencial',
] as const;
const SPONSORED_FEATURE = 'Patrocinado por laboratorio';

export const PLANS: Readonly<Record<PlanKey, Plan>> = {
  socio: {
    key: 'socio',
    name: 'Socio',
    price: 0,
    description: 'Para socios de GETECCU y/o SEGHNP. Requiere verificación de pertenencia.',
    features: SOCIO_FEATURES,
    modality: 'online',
    admission: 'society_approval',
  },
  laspghn: {
    key: 'laspghn',
    name: 'Miembro LASPGHAN',
    price: 100,
    description: 'Para miembros activos de LASPGHAN.',
    features: [...SOCIO_FEATURES, 'Descuento especial'],
    modality: 'online',
    admission: 'card_payment',
  },
  online: {
    key: 'online',
    name: 'Online',
    price: 175,
    description: 'Sigue el curso en directo desde cualquier lugar.',
    features: ONLINE_FEATURES,
    modality: 'online',
    admission: 'card_payment',
  },
  presencial: {
    key: 'presencial',
    name: 'Presencial',
    price: 495,
    description: 'Asiste al curso en Barcelona.',
    features: PRESENCIAL_FEATURES,
    modality: 'presencial',
    admission: 'card_payment',
  },
  patrocinado_presencial: {
    key: 'patrocinado_presencial',
    name: 'Patrocinado Presencial',
    price: 0,
    description: 'Inscripción presencial patrocinada por un laboratorio.',
    features: [...PRESENCIAL_FEATURES, SPONSORED_FEATURE],
    modality: 'presencial',
    admission: 'sponsored',
  },
  patrocinado_online: {
    key: 'patrocinado_online',
    name: 'Patrocinado Online',
    price: 0,
    description: 'Inscripción online patrocinada por un laboratorio.',
    features: [...ONLINE_FEATURES, SPONSORED_FEATURE],
    modality: 'online',
    admission: 'sponsored',
  },
};

export function isPlanKey(value: unknown): value is PlanKey {
  return typeof value === 'string' && (PLAN_KEYS as readonly string[]).includes(value);
}

export function isPublicPlanKey(value: unknown): value is PublicPlanKey {
  return typeof value === 'string' && (PUBLIC_PLAN_KEYS as readonly string[]).includes(value);
}

/** Compares as the specification does: lowercase and trimmed. */
export function normalizeStatus(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

/** The catalogue entry of a stored `plan_name` (legacy spellings included), if it names a plan. */
export function planOf(value: unknown): Plan | undefined {
  const key = normalizeStatus(value);
  return isPlanKey(key) ? PLANS[key] : undefined;
}

/** Registrations on this plan wait for the societies to approve their membership (socio). */
export function needsSocietyApproval(plan: unknown): boolean {
  return planOf(plan)?.admission === 'society_approval';
}

/** Registrations on this plan get access through a card payment. */
export function isPaidPlan(plan: unknown): boolean {
  return planOf(plan)?.admission === 'card_payment';
}

/** Sponsored plans: approved at creation, nothing to pay. */
export function isSponsoredPlan(plan: unknown): boolean {
  return planOf(plan)?.admission === 'sponsored';
}

/** The display name of a stored `plan_name` (legacy spellings included), or the value itself. */
export function planDisplayName(value: unknown): string {
  return planOf(value)?.name ?? (typeof value === 'string' ? value : '');
}
