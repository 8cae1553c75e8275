import { screen, within } from '@testing-library/react';
import type { AuditLog } from '@curso/common';
import {
  currentEdition,
  editionWith,
  finishedEdition,
} from '../../../../common/test/fixtures/editions';
import {
  api,
  makeAccreditation,
  makeClosedRegistration,
  makePayment,
  makeProfile,
  makeSession,
  setAccreditation,
  setAuditLogs,
  setClosedRegistrations,
  setEditions,
  setPaymentIncidents,
  setRegistrations,
  setSessions,
  signedIn,
} from '../../dataFakes';
import { renderRoute } from '../../renderRoute';

const CURRENT = 'Curso EII Pediátrica 2027 · Actual';
const FINISHED = 'Curso EII Pediátrica 2025 · Finalizada';
const READ_ONLY = 'Edición finalizada: solo consulta';

/** Registered for 2027 only. */
const ana = makeProfile({
  id: 'ana',
  first_name: 'Ana',
  last_name: 'García',
  email: 'ana@example.com',
  plan_name: 'online',
});
/** Registered for 2025 and did not come back: their profile is still 2025's. */
const luis = makeProfile({
  id: 'luis',
  edition_id: finishedEdition.id,
  first_name: 'Luis',
  last_name: 'Pérez',
  email: 'luis@example.com',
  plan_name: 'socio',
  payment_status: 'not_applicable',
  access_status: 'pendiente_aprobacion',
});
/** In person in 2025, back online in 2027: 2025's registration was closed and kept. */
const evaNow = makeProfile({
  id: 'eva',
  first_name: 'Eva',
  last_name: 'Ruiz',
  email: 'eva@example.com',
  plan_name: 'online',
});
const evaIn2025 = makeClosedRegistration({
  id: 'eva',
  first_name: 'Eva',
  last_name: 'Ruiz',
  email: 'eva.ruiz@example.com',
  plan_name: 'presencial',
  access_status: 'aprobado',
  payment_status: 'completed',
  accreditation: {
    sessions: {
      'course-2025': {
        session_title: 'Sesión 2025',
        kind: 'main',
        minutes: 50,
        scheduled_minutes: 60,
        counted: true,
      },
    },
    certificates: {},
  },
});

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('gridcell')[0].textContent?.trim());

async function open(path: string) {
  signedIn({ uid: 'admin-1', isAdmin: true });
  setRegistrations([ana, luis, evaNow]);
  setClosedRegistrations(finishedEdition.id, [evaIn2025]);
  const view = await renderRoute(path);
  await screen.findAllByRole('grid');
  return view;
}

