import { screen, waitFor, within } from '@testing-library/react';
import type { BulkCreateUsersRequest, BulkCreateUsersResponse } from '@curso/common';
import * as jobsModule from '../../../src/data/admin/jobs';
import { callableError, serverRefusal } from '../../callableError';
import { api, finishJob, pushJob, signedIn, startsJob } from '../../dataFakes';
import { renderRoute } from '../../renderRoute';
import { findToast } from '../../toasts';

/**
 * The import's error list is an alert too: wait for the toast's own title first. It follows the
 * job's outcome, which a loaded machine may take more than a second to deliver.
 */
async function toastTitled(title: string) {
  await screen.findByText(title, undefined, { timeout: 5000 });
  return findToast(title);
}

// jsdom 26 has no Blob#arrayBuffer; the page reads uploads as bytes, as browsers allow.
beforeAll(() => {
  if (typeof Blob.prototype.arrayBuffer === 'function') return;
  Blob.prototype.arrayBuffer = function (this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(this);
    });
  };
});

type User = Awaited<ReturnType<typeof renderRoute>>['user'];

async function openPage() {
  signedIn({ uid: 'admin-1', isAdmin: true });
  const view = await renderRoute('/admin/user-management');
  await screen.findByRole('heading', { name: 'Alta Manual de Usuarios' });
  return view;
}

const panel = () => screen.getByRole('tabpanel');
const textbox = (name: RegExp) => within(panel()).getByRole('textbox', { name });
const select = (name: RegExp) => within(panel()).getByRole('combobox', { name });

async function fillRequired(user: User, plan = 'online') {
  await user.type(textbox(/^Email/), 'Nueva.Persona@Example.com');
  await user.type(textbox(/^Nombre/), 'Nuria');
  await user.type(textbox(/^Apellidos/), 'Prat');
  await user.selectOptions(select(/^Plan/), plan);
}

const CSV = [
  'email,first_name,last_name,plan_name,country',
  'ana@example.com,Ana,García,online,España',
  'bad@example.com,Bea,Ruiz,gratis,España',
  'carlos@example.com,Carlos,Soto,Patrocinado Online,México',
].join('\n');
// Carlos's sponsored plan needs a sponsor: only Ana is valid in this one.
const CSV_VALID = [
  'email,first_name,last_name,plan_name,country',
  'ana@example.com,Ana,García,online,España',
  'bad@example.com,Bea,Ruiz,gratis,España',
  'carlos@example.com,Carlos,Soto,presencial,México',
].join('\n');

async function uploadCsv(user: User, content: BlobPart, name = 'usuarios.csv') {
  await user.click(screen.getByRole('tab', { name: 'Subir CSV' }));
  const input = within(panel()).getByLabelText('Seleccionar archivo CSV');
  await user.upload(input, new File([content], name, { type: 'text/csv' }));
}

const bulkRequest = (call = 0) => api.bulkCreateUsers.mock.calls[call][0] as BulkCreateUsersRequest;

const twoRowAnswer: BulkCreateUsersResponse = {
  success: true,
  message: '',
  usersCreated: 1,
  usersFailed: 1,
  totalProcessed: 2,
  results: [
    { index: 0, email: 'ana@example.com', success: true, userId: 'u-ana' },
    {
      index: 1,
      email: 'carlos@example.com',
      success: false,
      error: 'Ya existe un usuario activo con este email',
    },
  ],
};

const resultRow = (email: string) =>
  within(screen.getByRole('grid', { name: 'Resultado de la importación' }))
    .getAllByRole('row')
    .find((row) => within(row).queryByText(email)) as HTMLElement;

