import type { EmailTemplate } from '../models/EmailTemplate';

/** A system template as shipped: what is sent until an administrator edits it, and what "Resetear" restores. */
export type SystemTemplate = Omit<EmailTemplate, 'id' | 'updated_at'>;

/** The system templates every email of the product is rendered from (`email_templates/{id}`). */
export const SYSTEM_TEMPLATES: Readonly<
  Record<'welcome' | 'approval' | 'notification', SystemTemplate>
> = {
  welcome: {
    template_id: 'welcome',
    name: 'Bienvenida',
    subject: 'Bienvenido/a al Curso de EII Pediátrica 2025',
    content:
      '<h1>¡Hola {{firstName}}!</h1><p>Tu inscripción en el plan {{planName}} se ha registrado correctamente. Te esperamos el 7 de noviembre de 2025.</p>',
    variables: ['firstName', 'lastName', 'planName'],
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
    content: '<h1>{{title}}</h1><div>{{content}}</div>',
    variables: ['subject', 'title', 'content', 'firstName', 'lastName', 'email', 'planName'],
    template_type: 'system',
  },
};
