import type { EmailTemplate } from '../models/EmailTemplate';

/** A system template as shipped: what is sent until an administrator edits it, and what "Resetear" restores. */
export type SystemTemplate = Omit<EmailTemplate, 'id' | 'updated_at'>;

export const SYSTEM_TEMPLATE_IDS = [
  'verification',
  'welcome',
  'approval',
  'notification',
  'sponsor',
] as const;
export type SystemTemplateId = (typeof SYSTEM_TEMPLATE_IDS)[number];

export const isSystemTemplateId = (id: string): id is SystemTemplateId =>
  (SYSTEM_TEMPLATE_IDS as readonly string[]).includes(id);

/** What every template may use, filled from the edition the email is about. */
export const EDITION_TEMPLATE_VARIABLES = ['eventTitle', 'eventDates', 'venue'] as const;

/**
 * The system templates every email of the product is rendered from. An administrator's edit is
 * stored as `email_templates/{id}` and wins; "Resetear" deletes it, so the shipped text is back.
 * `{{value}}` is escaped when rendered; `{{{content}}}` is the notification's body, which the
 * server has already cleaned with its allow-list sanitizer.
 */
export const SYSTEM_TEMPLATES: Readonly<Record<SystemTemplateId, SystemTemplate>> = {
  verification: {
    template_id: 'verification',
    name: 'Código de verificación',
    subject: 'Tu código de verificación',
    content:
      '<h1 style="font-size:20px">Tu código de acceso</h1><p style="font-size:36px;font-weight:700;letter-spacing:8px;margin:24px 0">{{code}}</p><p>Introduce este código para verificar tu email. Caduca en 10 minutos. Si no lo has solicitado, ignora este mensaje.</p><p style="color:#6b7280;font-size:12px">{{eventTitle}}</p>',
    variables: ['code', 'eventTitle'],
    template_type: 'system',
  },
  welcome: {
    template_id: 'welcome',
    name: 'Bienvenida',
    subject: 'Bienvenido/a al {{eventTitle}}',
    content:
      '<h1>¡Hola {{firstName}}!</h1><p>Tu inscripción en el plan {{planName}} se ha registrado correctamente. Te esperamos el {{eventDates}} ({{venue}}).</p><p>Para entrar en tu área personal, solicita un código de acceso con tu email ({{email}}) en la página de inicio de sesión.</p>',
    variables: ['firstName', 'email', 'planName', 'eventTitle', 'eventDates', 'venue'],
    template_type: 'system',
  },
  approval: {
    template_id: 'approval',
    name: 'Aprobación',
    subject: 'Tu inscripción ha sido aprobada',
    content:
      '<h1>¡Hola {{firstName}} {{lastName}}!</h1><p>Hemos verificado tu pertenencia a {{society}}. Ya puedes acceder a tu área personal.</p>',
    variables: ['firstName', 'lastName', 'society'],
    template_type: 'system',
  },
  notification: {
    template_id: 'notification',
    name: 'Notificación general',
    subject: '{{subject}}',
    content: '<h1>{{title}}</h1><div>{{{content}}}</div>',
    variables: ['subject', 'title', 'content', 'firstName', 'lastName', 'email', 'planName'],
    template_type: 'system',
  },
  sponsor: {
    template_id: 'sponsor',
    name: 'Aviso al patrocinador',
    subject: 'Inscripción patrocinada por {{sponsorName}}: {{firstName}} {{lastName}}',
    content:
      '<p>Hola,</p><p>Os confirmamos la inscripción patrocinada por {{sponsorName}} de <strong>{{firstName}} {{lastName}}</strong> ({{email}}) en el plan {{planName}} del {{eventTitle}}.</p>',
    variables: ['sponsorName', 'firstName', 'lastName', 'email', 'planName', 'eventTitle'],
    template_type: 'system',
  },
};

/** The shipped text of a system template, as the stored model. */
export function shippedTemplate(id: SystemTemplateId): EmailTemplate {
  return { ...SYSTEM_TEMPLATES[id], id, updated_at: new Date(0) };
}

/**
 * The templates administrators see: every system template (its stored edit or the shipped text)
 * and every custom one, ordered by type descending (system first) then name.
 */
export function withSystemTemplates(stored: readonly EmailTemplate[]): EmailTemplate[] {
  const byId = new Map(stored.map((template) => [template.id, template]));
  const system = SYSTEM_TEMPLATE_IDS.map((id) => byId.get(id) ?? shippedTemplate(id));
  const custom = stored.filter((template) => !isSystemTemplateId(template.id));
  return [...system, ...custom].sort(
    (a, b) => b.template_type.localeCompare(a.template_type) || a.name.localeCompare(b.name, 'es'),
  );
}
