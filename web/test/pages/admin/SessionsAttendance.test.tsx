import { screen, within } from '@testing-library/react';
import type { SessionAttendance, SessionKind } from '@curso/common';
import {
  makeAccreditation,
  makeProfile,
  setAccreditation,
  setRegistrations,
  signedIn,
} from '../../dataFakes';
import { renderRoute } from '../../renderRoute';
import { findToast } from '../../toasts';

function attended(kind: SessionKind | null, minutes: number): SessionAttendance {
  return {
    session_title: 'Sesión',
    kind,
    minutes,
    scheduled_minutes: 60,
    counted: minutes >= 48,
  };
}

/** `count` main sessions of 50 minutes each, and the `extra` sessions. */
function sessions(count: number, extra: Record<string, SessionAttendance> = {}) {
  const main = Array.from({ length: count }, (_, i) => [`main-${i + 1}`, attended('main', 50)]);
  return { ...Object.fromEntries(main), ...extra };
}

const ana = makeProfile({
  id: 'user-1',
  email: 'ana@example.com',
  first_name: 'Ana',
  last_name: 'García',
});
const luis = makeProfile({
  id: 'user-2',
  email: 'luis@example.com',
  first_name: 'Luis',
  last_name: 'Pérez',
});
const eva = makeProfile({
  id: 'user-3',
  email: 'eva@example.com',
  first_name: 'Eva',
  last_name: 'Ruiz',
});

const rows = () => screen.getAllByRole('row').slice(1);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('gridcell')
    .map((cell) => cell.textContent);

async function openAttendance() {
  signedIn({ uid: 'admin-1', isAdmin: true });
  const view = await renderRoute('/admin/sessions');
  const tabs = await screen.findByRole('tablist', { name: 'Secciones de sesiones' });
  expect(
    within(tabs)
      .getAllByRole('tab')
      .map((tab) => tab.textContent),
  ).toEqual(['Sesiones', 'Asistencia']);
  await view.user.click(within(tabs).getByRole('tab', { name: 'Asistencia' }));
  await screen.findByRole('grid');
  return view;
}

/** jsdom's Blob has no `text()`; FileReader reads it as a browser would. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
}

describe('/admin/sessions: Asistencia', () => {
  beforeEach(() => {
    setRegistrations([ana, luis, eva]);
    setAccreditation(
      makeAccreditation({
        id: 'user-1',
        sessions: sessions(8, {
          mesa: attended('round_table', 55),
          // A welcome's minutes are not the programme's.
          welcome: attended(null, 30),
        }),
        certificates: {
          participation: { code: 'ABCD-EFGH-JKMN', issued_at: new Date('2025-11-10T12:00:00Z') },
        },
      }),
    );
    setAccreditation(
      makeAccreditation({
        id: 'user-2',
        email: 'luis@example.com',
        sessions: sessions(3, { short: attended('main', 20) }),
      }),
    );
    setAccreditation(
      makeAccreditation({
        id: 'user-3',
        email: 'eva@example.com',
        sessions: sessions(8, { mesa: attended('round_table', 60) }),
      }),
    );
  });

  it("lists each attendee's sessions, minutes and certificates", async () => {
    await openAttendance();
    expect(
      screen.getByText(
        'Minutos asistidos por cada inscrito en cada sesión que computa y estado de sus certificados. Una sesión computa si se asiste al 80% de su duración programada.',
      ),
    ).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      'Nombre',
      'Email',
      'Sesiones principales',
      'Mesas redondas',
      'Minutos asistidos',
      'Certificado de participación',
      'Certificado de competencia',
    ]);
    expect(rows().map(cells)).toEqual([
      [
        'Ana García',
        'ana@example.com',
        '8 de 8',
        '1 de 1',
        '455',
        'Emitido (ABCD-EFGH-JKMN)',
        'No cumple',
      ],
      ['Eva Ruiz', 'eva@example.com', '8 de 8', '1 de 1', '460', 'Disponible', 'No cumple'],
      ['Luis Pérez', 'luis@example.com', '3 de 8', '0 de 1', '170', 'No cumple', 'No cumple'],
    ]);
  });

  it('exports the report as CSV', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:attendance';
    });
    URL.revokeObjectURL = jest.fn();
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const { user } = await openAttendance();
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));

    expect(clicked[0].download).toBe('asistencia-y-certificados.csv');
    const csv = await readText(blobs[0]);
    expect(csv.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Nombre,Email,Sesiones principales,Mesas redondas,Minutos asistidos,Certificado de participación,Certificado de competencia',
      'Ana García,ana@example.com,8 de 8,1 de 1,455,Emitido (ABCD-EFGH-JKMN),No cumple',
      'Eva Ruiz,eva@example.com,8 de 8,1 de 1,460,Disponible,No cumple',
      'Luis Pérez,luis@example.com,3 de 8,0 de 1,170,No cumple,No cumple',
    ]);
  });
});

describe('/admin/sessions: Asistencia without attendance', () => {
  it('says nothing is recorded yet, and has nothing to export', async () => {
    setRegistrations([ana]);
    const { user } = await openAttendance();
    expect(screen.getByText('Todavía no hay asistencia registrada.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(await findToast('Error')).toHaveTextContent('No hay datos para exportar');
  });
});