async function choose(user: Awaited<ReturnType<typeof open>>['user'], option: string) {
  await user.click(screen.getByRole('combobox', { name: 'Edición' }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the back office edition', () => {
  it('is the current one by default, chosen among the published ones with their state', async () => {
    setEditions([
      editionWith({ id: '2028', state: 'draft', short_title: 'Curso 2028', published_at: null }),
      currentEdition,
      finishedEdition,
    ]);
    const { user } = await open('/admin/registrations');
    const select = screen.getByRole('combobox', { name: 'Edición' });
    expect(select).toHaveTextContent(CURRENT);
    expect(names().sort()).toEqual(['Ana García', 'Eva Ruiz']);
    expect(screen.queryByText(READ_ONLY)).toBeNull();

    await user.click(select);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      CURRENT,
      FINISHED,
    ]);
  });

  it("lists an earlier edition's registrations, those closed by coming back included, only to read them", async () => {
    const { user } = await open('/admin/registrations');
    expect(screen.getAllByRole('button', { name: 'Editar' })).toHaveLength(2);

    await choose(user, FINISHED);
    expect(screen.getByRole('combobox', { name: 'Edición' })).toHaveTextContent(FINISHED);
    expect(names()).toEqual(['Luis Pérez', 'Eva Ruiz']);
    const eva = screen.getAllByRole('row').find((row) => within(row).queryByText('Eva Ruiz'));
    // The registration as it was in 2025, not the person's current one.
    expect(eva).toHaveTextContent('eva.ruiz@example.com');
    expect(eva).toHaveTextContent('Presencial');
    expect(screen.getByRole('status')).toHaveTextContent('Mostrando 2 de 2 registros');

    expect(screen.getByText(READ_ONLY)).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Acciones' })).toBeNull();
    for (const name of ['Editar', 'Ver como usuario', 'Archivar', 'Restaurar']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.getByRole('button', { name: 'Historial de emails de Luis Pérez' })).toBeEnabled();
  });

  it("stays chosen from one page to the next, and counts that edition's figures", async () => {
    const { user } = await open('/admin/registrations');
    await choose(user, FINISHED);
    const nav = screen.getByRole('navigation', { name: 'Secciones de administración' });
    await user.click(within(nav).getByRole('link', { name: 'Panel General' }));

    expect(await screen.findByRole('heading', { name: 'Panel General' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Edición' })).toHaveTextContent(FINISHED);
    expect(screen.getByRole('region', { name: 'Total de registros' })).toHaveTextContent('2');
    expect(screen.getByText(READ_ONLY)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar emails de aprobación' })).toBeNull();
  });

  it("lists an earlier edition's pending socios without deciding on them", async () => {
    const { user } = await open('/admin/approvals');
    expect(screen.queryByText('Luis Pérez')).toBeNull();

    await choose(user, FINISHED);
    expect(await screen.findByText('Luis Pérez')).toBeInTheDocument();
    expect(screen.getByText(READ_ONLY)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aprobar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rechazar' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it("shows each edition's payments, settled by hand in the current one only", async () => {
    setPaymentIncidents([
      makePayment({ id: 'cs_2027', uid: 'ana', status: 'mismatch' }),
      makePayment({
        id: 'cs_2025',
        uid: 'eva',
        edition_id: finishedEdition.id,
        status: 'mismatch',
        created_at: new Date('2025-10-01T10:00:00+02:00'),
      }),
    ]);
    const { user } = await open('/admin/payments');
    const incidents = () => screen.getByRole('grid', { name: 'Incidencias de pago' });
    expect(within(incidents()).getByText('cs_2027')).toBeInTheDocument();
    expect(within(incidents()).queryByText('cs_2025')).toBeNull();
    expect(screen.getByRole('button', { name: 'Verificar pagos con Stripe' })).toBeEnabled();

    await choose(user, FINISHED);
    expect(within(incidents()).getByText('cs_2025')).toBeInTheDocument();
    expect(within(incidents()).queryByText('cs_2027')).toBeNull();
    expect(screen.getByRole('region', { name: 'Total' })).toHaveTextContent('1');
    expect(screen.queryByRole('button', { name: 'Verificar pagos con Stripe' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Marcar completado' })).toBeNull();
  });

  it('shows the audit entries made while each edition was the current one', async () => {
    const entry = (id: string, action: AuditLog['action'], created_at: Date): AuditLog => ({
      id,
      action,
      user_id: 'admin-1',
      table_name: 'profiles',
      record_id: 'luis',
      old_values: null,
      new_values: null,
      created_at,
    });
    setAuditLogs([
      entry('in-2027', 'user_creation', new Date('2027-01-10T10:00:00Z')),
      entry('in-2025', 'profile_update', new Date('2025-10-02T10:00:00Z')),
    ]);
    signedIn({ uid: 'admin-1', isAdmin: true });
    const { user } = await renderRoute('/admin/audit-log');
    expect(await screen.findByRole('article', { name: 'Creación de usuario' })).toBeVisible();
    expect(screen.queryByRole('article', { name: 'Actualización de perfil' })).toBeNull();

    await choose(user, FINISHED);
    expect(await screen.findByRole('article', { name: 'Actualización de perfil' })).toBeVisible();
    expect(screen.queryByRole('article', { name: 'Creación de usuario' })).toBeNull();
  });

  it("shows each edition's sessions and the attendance its registrations kept", async () => {
    setSessions([
      makeSession({
        id: 'course-2027',
        session_title: 'Sesión 2027',
        start_time: new Date('2027-11-05T09:00:00+01:00'),
        end_time: new Date('2027-11-05T10:00:00+01:00'),
      }),
      makeSession({ id: 'course-2025', session_title: 'Sesión 2025', status: 'completed' }),
    ]);
    setAccreditation(makeAccreditation({ id: 'luis', email: 'luis@example.com' }));
    const { user } = await open('/admin/sessions');
    expect(screen.getByText('Sesión 2027')).toBeInTheDocument();
    expect(screen.queryByText('Sesión 2025')).toBeNull();

    await choose(user, FINISHED);
    expect(await screen.findByText('Sesión 2025')).toBeInTheDocument();
    expect(screen.queryByText('Sesión 2027')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Asistencia' }));
    await screen.findByRole('grid');
    expect(names()).toEqual(['Eva Ruiz', 'Luis Pérez']);
    const eva = screen.getAllByRole('row').find((row) => within(row).queryByText('Eva Ruiz'));
    expect(eva).toHaveTextContent('eva.ruiz@example.com');
    expect(eva).toHaveTextContent('50');
  });

  it('creates and imports users in the current edition only', async () => {
    signedIn({ uid: 'admin-1', isAdmin: true });
    const { user } = await renderRoute('/admin/user-management');
    expect(await screen.findByRole('tablist', { name: 'Formas de alta' })).toBeInTheDocument();

    await choose(user, FINISHED);
    expect(screen.getByText(READ_ONLY)).toBeInTheDocument();
    expect(screen.queryByRole('tablist', { name: 'Formas de alta' })).toBeNull();
  });

  it("mails an earlier edition's people one by one, picked from its registrations", async () => {
    api.estimateRecipients.mockResolvedValue({ count: 1 });
    signedIn({ uid: 'admin-1', isAdmin: true });
    setRegistrations([ana, luis, evaNow]);
    const { user } = await renderRoute('/admin/email-management?tab=mass');
    await choose(user, FINISHED);
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('radio', { name: 'Envío masivo (con filtros)' })).toBeDisabled();
    expect(within(panel).getByRole('radio', { name: 'Usuario individual' })).toBeChecked();
    expect(panel).toHaveTextContent(
      'En una edición finalizada solo se envía a usuarios individuales',
    );

    await user.click(within(panel).getByRole('combobox', { name: 'Buscar usuario...' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      expect.stringContaining('luis@example.com'),
    ]);
  });
});
