import { normalizeStatus } from '../catalog/plans';
import { es } from '../i18n/es';

function labelOf(labels: Record<string, string>, value: unknown): string | undefined {
  const key = normalizeStatus(value);
  return Object.prototype.hasOwnProperty.call(labels, key) ? labels[key] : undefined;
}

/** The Spanish access status; any value outside the catalogue reads "Verificando". */
export function accessStatusLabel(value: unknown): string {
  const { verifying, ...known } = es.accessStatus;
  return labelOf(known, value) ?? verifying;
}

/** The Spanish payment status; an unexpected stored value is shown as stored. */
export function paymentStatusLabel(value: unknown): string {
  return labelOf(es.paymentStatus, value) ?? (typeof value === 'string' ? value : '');
}
