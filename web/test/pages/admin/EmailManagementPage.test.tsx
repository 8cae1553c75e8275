import { act, screen, waitFor, within } from '@testing-library/react';
import type { EmailLog, EmailTemplate, MassNotificationResponse } from '@curso/common';
import * as jobsModule from '../../../src/data/admin/jobs';
import * as sessionModule from '../../../src/data/session';
import { callableError, serverRefusal } from '../../callableError';
import {
  api,
  emailHistoryReads,
  finishJob,
  makeProfile,
  pushJob,
  setEmailHistory,
  setEmailTemplates,
  setRegistrations,
  signedIn,
  startsJob,
} from '../../dataFakes';
import { renderRoute } from '../../renderRoute';
import { findToast } from '../../toasts';

const reminder: EmailTemplate = {
  id: 'recordatorio_sesion',
  template_id: 'recordatorio_sesion',
  name: 'Recordatorio sesión',
  subject: 'Recordatorio: {{title}}',
  content: '<p>Hola {{firstName}}, te esperamos.</p>',
  variables: ['title', 'firstName'],
  template_type: 'custom',
  updated_at: new Date('2025-10-01T10:00:00Z'),
};
const welcomeEdit: EmailTemplate = {
  id: 'welcome',
  template_id: 'welcome',
  name: 'Bienvenida',
  subject: 'Te damos la bienvenida, {{firstName}}',
  content: '<p>Hola {{firstName}} {{lastName}}</p>',
  variables: ['firstName', 'lastName'],
  template_type: 'system',
  updated_at: new Date('2025-10-02T10:00:00Z'),
};

async function openPage({ fakeTimers = false } = {}) {
  signedIn({ uid: 'admin-1', isAdmin: true });
  const view = await renderRoute('/admin/email-management', { fakeTimers });
  await screen.findByRole('heading', { name: 'Gestión de Emails' });
  return view;
}

async function openTab(user: Awaited<ReturnType<typeof renderRoute>>['user'], name: string) {
  await user.click(screen.getByRole('tab', { name }));
  return screen.getByRole('tabpanel');
}

