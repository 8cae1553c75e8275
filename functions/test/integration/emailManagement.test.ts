import { adminAuth, adminDb } from './support/admin';
import { call, idTokenFor, inbox, signedInAdmin, uniqueEmail } from './support/client';
import { auditOf, createPerson } from './support/people';
import { SENDGRID_FAKE_URL } from './support/stack';

let admin: { uid: string; idToken: string };
let adminEmail: string;
beforeAll(async () => {
  admin = await signedInAdmin();
  adminEmail = (await adminAuth().getUser(admin.uid)).email!;
});

const refuseSender = (domain: string | null) =>
  fetch(`${SENDGRID_FAKE_URL}/__fake/refuse-sender${domain ? `?domain=${domain}` : ''}`, {
    method: domain ? 'POST' : 'DELETE',
  });

describe('email templates', () => {
  it('creates a custom template under its slug, refuses the same name, deletes it, audited', async () => {
    const name = `Recordatorio sesión ${Date.now()}`;
    const created = await call<{ templateId: string }>(
      'createEmailTemplate',
      { name, subject: 'Hola {{firstName}}', content: '<p>{{title}} para {{email}}</p>' },
      admin,
    );
    const templateId = created.result!.templateId;
    expect(templateId).toMatch(/^recordatorio_sesion_\d+$/);
    const stored = (await adminDb().doc(`email_templates/${templateId}`).get()).data();
    expect(stored).toMatchObject({
      name,
      template_type: 'custom',
      variables: ['firstName', 'title', 'email'],
    });
    const again = await call('createEmailTemplate', { name, subject: 'x', content: 'y' }, admin);
    expect(again.error).toMatchObject({ details: { code: 'template-exists' } });

    expect(await call('deleteEmailTemplate', { templateId }, admin)).toEqual({
      result: { success: true },
    });
    expect((await adminDb().doc(`email_templates/${templateId}`).get()).exists).toBe(false);
    const actions = (await auditOf(templateId)).map((entry) => entry.action);
    expect(actions).toEqual(['template_create', 'template_delete']);
  });

  it('never deletes a system template, and refuses non-admins and empty fields', async () => {
    const system = await call('deleteEmailTemplate', { templateId: 'welcome' }, admin);
    expect(system.error).toMatchObject({ details: { code: 'system-template' } });

    const attendee = await createPerson('plantillas', { plan_name: 'online' });
    const idToken = await idTokenFor(await adminAuth().createCustomToken(attendee.uid));
    const refused = await call(
      'createEmailTemplate',
      { name: 'a', subject: 'b', content: 'c' },
      { idToken },
    );
    expect(refused.error).toMatchObject({ status: 'PERMISSION_DENIED' });

    const empty = await call(
      'createEmailTemplate',
      { name: 'Vacía', subject: ' ', content: '' },
      admin,
    );
    expect(empty.error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      details: {
        fields: { subject: 'El asunto es obligatorio', content: 'El contenido es obligatorio' },
      },
    });
  });

  it('sends the approval email from the edited template, and the shipped one after Resetear', async () => {
    await call(
      'updateEmailTemplate',
      {
        templateId: 'approval',
        name: 'Aprobación',
        subject: 'Aprobada, {{firstName}}',
        content: '<p>Texto editado para {{firstName}} <script>alert(1)</script></p>',
      },
      admin,
    );
    const edited = await createPerson('aprobada', { access_status: 'aprobado' });
    await call('sendApprovalEmail', { userId: edited.uid }, admin);
    const [mail] = await inbox(edited.email);
    expect(mail.subject).toBe('Aprobada, Núria');
    expect(mail.html).toContain('Texto editado para Núria');
    expect(mail.html).not.toContain('<script');

    await call('resetEmailTemplate', { templateId: 'approval' }, admin);
    const shipped = await createPerson('restablecida', { access_status: 'aprobado' });
    await call('sendApprovalEmail', { userId: shipped.uid }, admin);
    expect((await inbox(shipped.email))[0].subject).toBe('Tu inscripción ha sido aprobada');
    expect((await auditOf('approval')).map((e) => e.action)).toEqual(
      expect.arrayContaining(['template_update', 'template_reset']),
    );
  });
});

describe('sendTestEmail', () => {
  const test = (overrides: Record<string, unknown> = {}) => ({
    templateId: 'notification',
    recipientEmail: adminEmail,
    testData: {
      firstName: 'Ana',
      lastName: 'Prueba',
      email: 'ana@example.com',
      planName: 'socio',
      customSubject: 'Asunto de prueba',
      customTitle: 'Título',
      customContent: '<p>Contenido <a href="javascript:alert(1)">enlace</a></p>',
    },
    ...overrides,
  });

  it('sends the template with the test data to the administrator only', async () => {
    const answer = await call<{ success: boolean }>('sendTestEmail', test(), admin);
    expect(answer.result).toMatchObject({ success: true, suggestFallback: false });
    const [mail] = await inbox(adminEmail);
    expect(mail.subject).toBe('Asunto de prueba');
    expect(mail.html).toContain('<h1>Título</h1>');
    expect(mail.html).not.toContain('javascript:');

    const other = await call('sendTestEmail', test({ recipientEmail: uniqueEmail('otro') }), admin);
    expect(other.error).toMatchObject({ details: { code: 'test-recipient' } });
    const missing = await call('sendTestEmail', test({ recipientEmail: '' }), admin);
    expect(missing.error).toMatchObject({
      details: { fields: { recipientEmail: 'Por favor ingresa un email de destino' } },
    });
  });

  it('suggests the fallback sender when the provider refuses the domain, and sends with it', async () => {
    await refuseSender('curso-eii-pediatrica.es');
    try {
      const refused = await call('sendTestEmail', test({ templateId: 'welcome' }), admin);
      expect(refused.result).toMatchObject({
        success: false,
        suggestFallback: true,
        detectedDomain: 'curso-eii-pediatrica.es',
      });
      const fallback = await call(
        'sendTestEmail',
        test({ templateId: 'welcome', useFallbackSender: true }),
        admin,
      );
      expect(fallback.result).toMatchObject({ success: true });
      const [mail] = await inbox(adminEmail);
      expect(mail.from).toContain('@sendgrid.net');
    } finally {
      await refuseSender(null);
    }
  });
});
