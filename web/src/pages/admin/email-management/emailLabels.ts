import { esAdmin } from '@curso/common';

const types: Record<string, string> = esAdmin.emailTypes;
const statuses: Record<string, string> = esAdmin.emailStatuses;

/** The Spanish name of an email type; an unknown one is shown as stored. */
export const emailTypeLabel = (type: string) => types[type] ?? type;

/** The Spanish name of an email status; an unknown one is shown as stored. */
export const emailStatusLabel = (status: string) => statuses[status] ?? status;

export const TYPE_OPTIONS = Object.entries(esAdmin.emailTypes);
export const STATUS_OPTIONS = Object.entries(esAdmin.emailStatuses);