/** Pastes rather than types: user-event reads `{` as the start of a key name. */
async function fill(
  user: Awaited<ReturnType<typeof renderRoute>>['user'],
  field: HTMLElement,
  text: string,
) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe('/admin/email-management: Plantillas', () => {
  it('says it is loading, then lists system templates first with their badges', async () => {
    setEmailTemplates('loading');
    const { user } = await openPage();
    expect(screen.getByText('Cargando plantillas...')).toBeInTheDocument();
    act(() => setEmailTemplates([reminder, welcomeEdit]));
    await user.click(await screen.findByRole('combobox', { name: 'Plantilla' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'AprobaciónSistema',
      'Aviso al patrocinadorSistema',
      'BienvenidaSistema',
      'Código de verificaciónSistema',
      'Notificación generalSistema',
      'Recordatorio sesiónPersonalizada',
    ]);
    // The stored edit of a system template is the one shown.
    await user.click(options[2]);
    expect(screen.getByRole('textbox', { name: /^Asunto/ })).toHaveValue(
      'Te damos la bienvenida, {{firstName}}',
    );
    expect(screen.getByText('{{lastName}}')).toBeInTheDocument();
  });

  it('creates a template with its fields, showing the identifier it will get', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Nueva Plantilla' }));
    const dialog = screen.getByRole('dialog', { name: 'Nueva Plantilla' });
    await user.click(within(dialog).getByRole('button', { name: 'Crear Plantilla' }));
    expect(await within(dialog).findByText('El nombre es obligatorio')).toBeInTheDocument();
    expect(api.createEmailTemplate).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('textbox', { name: /^Nombre/ }), 'Aviso Sesión 2');
    expect(dialog).toHaveTextContent('Se guardará con el identificador «aviso_sesion_2»');
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: /^Asunto/ }),
      'Hola {{firstName}}',
    );
    await fill(user, within(dialog).getByRole('textbox', { name: /^Contenido/ }), '<p>Texto</p>');
    api.createEmailTemplate.mockRejectedValueOnce(serverRefusal('template-exists'));
    await user.click(within(dialog).getByRole('button', { name: 'Crear Plantilla' }));
    // The dialog stays open, and a modal hides the rest of the page (the toast included) from
    // the accessibility tree: the toast is found by its text.
    const refusal = await screen.findByText('No se pudo crear la plantilla');
    expect(refusal.closest('[role="alert"]')).toHaveTextContent(
      'Ya existe una plantilla con ese nombre',
    );

    api.createEmailTemplate.mockResolvedValue({ templateId: 'aviso_sesion_2' });
    await user.click(within(dialog).getByRole('button', { name: 'Crear Plantilla' }));
    expect(api.createEmailTemplate).toHaveBeenLastCalledWith({
      name: 'Aviso Sesión 2',
      subject: 'Hola {{firstName}}',
      content: '<p>Texto</p>',
    });
    expect(await findToast('Plantilla creada')).toHaveTextContent('Aviso Sesión 2');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers Eliminar only for custom templates, with the exact confirmation', async () => {
    setEmailTemplates([reminder]);
    const { user } = await openPage();
    // The first template (a system one) is shown: reset, no delete.
    expect(screen.getByRole('button', { name: 'Resetear' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Plantilla' }));
    await user.click(screen.getByRole('option', { name: /Recordatorio sesión/ }));
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    const dialog = screen.getByRole('dialog', { name: 'Eliminar plantilla' });
    expect(dialog).toHaveTextContent(
      'Esta acción no se puede deshacer. La plantilla Recordatorio sesión será eliminada permanentemente.',
    );
    api.deleteEmailTemplate.mockResolvedValue({ success: true });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(api.deleteEmailTemplate).toHaveBeenCalledWith({ templateId: 'recordatorio_sesion' });
    expect(await findToast('Plantilla eliminada')).toHaveTextContent('Recordatorio sesión');
  });

  it('saves changes and resets a system template', async () => {
    const { user } = await openPage();
    const subject = screen.getByRole('textbox', { name: /^Asunto/ });
    await fill(user, subject, 'Aprobada, {{firstName}}');
    api.updateEmailTemplate.mockResolvedValue({ success: true });
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(api.updateEmailTemplate).toHaveBeenCalledWith({
      templateId: 'approval',
      name: 'Aprobación',
      subject: 'Aprobada, {{firstName}}',
      content: expect.stringContaining('{{society}}'),
    });
    expect(await findToast('Plantilla actualizada')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resetear' }));
    const dialog = screen.getByRole('dialog', { name: 'Resetear plantilla' });
    api.resetEmailTemplate.mockResolvedValue({ success: true });
    await user.click(within(dialog).getByRole('button', { name: 'Resetear' }));
    expect(api.resetEmailTemplate).toHaveBeenCalledWith({ templateId: 'approval' });
    expect(await findToast('Plantilla restablecida')).toBeInTheDocument();
  });

  it('resets a custom template to what was last saved, without asking the server', async () => {
    setEmailTemplates([reminder]);
    const { user } = await openPage();
    await user.click(screen.getByRole('combobox', { name: 'Plantilla' }));
    await user.click(screen.getByRole('option', { name: /Recordatorio sesión/ }));
    const reset = screen.getByRole('button', { name: 'Resetear' });
    // Nothing typed yet: nothing to discard.
    expect(reset).toBeDisabled();
    const subject = screen.getByRole('textbox', { name: /^Asunto/ });
    await fill(user, subject, 'Otro asunto');
    await user.click(reset);
    const dialog = screen.getByRole('dialog', { name: 'Resetear plantilla' });
    expect(dialog).toHaveTextContent(
      'Se descartarán los cambios sin guardar de la plantilla Recordatorio sesión.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Resetear' }));
    expect(subject).toHaveValue('Recordatorio: {{title}}');
    expect(api.resetEmailTemplate).not.toHaveBeenCalled();
  });

  it('resets a system template to its shipped text, also what was typed and never saved', async () => {
    const { user } = await openPage();
    const subject = screen.getByRole('textbox', { name: /^Asunto/ });
    await fill(user, subject, 'Sin guardar, {{firstName}}');
    await user.click(screen.getByRole('button', { name: 'Resetear' }));
    const dialog = screen.getByRole('dialog', { name: 'Resetear plantilla' });
    expect(dialog).toHaveTextContent('La plantilla Aprobación volverá a su texto original.');
    api.resetEmailTemplate.mockResolvedValue({ success: true });
    await user.click(within(dialog).getByRole('button', { name: 'Resetear' }));
    expect(api.resetEmailTemplate).toHaveBeenCalledWith({ templateId: 'approval' });
    expect(await findToast('Plantilla restablecida')).toBeInTheDocument();
    expect(subject).toHaveValue('Tu inscripción ha sido aprobada');
  });

  it('previews in a sandboxed iframe where a script cannot run', async () => {
    const { user } = await openPage();
    const preview = screen.getByRole('region', { name: 'Vista previa' });
    expect(preview).toHaveTextContent('Haz clic en Vista Previa');
    const script = '<script>window.__pwned = true; document.title = "pwned"</script>';
    await fill(
      user,
      screen.getByRole('textbox', { name: /^Contenido/ }),
      `<p>Hola {{firstName}} de {{society}}</p>${script}`,
    );
    await user.click(screen.getByRole('button', { name: 'Vista Previa' }));
    const frame = within(preview).getByTitle('Vista previa del email');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('<p>Hola María de GETECCU</p>');
    expect(frame.getAttribute('srcdoc')).toContain(script);
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
    expect(document.title).not.toBe('pwned');
    expect(
      [...document.querySelectorAll('script')].some((s) => s.textContent?.includes('pwned')),
    ).toBe(false);
    expect(preview).toHaveTextContent('Asunto: Tu inscripción ha sido aprobada');
  });
});

