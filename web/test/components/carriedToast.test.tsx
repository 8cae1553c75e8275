import { render } from '@testing-library/react';
import { carryToast } from '../../src/components/toast/carriedToast';
import { ToastProvider } from '../../src/components/toast/ToastProvider';
import { findToast } from '../toasts';

describe('a notice carried over a page load', () => {
  it('shows once on the next page, as signing out leaves "Sesión cerrada" for /login', async () => {
    carryToast({ title: 'Sesión cerrada', description: 'Has cerrado sesión correctamente' });
    const first = render(
      <ToastProvider>
        <p>Página</p>
      </ToastProvider>,
    );
    expect(await findToast('Sesión cerrada')).toHaveTextContent('Has cerrado sesión correctamente');
    expect(sessionStorage.getItem('curso.carriedToast')).toBeNull();
    first.unmount();
    // Read, it is forgotten: the page after shows nothing.
    render(
      <ToastProvider>
        <p>Otra página</p>
      </ToastProvider>,
    );
    expect(document.body).not.toHaveTextContent('Sesión cerrada');
  });
});
