import { screen } from '@testing-library/react';
import * as auditLogModule from '../../../../src/data/admin/auditLog';
import { signedIn } from '../../../dataFakes';
import { renderRoute } from '../../../renderRoute';
import { findToast } from '../../../toasts';

describe('/admin/audit-log: entries that cannot be read', () => {
  it('shows the "No se pudieron cargar los logs de auditoría." toast and says why', async () => {
    signedIn({ uid: 'admin-1', isAdmin: true });
    jest
      .mocked(auditLogModule.useLatestAuditLogs)
      .mockReturnValue({ status: 'error', reason: 'permission-denied' });
    await renderRoute('/admin/audit-log');
    expect(await findToast('No se pudieron cargar los logs de auditoría.')).toHaveTextContent(
      'No tienes permiso para ver estos datos.',
    );
    expect(screen.getByRole('heading', { name: 'Logs de Auditoría' })).toBeInTheDocument();
    expect(screen.queryByText('No hay logs de auditoría disponibles.')).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
