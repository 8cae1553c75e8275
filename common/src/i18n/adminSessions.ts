/** Sesiones (webinars on Zoom): the spec's toasts (000 §8) and the dialog's validation. */
export const adminSessions = {
  created: 'Webinar creado exitosamente',
  createFailed: 'Error al crear webinar',
  started: 'Webinar iniciado',
  stopped: 'Webinar finalizado',
  statusUpdated: 'Estado actualizado',
  operationFailed: 'Error en la operación',
  participantsSynced: 'Participantes sincronizados',
  participantsFailed: 'Error al gestionar participantes',
  validation: {
    titleRequired: 'El título es obligatorio',
    typeInvalid: 'Elige webinar o reunión',
    startRequired: 'Indica la fecha y hora de inicio',
    endRequired: 'Indica la fecha y hora de fin',
    endBeforeStart: 'El fin debe ser posterior al inicio',
    capacityInvalid: 'La capacidad debe ser un número entre 1 y 10.000',
    statusRequired: 'Elige un estado',
  },
};