describe('/admin/email-management: Pruebas', () => {
  it('sends to the admin, and offers the provider\u2019s sender when the domain is refused', async () => {
    const { user } = await openPage();
    const panel = await openTab(user, 'Pruebas');
    const recipient = within(panel).getByRole('textbox', { name: 'Email de destino' });
    expect(recipient).toBeDisabled();
    expect(recipient).toHaveValue('ana@example.com');
    expect(within(panel).getByRole('combobox', { name: 'Plan' })).toHaveValue('socio');
    expect(panel).toHaveTextContent('solo pueden enviarse a una dirección verificada');
    expect(within(panel).queryByRole('textbox', { name: 'Asunto personalizado' })).toBeNull();

    await user.click(within(panel).getByRole('radio', { name: 'Notificación general' }));
    await user.type(within(panel).getByRole('textbox', { name: 'Asunto personalizado' }), 'Aviso');
    api.sendTestEmail.mockResolvedValueOnce({
      success: false,
      message: 'El dominio del remitente no está verificado',
      suggestFallback: true,
      detectedDomain: 'cursoeii.es',
    });
    await user.click(within(panel).getByRole('button', { name: 'Enviar Email de Prueba' }));
    expect(await findToast('Error al enviar email de prueba')).toHaveTextContent(
      'El dominio del remitente no está verificado',
    );
    expect(api.sendTestEmail).toHaveBeenLastCalledWith({
      templateId: 'notification',
      recipientEmail: 'ana@example.com',
      testData: {
        firstName: 'María',
        lastName: 'García López',
        email: 'maria.garcia@example.com',
        planName: 'socio',
        customSubject: 'Aviso',
        customTitle: '',
        customContent: '',
      },
      useFallbackSender: false,
    });
    expect(panel).toHaveTextContent('cursoeii.es');
    const fallback = within(panel).getByRole('switch', {
      name: 'Usar el remitente por defecto del proveedor',
    });
    expect(fallback).not.toBeChecked();
    await user.click(fallback);

    api.sendTestEmail.mockResolvedValueOnce({
      success: true,
      message: 'Enviado',
      suggestFallback: false,
      detectedDomain: null,
    });
    await user.click(within(panel).getByRole('button', { name: 'Enviar Email de Prueba' }));
    expect(await findToast('Email de prueba enviado')).toHaveTextContent('ana@example.com');
    expect(api.sendTestEmail).toHaveBeenLastCalledWith(
      expect.objectContaining({ useFallbackSender: true }),
    );
  });

  it('asks for a recipient when the session has no email', async () => {
    const { user } = await openPage();
    jest
      .mocked(sessionModule.useSignedInUser)
      .mockReturnValue({ status: 'signedIn', uid: 'admin-1', email: null, isAdmin: true });
    const panel = await openTab(user, 'Pruebas');
    await user.click(within(panel).getByRole('button', { name: 'Enviar Email de Prueba' }));
    expect(await findToast('Error')).toHaveTextContent('Por favor ingresa un email de destino');
    expect(api.sendTestEmail).not.toHaveBeenCalled();
  });

  it('shows the server\u2019s reason when the call fails', async () => {
    const { user } = await openPage();
    const panel = await openTab(user, 'Pruebas');
    api.sendTestEmail.mockRejectedValue(callableError('internal', 'Proveedor caído'));
    await user.click(within(panel).getByRole('button', { name: 'Enviar Email de Prueba' }));
    expect(await findToast('Error al enviar email de prueba')).toHaveTextContent('Proveedor caído');
  });
});

