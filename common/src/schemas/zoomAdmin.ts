import { yup } from './yup';
import type { SessionKind } from '../catalog/accreditation';
import type { SessionStatus } from '../catalog/statuses';
import { esAdmin } from '../i18n/admin';
import { documentIdField, textField } from './fields';

const t = esAdmin.sessions.validation;

export const SESSION_STATUS_VALUES = [
  'scheduled',
  'live',
  'completed',
] as const satisfies readonly SessionStatus[];

/** How a session counts towards accreditation; `none` (a workshop, a welcome) does not count. */
export const PROGRAMME_KIND_VALUES = ['main', 'round_table', 'none'] as const;
export type ProgrammeKindChoice = (typeof PROGRAMME_KIND_VALUES)[number];

/** The stored `programme_kind` of a dialog's choice. */
export const programmeKindOf = (choice: ProgrammeKindChoice): SessionKind | null =>
  choice === 'none' ? null : choice;

const sessionFields = {
  title: textField(200).required(t.titleRequired),
  description: textField(2000),
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
  kind: yup
    .string()
    .oneOf([...PROGRAMME_KIND_VALUES], t.kindInvalid)
    .default('main' as ProgrammeKindChoice)
    .required(t.kindInvalid),
};

/** `createZoomWebinar`: the session as the admin's dialog describes it. */
export const createZoomWebinarSchema = yup.object({
  ...sessionFields,
  type: yup
    .string()
    .required()
    .oneOf(['webinar', 'meeting'] as const, t.typeInvalid),
});

/** `updateZoomWebinar`: the edit dialog; a session's type cannot change on Zoom. */
export const updateZoomWebinarSchema = yup.object({
  sessionId: documentIdField().required(),
  ...sessionFields,
});

/** `startZoomSession`, `stopZoomSession`, `listLiveParticipants`, `syncZoomParticipants`. */
export const zoomSessionIdSchema = yup.object({ sessionId: documentIdField().required() });

/** `setZoomSessionStatus`: the status an administrator sets by hand. */
export const setZoomSessionStatusSchema = yup.object({
  sessionId: documentIdField().required(),
  status: yup
    .string()
    .required(t.statusRequired)
    .oneOf([...SESSION_STATUS_VALUES], t.statusRequired),
});

/** `registerZoomParticipant`, `unregisterZoomParticipant`: an attendee's personal join link. */
export const zoomRegistrationSchema = yup.object({
  sessionId: documentIdField().required(),
  userId: documentIdField().required(),
});

/** `featureZoomParticipant`: whether the videowall shows this participant. */
export const featureZoomParticipantSchema = yup.object({
  sessionId: documentIdField().required(),
  participantId: documentIdField().required(),
  featured: yup.boolean().default(true),
});
