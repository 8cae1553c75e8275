import { screen, waitFor } from '@testing-library/react';
import { es } from '@curso/common';
import { callableError, serverRefusal } from '../callableError';
import { api, signedIn } from '../dataFakes';
import { renderRoute } from '../renderRoute';
import { findToast } from '../toasts';
import * as sessionModule from '../../src/data/session';

const emailBox = () => screen.getByRole('textbox', { name: /^Email/ });
const submit = () => screen.getByRole('button', { name: 'Solicitar código de acceso' });

describe('/login', () => {
  it('has one required email field and a link to registration', async () => {
    await renderRoute('/login');
    expect(emailBox()).toHaveAttribute('type', 'email');
    expect(emailBox()).toBeRequired();
    expect(screen.getByRole('link', { name: 'Regístrate aquí' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('asks for the email when it is empty, without calling the server', async () => {
    const { user } = await renderRoute('/login');
    await user.click(submit());
    const toast = await findToast('Error');
    expect(toast).toHaveTextContent('Por favor ingresa tu email');
    expect(api.sendVerificationCode).not.toHaveBeenCalled();
  });

  it('sends a login code, says so and goes to /verify with type=login', async () => {
    let resolve!: () => void;
    api.sendVerificationCode.mockReturnValue(
      new Promise((done) => (resolve = () => done({ success: true }))),
    );
    const { user, location } = await renderRoute('/login');
    await user.type(emailBox(), 'Ana@Example.com');
    await user.click(submit());
    expect(screen.getByRole('button', { name: 'Enviando código...' })).toBeDisabled();
    resolve();
    const toast = await findToast('Código enviado');
    expect(toast).toHaveTextContent('Revisa tu email para acceder a tu cuenta');
    expect(api.sendVerificationCode).toHaveBeenCalledWith({
      email: 'ana@example.com',
      isLogin: true,
    });
    await waitFor(() => expect(location()).toBe('/verify?email=ana%40example.com&type=login'));
  });

  it.each([
    [
      'the refusal for an email with no account',
      serverRefusal('account-not-found'),
      'No existe una cuenta con este email. ¿Necesitas registrarte?',
    ],
    [
      'the refusal for a second code within a minute',
      serverRefusal('resend-too-soon', 'resource-exhausted'),
      'Espera un minuto antes de solicitar otro código.',
    ],
    [
      'the abuse limit of one client address, with the wait',
      callableError('resource-exhausted', es.errors['too-many-attempts'], {
        code: 'too-many-attempts',
        retryAfterSeconds: 1742,
      }),
      'Demasiados intentos. Inténtalo más tarde. Podrás volver a intentarlo en 30 min.',
    ],
    [
      'another server message',
      callableError('unavailable', 'Servicio de correo caído'),
      'Servicio de correo caído',
    ],
    [
      'an internal error',
      callableError('internal', 'internal'),
      'Error al enviar el código de acceso',
    ],
  ])('shows %s as the error text', async (_case, error, text) => {
    api.sendVerificationCode.mockRejectedValue(error);
    const { user, location } = await renderRoute('/login');
    await user.type(emailBox(), 'ana@example.com');
    await user.click(submit());
    expect(await findToast('Error')).toHaveTextContent(text);
    await waitFor(() => expect(location()).toBe('/login'));
    expect(submit()).toBeEnabled();
  });

  it('shows "Verificando sesión..." while the session is read', async () => {
    jest.mocked(sessionModule.useSignedInUser).mockReturnValue({ status: 'loading' });
    await renderRoute('/login');
    expect(screen.getByText('Verificando sesión...')).toBeInTheDocument();
  });

  it('sends a signed-in administrator to /admin', async () => {
    signedIn({ isAdmin: true });
    const { location } = await renderRoute('/login');
    await waitFor(() => expect(location()).toBe('/admin'));
    expect(await screen.findByRole('heading', { name: 'Panel General' })).toBeInTheDocument();
  });

  it('sends a signed-in attendee to /dashboard', async () => {
    signedIn();
    const { location } = await renderRoute('/login');
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });
});
