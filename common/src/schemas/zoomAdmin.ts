import * as yup from 'yup';
import type { SessionStatus } from '../catalog/statuses';
import { es } from '../i18n/es';
import { textField } from './fields';

const t = es.admin.sessions.validation;

export const SESSION_STATUS_VALUES = [
  'scheduled',
  'live',
  'completed',
] as const satisfies readonly SessionStatus[];

/** `createZoomWebinar`: the session as the admin's dialog describes it. */
export const createZoomWebinarSchema = yup.object({
  title: textField(200).required(t.titleRequired),
  description: textField(2000),
  type: yup
    .string()
    .required()
    .oneOf(['webinar', 'meeting'] as const, t.typeInvalid),
  start: yup.date().typeError(t.startRequired).required(t.startRequired),
  end: yup
    .date()
    .typeError(t.endRequired)
    .required(t.endRequired)
    .min(yup.ref('start'), t.endBeforeStart),
  capacity: yup
    .number()
    .typeError(t.capacityInvalid)
    .integer(t.capacityInvalid)
    .min(1, t.capacityInvalid)
    .max(10000, t.capacityInvalid)
    .required(t.capacityInvalid),
});

/** `manageZoomSession`. */
export const manageZoomSessionSchema = yup.object({
  sessionId: yup.string().trim().required().max(128),
  action: yup
    .string()
    .required()
    .oneOf(['start', 'stop', 'update_status', 'get_participants'] as const),
  status: yup
    .string()
    .oneOf([...SESSION_STATUS_VALUES])
    .when('action', { is: 'update_status', then: (s) => s.required(t.statusRequired) }),
});
