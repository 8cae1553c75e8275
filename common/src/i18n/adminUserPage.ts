/**
 * Texts of the "Alta Manual de Usuarios" page itself: its tabs, form, import and results.
 * The schemas' and the import parser's texts are in `adminUsers`. `{name}` placeholders are filled
 * with `formatText`; a text in `one` and `other` forms agrees with its count through `formatCount`.
 */
export const adminUserPage = {
  title: 'Alta Manual de Usuarios',
  intro:
    'Crea usuarios uno a uno, desde un archivo CSV o pegando datos, y regenera códigos de verificación.',
  tabsLabel: 'Formas de alta',
  tabs: {
    manual: 'Formulario manual',
    csv: 'Subir CSV',
    paste: 'Pegar datos',
    regenerate: 'Regenerar código',
  },
  fields: {
    email: 'Email',
    firstName: 'Nombre',
    lastName: 'Apellidos',
    phoneCountryCode: 'Prefijo',
    phone: 'Teléfono',
    company: 'Centro de trabajo',
    position: 'Cargo',
    specialty: 'Especialidad',
    country: 'País',
    city: 'Ciudad',
    society: 'Sociedad',
    plan: 'Plan',
    sponsor: 'Patrocinador',
    sponsorEmail: 'Email de notificación del patrocinador',
    laspghnMember: 'Miembro activo de LASPGHAN',
  },
  sections: {
    personal: 'Datos personales',
    professional: 'Datos profesionales',
    registration: 'Inscripción',
    emails: 'Emails',
  },
  emailOptions: {
    sendEmail: 'Enviar email al usuario',
    emailType: 'Tipo de email',
    types: {
      welcome: 'Bienvenida',
      verification: 'Código de verificación',
    },
    sendSponsorEmail: 'Avisar al patrocinador por email',
  },
  manual: {
    submit: 'Crear usuario',
    submitting: 'Creando...',
    requiredMissing: 'Por favor completa los campos obligatorios',
    createdTitle: 'Usuario creado',
    restoredTitle: 'Usuario restaurado',
    created: '{email} ya tiene cuenta.',
    restored: 'La cuenta archivada de {email} vuelve a estar activa con los datos del formulario.',
    emailSent: 'Se le ha enviado el email.',
    emailNotSent: 'No se le ha enviado ningún email.',
    emailFailed: 'El email no se pudo enviar: puedes reenviarlo más tarde.',
    sponsorEmailFailed: 'El aviso al patrocinador no se pudo enviar.',
    failed: 'No se pudo crear el usuario',
  },
  restore: {
    title: 'Restaurar usuario archivado',
    intro:
      'El email {email} pertenece a un usuario archivado. ¿Quieres restaurarlo y actualizar sus datos con los de este formulario?',
    resetTitle: 'Al restaurarlo se restablece su perfil:',
    access:
      'Estado de acceso: {status} (los planes patrocinados quedan aprobados; el resto, pendientes de aprobación).',
    payment:
      'Estado del pago: {status} (no aplica para socio y planes patrocinados; pendiente para el resto).',
    approvalEmail: 'Se borra la fecha de envío del email de aprobación.',
    confirm: 'Restaurar y actualizar',
  },
  import: {
    csvIntro:
      'Sube un archivo CSV en UTF-8 con una fila de cabecera. Las columnas obligatorias son email, first_name, last_name y plan_name.',
    chooseFile: 'Seleccionar archivo CSV',
    fileName: 'Archivo: {name}',
    downloadTemplate: 'Descargar plantilla',
    pasteIntro:
      'Pega los datos con una fila de cabecera, separados por tabuladores, comas o punto y coma. Las cabeceras pueden ir en español o en inglés; el prefijo telefónico por defecto es +54.',
    pasteLabel: 'Datos a importar',
    pastePlaceholder: 'email;nombre;apellidos;plan\nana.garcia@ejemplo.es;Ana;García López;online',
    process: 'Procesar datos',
    previewTitle: {
      one: 'Vista previa (primera fila)',
      other: 'Vista previa (primeras {count} filas)',
    },
    errorsTitle: 'Errores encontrados',
    validOnlyNote: 'Solo se crearán las filas válidas.',
    validRows: { one: '{valid} de {count} fila válida', other: '{valid} de {count} filas válidas' },
    create: { one: 'Crear {count} usuario', other: 'Crear {count} usuarios' },
    creating: 'Creando usuarios...',
    doneTitle: 'Importación completada',
    done: '{created}, {failed}, {total}.',
    createdCount: { one: '{count} usuario creado', other: '{count} usuarios creados' },
    failedCount: '{count} con errores',
    processedCount: { one: '{count} procesado', other: '{count} procesados' },
    failed: 'Error en la creación masiva',
    rateLimitWait: {
      one: 'Espera {count} segundo antes de volver a intentarlo.',
      other: 'Espera {count} segundos antes de volver a intentarlo.',
    },
    rateLimitWaitUnknown: 'Espera un minuto antes de volver a intentarlo.',
  },
  results: {
    title: 'Resultado de la importación',
    summary: 'Creados: {created} · Con errores: {failed} · Procesados: {total}',
    columns: {
      line: 'Fila',
      email: 'Email',
      status: 'Estado',
      error: 'Error',
    },
    statuses: {
      created: 'Creado',
      alreadyCreated: 'Ya creado',
      failed: 'Error',
    },
  },
  regenerate: {
    intro:
      'Genera un nuevo código de verificación para un usuario existente y se lo envía por email.',
    email: 'Email del usuario',
    submit: 'Regenerar código',
    submitting: 'Regenerando...',
    doneTitle: 'Código regenerado',
    done: 'Se ha enviado un nuevo código de verificación a {email}.',
    failed: 'No se pudo regenerar el código',
  },
} as const;