const answer = (overrides: Partial<MassNotificationResponse> = {}): MassNotificationResponse => ({
  success: true,
  message: 'Completado',
  emailsSent: 2,
  emailsFailed: 0,
  totalProcessed: 3,
  results: [],
  usersWithoutEmail: [],
  ...overrides,
});

describe('/admin/email-management: Envío Masivo', () => {
  afterEach(() => jest.useRealTimers());

  it('estimates 500 ms after the last filter change, and only with a filter', async () => {
    jest.useFakeTimers();
    api.estimateRecipients.mockResolvedValue({ count: 12 });
    const { user } = await openPage({ fakeTimers: true });
    const panel = await openTab(user, 'Envío Masivo');
    const badge = within(panel).getByRole('status');
    expect(badge).toHaveTextContent('0 destinatarios');
    const plans = within(panel).getByRole('group', { name: 'Planes' });
    await user.click(within(plans).getByRole('checkbox', { name: 'Socio' }));
    expect(badge).toHaveTextContent('Calculando...');
    act(() => jest.advanceTimersByTime(300));
    await user.click(within(plans).getByRole('checkbox', { name: 'Online' }));
    act(() => jest.advanceTimersByTime(499));
    expect(api.estimateRecipients).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(1));
    expect(api.estimateRecipients).toHaveBeenCalledTimes(1);
    expect(api.estimateRecipients).toHaveBeenCalledWith({
      filters: { plans: ['socio', 'online'], accessStatuses: [], paymentStatuses: [] },
    });
    await waitFor(() => expect(badge).toHaveTextContent('12 destinatarios'));

    // Unchecking every filter is 0 at once, without asking.
    await user.click(within(plans).getByRole('checkbox', { name: 'Socio' }));
    await user.click(within(plans).getByRole('checkbox', { name: 'Online' }));
    expect(badge).toHaveTextContent('0 destinatarios');
    await act(async () => jest.advanceTimersByTime(1000));
    expect(api.estimateRecipients).toHaveBeenCalledTimes(1);
  });

  it('keeps the fields disabled until a template is chosen, which fills them', async () => {
    setEmailTemplates([reminder]);
    const { user } = await openPage();
    const panel = await openTab(user, 'Envío Masivo');
    expect(within(panel).getByRole('checkbox', { name: 'Usar plantilla de email' })).toBeChecked();
    const subject = within(panel).getByRole('textbox', { name: /^Asunto/ });
    const title = within(panel).getByRole('textbox', { name: /^Título del mensaje/ });
    const content = within(panel).getByRole('textbox', { name: /^Contenido/ });
    for (const field of [subject, title, content]) expect(field).toBeDisabled();
    expect(panel).toHaveTextContent('{{firstName}}');
    expect(panel).toHaveTextContent('{{planName}}');

    await user.click(within(panel).getByRole('combobox', { name: 'Plantilla' }));
    await user.click(screen.getByRole('option', { name: /Recordatorio sesión/ }));
    for (const field of [subject, title, content]) expect(field).toBeEnabled();
    expect(subject).toHaveValue('Recordatorio: {{title}}');
    expect(title).toHaveValue('Recordatorio sesión');
    expect(content).toHaveValue('<p>Hola {{firstName}}, te esperamos.</p>');

    await user.click(within(panel).getByRole('checkbox', { name: 'Usar plantilla de email' }));
    expect(subject).toBeEnabled();
  });

  it('previews the message with the sample person, inside the notification template', async () => {
    const { user } = await openPage();
    const panel = await openTab(user, 'Envío Masivo');
    await user.click(within(panel).getByRole('checkbox', { name: 'Usar plantilla de email' }));
    const preview = within(panel).getByRole('region', { name: 'Vista previa' });
    expect(preview).toHaveTextContent('Haz clic en Vista Previa');
    await fill(
      user,
      within(panel).getByRole('textbox', { name: /^Asunto/ }),
      'Aviso, {{firstName}}',
    );
    await fill(
      user,
      within(panel).getByRole('textbox', { name: /^Título del mensaje/ }),
      'Hola {{firstName}} {{lastName}}',
    );
    await fill(
      user,
      within(panel).getByRole('textbox', { name: /^Contenido/ }),
      '<p>Tu plan: {{planName}} ({{email}})</p>',
    );
    await user.click(within(panel).getByRole('button', { name: 'Vista Previa' }));
    expect(preview).toHaveTextContent('Asunto: Aviso, María');
    const frame = within(preview).getByTitle('Vista previa del email');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(
      '<h1>Hola María García López</h1><div><p>Tu plan: Socio (maria.garcia@example.com)</p></div>',
    );
  });

  it('refuses an incomplete notification with the spec\u2019s toast for each mode', async () => {
    const { user } = await openPage();
    const panel = await openTab(user, 'Envío Masivo');
    await user.click(within(panel).getByRole('button', { name: 'Enviar Notificación' }));
    expect(await findToast('Error')).toHaveTextContent(
      'Por favor completa todos los campos y selecciona al menos un filtro',
    );
    await user.click(within(panel).getByRole('radio', { name: 'Usuario individual' }));
    await user.click(within(panel).getByRole('button', { name: 'Enviar Notificación' }));
    await waitFor(async () =>
      expect(await findToast('Error')).toHaveTextContent(
        'Por favor completa todos los campos y selecciona un usuario',
      ),
    );
    expect(api.sendMassNotification).not.toHaveBeenCalled();
  });

  it('sends with progress, lists users without email, resets the form, and resumes a failed send', async () => {
    let ids = 0;
    jest.mocked(jobsModule.newJobId).mockImplementation(() => `job-${++ids}`);
    api.estimateRecipients.mockResolvedValue({ count: 3 });
    const { user } = await openPage();
    const panel = await openTab(user, 'Envío Masivo');
    const plans = within(panel).getByRole('group', { name: 'Planes' });
    await user.click(within(plans).getByRole('checkbox', { name: 'Socio' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'Usar plantilla de email' }));
    await fill(user, within(panel).getByRole('textbox', { name: /^Asunto/ }), 'Cambio de sala');
    await fill(user, within(panel).getByRole('textbox', { name: /^Título/ }), 'Nueva sala');
    await fill(user, within(panel).getByRole('textbox', { name: /^Contenido/ }), '<p>Sala 2</p>');
    await waitFor(() =>
      expect(within(panel).getByRole('status')).toHaveTextContent('3 destinatarios'),
    );

    api.sendMassNotification.mockRejectedValueOnce(callableError('unavailable', ''));
    await user.click(within(panel).getByRole('button', { name: 'Enviar Notificación' }));
    expect(
      await findToast('Error al conectar con el servicio de notificaciones masivas'),
    ).toBeInTheDocument();
    const firstJob = api.sendMassNotification.mock.calls[0][0].jobId;

    // The call answers at once with its job; the outcome comes when the job ends.
    api.sendMassNotification.mockResolvedValueOnce({ jobId: firstJob });
    await user.click(within(panel).getByRole('button', { name: 'Enviar Notificación' }));
    expect(api.sendMassNotification).toHaveBeenLastCalledWith({
      subject: 'Cambio de sala',
      title: 'Nueva sala',
      content: '<p>Sala 2</p>',
      filters: { plans: ['socio'], accessStatuses: [], paymentStatuses: [] },
      jobId: firstJob,
    });
    expect(within(panel).getByRole('button', { name: 'Enviando...' })).toBeDisabled();
    pushJob({ id: firstJob, kind: 'mass_notification', total: 3, done: 1, succeeded: 1 });
    expect(await within(panel).findByText('1 de 3 procesados')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Enviando...' })).toBeDisabled();
    finishJob(
      { id: firstJob, kind: 'mass_notification' },
      answer({ usersWithoutEmail: [{ id: 'u-9', name: 'Pedro Sin Email', plan: 'presencial' }] }),
    );
    const toast = await findToast('Notificación masiva completada');
    expect(toast).toHaveTextContent('2 enviados, 0 fallidos');
    expect(toast).toHaveTextContent('1 omitido por no tener email');

    const alert = within(panel).getByRole('alert');
    expect(alert).toHaveTextContent('Usuarios sin email');
    expect(alert).toHaveTextContent('Pedro Sin Email');
    expect(alert).toHaveTextContent('Presencial');
    expect(alert).toHaveTextContent('Alta Manual');

    expect(within(panel).getByRole('textbox', { name: /^Asunto/ })).toHaveValue('');
    expect(within(panel).getByRole('textbox', { name: /^Título/ })).toHaveValue('');
    expect(within(panel).getByRole('checkbox', { name: 'Socio' })).not.toBeChecked();
    expect(within(panel).getByRole('status')).toHaveTextContent('0 destinatarios');

    // The next send is a new job.
    await user.click(within(plans).getByRole('checkbox', { name: 'Socio' }));
    await fill(user, within(panel).getByRole('textbox', { name: /^Asunto/ }), 'Otro');
    await fill(user, within(panel).getByRole('textbox', { name: /^Título/ }), 'Otro');
    await fill(user, within(panel).getByRole('textbox', { name: /^Contenido/ }), 'Otro');
    await waitFor(() =>
      expect(within(panel).getByRole('status')).toHaveTextContent('3 destinatarios'),
    );
    api.sendMassNotification.mockImplementationOnce(startsJob('mass_notification', answer()));
    await user.click(within(panel).getByRole('button', { name: 'Enviar Notificación' }));
    await findToast('Notificación masiva completada');
    expect(api.sendMassNotification.mock.calls[2][0].jobId).not.toBe(firstJob);
  });

  it('keeps the form after a send that reached only some; pressing again is a new job', async () => {
    let ids = 0;
    jest.mocked(jobsModule.newJobId).mockImplementation(() => `job-${++ids}`);
    api.estimateRecipients.mockResolvedValue({ count: 3 });
    const { user } = await openPage();
    const panel = await openTab(user, 'Envío Masivo');
    const plans = within(panel).getByRole('group', { name: 'Planes' });
    await user.click(within(plans).getByRole('checkbox', { name: 'Socio' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'Usar plantilla de email' }));
    await fill(user, within(panel).getByRole('textbox', { name: /^Asunto/ }), 'Aviso');
    await fill(user, within(panel).getByRole('textbox', { name: /^Título/ }), 'Aviso');
    await fill(user, within(panel).getByRole('textbox', { name: /^Contenido/ }), 'Hola');
    await waitFor(() =>
      expect(within(panel).getByRole('status')).toHaveTextContent('3 destinatarios'),
    );
    api.sendMassNotification.mockImplementationOnce(
      startsJob(
        'mass_notification',
        answer({
          success: false,
          emailsSent: 2,
          emailsFailed: 1,
          message: '2 enviados, 1 fallido',
        }),
      ),
    );
    await user.click(within(panel).getByRole('button', { name: 'Enviar Notificación' }));
    expect(await findToast('Error en notificación masiva')).toHaveTextContent(
      '2 enviados, 1 fallido',
    );
    expect(within(panel).getByRole('textbox', { name: /^Asunto/ })).toHaveValue('Aviso');

    // The job ended (its task already retried whom it missed): the same id would only answer
    // the same outcome, so a new send is a new job.
    api.sendMassNotification.mockImplementationOnce(
      startsJob('mass_notification', answer({ emailsSent: 3 })),
    );
    await user.click(within(panel).getByRole('button', { name: 'Enviar Notificación' }));
    await findToast('Notificación masiva completada');
    const [first, second] = api.sendMassNotification.mock.calls.map(([request]) => request.jobId);
    expect(second).not.toBe(first);
  });

  it('picks one user among at most 15 matches and estimates for that user', async () => {
    setRegistrations([
      ...Array.from({ length: 20 }, (_, i) =>
        makeProfile({
          id: `u-${i}`,
          first_name: 'Usuario',
          last_name: `${i}`,
          email: `u${i}@example.com`,
        }),
      ),
      makeProfile({
        id: 'u-luis',
        first_name: 'Luis',
        last_name: 'Pérez',
        email: 'luis@example.com',
        plan_name: '',
        access_status: 'aprobado',
      }),
    ]);
    api.estimateRecipients.mockResolvedValue({ count: 1 });
    const { user } = await openPage();
    const panel = await openTab(user, 'Envío Masivo');
    await user.click(within(panel).getByRole('checkbox', { name: 'Socio' }));
    await user.click(within(panel).getByRole('radio', { name: 'Usuario individual' }));
    const picker = within(panel).getByRole('combobox', { name: 'Buscar usuario...' });
    expect(picker).toHaveAttribute('placeholder', 'Buscar por nombre o email...');
    await user.type(picker, 'usuario');
    expect(screen.getAllByRole('option')).toHaveLength(15);
    await user.clear(picker);
    await user.type(picker, 'nadie');
    expect(screen.getByText('No se encontraron usuarios.')).toBeInTheDocument();
    await user.clear(picker);
    await user.type(picker, 'PEREZ');
    const option = screen.getByRole('option');
    expect(option).toHaveTextContent('luis@example.com');
    expect(option).toHaveTextContent('N/A · Aprobado');
    await user.click(option);
    await waitFor(() =>
      expect(api.estimateRecipients).toHaveBeenLastCalledWith({
        filters: { plans: [], accessStatuses: [], paymentStatuses: [], selectedUserId: 'u-luis' },
      }),
    );
    // The socio filter chosen before the switch was cleared.
    expect(api.estimateRecipients).not.toHaveBeenCalledWith({
      filters: expect.objectContaining({ plans: ['socio'], selectedUserId: 'u-luis' }),
    });
    await user.click(within(panel).getByRole('radio', { name: 'Envío masivo (con filtros)' }));
    expect(within(panel).getByRole('status')).toHaveTextContent('0 destinatarios');
    expect(within(panel).getByRole('checkbox', { name: 'Socio' })).not.toBeChecked();
  });
});