describe('/admin/user-management: manual form', () => {
  it('refuses an incomplete form with the spec\u2019s toast and the field errors', async () => {
    const { user } = await openPage();
    expect(screen.getByRole('link', { name: 'Alta Manual' })).toHaveAttribute(
      'href',
      '/admin/user-management',
    );
    expect(select(/^Prefijo/)).toHaveValue('+34');
    await user.click(screen.getByRole('button', { name: 'Crear usuario' }));
    expect(await findToast('Error')).toHaveTextContent(
      'Por favor completa los campos obligatorios',
    );
    expect(within(panel()).getByText('El email es obligatorio')).toBeInTheDocument();
    expect(within(panel()).getByText('El plan es obligatorio')).toBeInTheDocument();
    expect(api.createUser).not.toHaveBeenCalled();
  });

  it('offers the creation form\u2019s 27 dial codes and 15 specialties, ending in Otra', async () => {
    await openPage();
    const choices = (name: RegExp) =>
      within(select(name))
        .getAllByRole('option')
        .map((option) => option.textContent)
        .filter((label) => label !== 'Selecciona una opción');
    const dialCodes = choices(/^Prefijo/);
    expect(dialCodes).toHaveLength(27);
    expect(new Set(dialCodes).size).toBe(27);
    expect(dialCodes).toEqual(expect.arrayContaining(['+34', '+54', '+1', '+1809', '+1787']));
    const specialties = choices(/^Especialidad/);
    expect(specialties).toHaveLength(15);
    expect(specialties).toEqual(
      expect.arrayContaining(['Pediatría General', 'Cardiología', 'Cardiología Pediátrica']),
    );
    expect(specialties.at(-1)).toBe('Otra');
  });

  it('asks for the sponsor and its email only on sponsored plans', async () => {
    const { user } = await openPage();
    expect(within(panel()).queryByRole('textbox', { name: /^Patrocinador/ })).toBeNull();
    await fillRequired(user, 'presencial');
    expect(within(panel()).queryByRole('textbox', { name: /^Patrocinador/ })).toBeNull();
    expect(within(panel()).queryByLabelText('Avisar al patrocinador por email')).toBeNull();

    await user.selectOptions(select(/^Plan/), 'patrocinado_presencial');
    expect(textbox(/^Patrocinador/)).toBeRequired();
    expect(textbox(/^Email de notificación del patrocinador/)).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Crear usuario' }));
    expect(await findToast('Error')).toHaveTextContent(
      'Por favor completa los campos obligatorios',
    );
    expect(
      within(panel()).getByText('El campo Patrocinador es obligatorio para planes patrocinados'),
    ).toBeInTheDocument();
    expect(api.createUser).not.toHaveBeenCalled();

    await user.type(textbox(/^Patrocinador/), 'Laboratorios Demo');
    await user.type(textbox(/^Email de notificación del patrocinador/), 'eventos@lab.example');
    await user.click(within(panel()).getByLabelText('Avisar al patrocinador por email'));
    api.createUser.mockResolvedValue({
      userId: 'u-new',
      restored: false,
      emailSent: true,
      sponsorEmailSent: true,
    });
    await user.click(screen.getByRole('button', { name: 'Crear usuario' }));
    expect(await findToast('Usuario creado')).toHaveTextContent('Se le ha enviado el email.');
    expect(api.createUser).toHaveBeenCalledWith(
      expect.objectContaining({
        email: 'nueva.persona@example.com',
        plan_name: 'patrocinado_presencial',
        sponsor: 'Laboratorios Demo',
        sponsor_notification_email: 'eventos@lab.example',
        phone_country_code: '+34',
        sendEmail: true,
        emailType: 'welcome',
        sendSponsorEmail: true,
        restoreArchived: false,
      }),
    );
    // The form starts afresh for the next user.
    expect(textbox(/^Email/)).toHaveValue('');
  });

  it('says an active user already has the email', async () => {
    const { user } = await openPage();
    await fillRequired(user);
    api.createUser.mockRejectedValue(serverRefusal('user-exists-active', 'already-exists'));
    await user.click(screen.getByRole('button', { name: 'Crear usuario' }));
    expect(await findToast('No se pudo crear el usuario')).toHaveTextContent(
      'Ya existe un usuario activo con este email',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers to restore an archived user, and restores it once confirmed', async () => {
    const { user } = await openPage();
    await fillRequired(user);
    await user.selectOptions(select(/^Tipo de email/), 'verification');
    api.createUser
      .mockRejectedValueOnce(serverRefusal('user-archived-exists'))
      .mockResolvedValueOnce({
        userId: 'u-old',
        restored: true,
        emailSent: true,
        sponsorEmailSent: null,
      });
    await user.click(screen.getByRole('button', { name: 'Crear usuario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restaurar usuario archivado' });
    expect(dialog).toHaveTextContent('nueva.persona@example.com pertenece a un usuario archivado');
    expect(dialog).toHaveTextContent('Estado de acceso: Pendiente');
    expect(dialog).toHaveTextContent('Estado del pago: Pendiente');
    expect(dialog).toHaveTextContent('Se borra la fecha de envío del email de aprobación.');
    expect(api.createUser).toHaveBeenCalledTimes(1);
    expect(api.createUser).toHaveBeenLastCalledWith(
      expect.objectContaining({ restoreArchived: false, emailType: 'verification' }),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Restaurar y actualizar' }));
    expect(await findToast('Usuario restaurado')).toHaveTextContent('Se le ha enviado el email.');
    expect(api.createUser).toHaveBeenCalledTimes(2);
    expect(api.createUser).toHaveBeenLastCalledWith(
      expect.objectContaining({
        email: 'nueva.persona@example.com',
        restoreArchived: true,
        emailType: 'verification',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('/admin/user-management: CSV upload', () => {
  it('previews the file, lists the bad rows, imports the valid ones and shows each row\u2019s result', async () => {
    const { user } = await openPage();
    await uploadCsv(user, CSV_VALID);
    const preview = await screen.findByRole('grid', { name: /Vista previa/ });
    expect(within(preview).getByText('bad@example.com')).toBeInTheDocument();
    expect(within(panel()).getByText(/^Fila 3: Plan desconocido: "gratis"/)).toBeInTheDocument();
    expect(within(panel()).getByText(/2 de 3 filas válidas/)).toBeInTheDocument();

    // The call answers at once with its job; the outcome comes when the job ends.
    api.bulkCreateUsers.mockResolvedValue({ jobId: 'job-test-1' });
    await user.click(within(panel()).getByRole('button', { name: 'Crear 2 usuarios' }));
    const request = bulkRequest();
    expect(request.users.map((u) => u.email)).toEqual(['ana@example.com', 'carlos@example.com']);
    expect(request).toEqual(
      expect.objectContaining({
        sendEmail: true,
        emailType: 'welcome',
        sendSponsorEmail: false,
        jobId: 'job-test-1',
      }),
    );
    pushJob({ id: 'job-test-1', kind: 'user_import', total: 2, done: 1, succeeded: 1 });
    expect(await within(panel()).findByText('1 de 2 procesados')).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Creando usuarios...' })).toBeDisabled();
    // The import's own job is shown by its panel, not by the page's notice of one under way.
    expect(screen.queryByRole('region', { name: 'Importación de usuarios' })).toBeNull();

    finishJob({ id: 'job-test-1', kind: 'user_import' }, twoRowAnswer);
    expect(await toastTitled('Importación completada')).toHaveTextContent(
      '1 usuario creado, 1 con errores, 2 procesados.',
    );
    expect(
      within(panel()).getByText('Creados: 1 · Con errores: 1 · Procesados: 2'),
    ).toBeInTheDocument();
    // Rows are named by their line in the file: Carlos is line 4, after the refused line 3.
    expect(within(resultRow('ana@example.com')).getByText('2')).toBeInTheDocument();
    expect(within(resultRow('ana@example.com')).getByText('Creado')).toBeInTheDocument();
    const carlos = resultRow('carlos@example.com');
    expect(within(carlos).getByText('4')).toBeInTheDocument();
    expect(within(carlos).getByText('Error')).toBeInTheDocument();
    expect(
      within(carlos).getByText('Ya existe un usuario activo con este email'),
    ).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Crear 2 usuarios' })).toBeDisabled();
  });

  it('names the sponsored row that lacks its sponsor', async () => {
    const { user } = await openPage();
    await uploadCsv(user, CSV);
    expect(
      await within(panel()).findByText(
        /^Fila 4: El campo Patrocinador es obligatorio para planes patrocinados/,
      ),
    ).toBeInTheDocument();
    expect(within(panel()).getByText(/1 de 3 filas válidas/)).toBeInTheDocument();
  });

  it('sends the same job id when the admin retries after a failure', async () => {
    let ids = 0;
    jest.mocked(jobsModule.newJobId).mockImplementation(() => `job-${++ids}`);
    const { user } = await openPage();
    await uploadCsv(user, CSV_VALID);
    api.bulkCreateUsers
      .mockRejectedValueOnce(callableError('unavailable', ''))
      .mockImplementationOnce(startsJob('user_import', twoRowAnswer));
    const create = await within(panel()).findByRole('button', { name: 'Crear 2 usuarios' });
    await user.click(create);
    expect(await toastTitled('Error en la creación masiva')).toBeInTheDocument();
    await waitFor(() => expect(create).toBeEnabled());
    await user.click(create);
    expect(await toastTitled('Importación completada')).toBeInTheDocument();
    expect(api.bulkCreateUsers).toHaveBeenCalledTimes(2);
    expect(bulkRequest(1).jobId).toBe(bulkRequest(0).jobId);

    // A new file is a new job.
    await uploadCsv(user, CSV_VALID, 'otra.csv');
    await within(panel()).findByText('Archivo: otra.csv');
    api.bulkCreateUsers.mockImplementationOnce(startsJob('user_import', twoRowAnswer));
    await user.click(await within(panel()).findByRole('button', { name: 'Crear 2 usuarios' }));
    await waitFor(() => expect(api.bulkCreateUsers).toHaveBeenCalledTimes(3));
    expect(bulkRequest(2).jobId).not.toBe(bulkRequest(0).jobId);
  });

  it('tells how long to wait when the import is rate limited', async () => {
    const { user } = await openPage();
    await uploadCsv(user, CSV_VALID);
    api.bulkCreateUsers.mockRejectedValue(
      callableError('resource-exhausted', 'Límite de velocidad alcanzado', {
        code: 'rate-limited',
        retryAfterSeconds: 42,
      }),
    );
    await user.click(await within(panel()).findByRole('button', { name: 'Crear 2 usuarios' }));
    expect(await toastTitled('Límite de velocidad alcanzado')).toHaveTextContent(
      'Espera 42 segundos antes de volver a intentarlo.',
    );
  });

  it('refuses a file that is not UTF-8', async () => {
    const { user } = await openPage();
    // "Núñez" as Windows-1252 writes it.
    const latin1 = new Uint8Array([
      ...new TextEncoder().encode('email,first_name,last_name,plan_name\na@example.com,Ana,N'),
      0xfa,
      0xf1,
      ...new TextEncoder().encode('ez,online\n'),
    ]);
    await uploadCsv(user, latin1);
    expect(await within(panel()).findByText(/El archivo no está en UTF-8/)).toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: /^Crear/ })).toBeNull();
  });

  it('downloads the template as plantilla_usuarios.csv', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:template';
    });
    URL.revokeObjectURL = jest.fn();
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const { user } = await openPage();
    await user.click(screen.getByRole('tab', { name: 'Subir CSV' }));
    await user.click(within(panel()).getByRole('button', { name: 'Descargar plantilla' }));
    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toBe('plantilla_usuarios.csv');
    const text = new TextDecoder().decode(await blobs[0].arrayBuffer());
    expect(text).toContain('email,first_name,last_name');
  });
});

describe('/admin/user-management: paste', () => {
  it('reads semicolon-separated rows with Spanish headers and +54 by default', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('tab', { name: 'Pegar datos' }));
    await user.click(textbox(/^Datos a importar/));
    await user.paste(
      'correo;nombre;apellidos;plan\nana@example.com;Ana;García;online\nluis@example.com;Luis;Pérez;presencial',
    );
    await user.click(within(panel()).getByRole('button', { name: 'Procesar datos' }));
    expect(within(panel()).getByText(/2 de 2 filas válidas/)).toBeInTheDocument();
    api.bulkCreateUsers.mockImplementation(
      startsJob('user_import', {
        ...twoRowAnswer,
        usersCreated: 2,
        usersFailed: 0,
        results: [
          { index: 0, email: 'ana@example.com', success: true },
          { index: 1, email: 'luis@example.com', success: true },
        ],
      }),
    );
    await user.click(within(panel()).getByRole('button', { name: 'Crear 2 usuarios' }));
    expect(await toastTitled('Importación completada')).toBeInTheDocument();
    expect(bulkRequest().users).toEqual([
      expect.objectContaining({
        email: 'ana@example.com',
        first_name: 'Ana',
        plan_name: 'online',
        phone_country_code: '+54',
      }),
      expect.objectContaining({ email: 'luis@example.com', plan_name: 'presencial' }),
    ]);
  });

  it('needs a header and at least one row', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('tab', { name: 'Pegar datos' }));
    await user.click(textbox(/^Datos a importar/));
    await user.paste('email;nombre;apellidos;plan');
    await user.click(within(panel()).getByRole('button', { name: 'Procesar datos' }));
    expect(within(panel()).getByText('Se necesitan al menos 2 líneas')).toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: /^Crear/ })).toBeNull();
  });

  it('names a row whose column count does not match the header', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('tab', { name: 'Pegar datos' }));
    await user.click(textbox(/^Datos a importar/));
    await user.paste('email;nombre;apellidos;plan\nana@example.com;Ana;online');
    await user.click(within(panel()).getByRole('button', { name: 'Procesar datos' }));
    expect(within(panel()).getByText(/^Fila 2: Número incorrecto de columnas/)).toBeInTheDocument();
  });
});

