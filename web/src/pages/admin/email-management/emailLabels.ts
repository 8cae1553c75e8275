import { es } from '@curso/common';

const types: Record<string, string> = es.admin.emailTypes;
const statuses: Record<string, string> = es.admin.emailStatuses;

/** The Spanish name of an email type; an unknown one is shown as stored. */
export const emailTypeLabel = (type: string) => types[type] ?? type;

/** The Spanish name of an email status; an unknown one is shown as stored (§3). */
export const emailStatusLabel = (status: string) => statuses[status] ?? status;

/** §3: sent and delivered both count as sent. */
export const countsAsSent = (status: string) => status === 'sent' || status === 'delivered';

export const TYPE_OPTIONS = Object.entries(es.admin.emailTypes);
export const STATUS_OPTIONS = Object.entries(es.admin.emailStatuses);