const log = (overrides: Partial<EmailLog> & { id: string }): EmailLog => ({
  user_id: 'u-luis',
  recipient_email: 'luis@example.com',
  user_name: 'Luis Pérez',
  subject: 'Tu inscripción ha sido aprobada',
  email_type: 'approval',
  status: 'sent',
  template_id: 'approval',
  resend_email_id: null,
  error_message: null,
  metadata: null,
  sent_at: new Date('2027-10-02T10:05:00+02:00'),
  ...overrides,
});

const row = (text: string) =>
  screen.getAllByRole('row').find((r) => within(r).queryByText(text)) as HTMLElement;

describe('/admin/email-management: Historial', () => {
  it('sums the page up and opens a row to its details', async () => {
    setEmailHistory([
      log({
        id: 'abcdef123456',
        status: 'delivered',
        resend_email_id: 'X-Msg.42',
        metadata: { campaign: 'recordatorio', batch: 2 },
      }),
      log({ id: 'b2', recipient_email: 'eva@example.com', user_name: null, subject: 'Prueba' }),
      log({
        id: 'c3',
        status: 'failed',
        email_type: 'sponsor_notification',
        subject: 'Aviso',
        error_message: 'Buzón lleno',
        sent_at: new Date('2027-10-01T09:00:00+02:00'),
      }),
    ]);
    const { user } = await openPage();
    const panel = await openTab(user, 'Historial');
    expect(within(panel).getByRole('region', { name: 'Total' })).toHaveTextContent('3');
    expect(within(panel).getByRole('region', { name: 'Enviados' })).toHaveTextContent('2');
    expect(within(panel).getByRole('region', { name: 'Fallidos' })).toHaveTextContent('1');
    expect(within(panel).getByRole('region', { name: 'Tasa de Éxito' })).toHaveTextContent(
      /66,7\s%/,
    );
    expect(within(row('Prueba')).getByText('N/A')).toBeInTheDocument();
    expect(within(row('Aviso')).getByText('Aviso al patrocinador')).toBeInTheDocument();
    expect(within(row('Aviso')).getByText('Fallido')).toBeInTheDocument();
    expect(within(row('Aviso')).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Siguiente' })).toBeNull();

    const first = screen.getAllByRole('row')[1];
    expect(within(first).getByText('02/10/2027 10:05')).toBeInTheDocument();
    const link = within(first).getByRole('link', { name: 'Ver el email en SendGrid' });
    const url = new URL(link.getAttribute('href') as string);
    expect(url.origin + url.pathname).toBe('https://app.sendgrid.com/email_activity');
    expect(JSON.parse(url.searchParams.get('filters') as string)).toEqual([
      { val: ['X-Msg.42'], selectedFieldName: 'msg_id', comparisonType: 'Contains' },
    ]);
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    await user.click(within(first).getByRole('button', { name: 'Ver detalles' }));
    const details = screen.getAllByRole('row')[2];
    expect(within(details).getByText('abcdef12')).toBeInTheDocument();
    expect(within(details).getByText('X-Msg.42')).toBeInTheDocument();
    expect(details.querySelector('pre')?.textContent).toBe(
      JSON.stringify({ campaign: 'recordatorio', batch: 2 }, null, 2),
    );
  });

  it('pages by 50 with Anterior, "Página X de Y" and Siguiente', async () => {
    const start = new Date('2027-10-01T00:00:00Z').getTime();
    setEmailHistory(
      Array.from({ length: 120 }, (_, i) =>
        log({ id: `log-${i}`, subject: `Email ${i}`, sent_at: new Date(start + i * 60_000) }),
      ),
    );
    const { user } = await openPage();
    const panel = await openTab(user, 'Historial');
    expect(within(panel).getByText('Página 1 de 2')).toBeInTheDocument();
    expect(within(panel).getByText('Email 119')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await user.click(within(panel).getByRole('button', { name: 'Siguiente' }));
    expect(within(panel).getByText('Página 2 de 3')).toBeInTheDocument();
    expect(within(panel).getByText('Email 69')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Siguiente' }));
    expect(within(panel).getByText('Página 3 de 3')).toBeInTheDocument();
    expect(within(panel).getByRole('region', { name: 'Total' })).toHaveTextContent('20');
    expect(within(panel).getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    await user.click(within(panel).getByRole('button', { name: 'Anterior' }));
    expect(within(panel).getByText('Página 2 de 3')).toBeInTheDocument();
  });

  it('searches a recipient on Enter, filters by type, and refreshes', async () => {
    setEmailHistory([
      log({ id: 'a1', subject: 'Para Luis' }),
      log({
        id: 'b2',
        recipient_email: 'eva@example.com',
        subject: 'Para Eva',
        email_type: 'test',
      }),
    ]);
    const { user } = await openPage();
    const panel = await openTab(user, 'Historial');
    const reads = emailHistoryReads.length;
    await user.type(
      within(panel).getByRole('searchbox', { name: 'Email del destinatario' }),
      ' EVA@example.com {Enter}',
    );
    expect(within(panel).queryByText('Para Luis')).toBeNull();
    expect(within(panel).getByText('Para Eva')).toBeInTheDocument();
    expect(within(row('Para Eva')).getByText('Prueba')).toBeInTheDocument();
    expect(emailHistoryReads.length).toBe(reads + 1);
    expect(emailHistoryReads.at(-1)?.recipient).toBe(' EVA@example.com ');

    await user.click(within(panel).getByRole('button', { name: 'Actualizar' }));
    expect(emailHistoryReads.length).toBe(reads + 2);

    await user.click(within(panel).getByRole('combobox', { name: 'Tipo' }));
    await user.click(screen.getByRole('option', { name: 'Aprobación' }));
    expect(within(panel).getByText('No se encontraron emails')).toBeInTheDocument();
  });

  it('says the history could not be loaded and shows nothing', async () => {
    setEmailHistory('permission-denied');
    const { user } = await openPage();
    const panel = await openTab(user, 'Historial');
    const toast = await findToast('No se pudo cargar el historial de emails');
    expect(toast).toHaveTextContent('No tienes permiso para ver estos datos.');
    expect(within(panel).getByRole('region', { name: 'Total' })).toHaveTextContent('0');
    expect(within(panel).getByRole('alert')).toHaveTextContent(
      'Error al obtener el historial de emailsNo tienes permiso para ver estos datos.',
    );
  });
});