describe('/admin/user-management: regenerate code', () => {
  it('checks the email, then regenerates and sends the code', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('tab', { name: 'Regenerar código' }));
    await user.type(textbox(/^Email del usuario/), 'no-es-email');
    await user.click(within(panel()).getByRole('button', { name: 'Regenerar código' }));
    expect(
      await within(panel()).findByText('El formato del email no es válido'),
    ).toBeInTheDocument();
    expect(api.adminRegenerateCode).not.toHaveBeenCalled();

    await user.clear(textbox(/^Email del usuario/));
    await user.type(textbox(/^Email del usuario/), ' Ana@Example.com');
    api.adminRegenerateCode.mockResolvedValue({ success: true });
    await user.click(within(panel()).getByRole('button', { name: 'Regenerar código' }));
    expect(await findToast('Código regenerado')).toHaveTextContent('ana@example.com');
    expect(api.adminRegenerateCode).toHaveBeenCalledWith({ email: 'ana@example.com' });
  });

  it('shows the server\u2019s reason when it fails', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('tab', { name: 'Regenerar código' }));
    await user.type(textbox(/^Email del usuario/), 'nadie@example.com');
    api.adminRegenerateCode.mockRejectedValue(serverRefusal('user-not-found', 'not-found'));
    await user.click(within(panel()).getByRole('button', { name: 'Regenerar código' }));
    expect(await findToast('No se pudo regenerar el código')).toHaveTextContent(
      'Usuario no encontrado.',
    );
  });
});
