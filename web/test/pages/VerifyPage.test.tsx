import { act, screen, waitFor } from '@testing-library/react';
import { emptyRegistration, type PlanKey } from '@curso/common';
import { planIn } from '../../../common/test/fixtures/editions';
import { callableError } from '../callableError';
import { api } from '../dataFakes';
import { renderRoute } from '../renderRoute';
import { findToast } from '../toasts';

const codeBox = () => screen.getByRole('textbox', { name: 'Código de verificación' });
const verifyButton = () => screen.getByRole('button', { name: 'Verificar' });

function registrationForm(plan: PlanKey) {
  return {
    ...emptyRegistration(plan),
    email: 'ana@example.com',
    firstName: 'Ana',
    lastName: 'García',
    country: 'ES',
    city: 'Madrid',
    acceptsTerms: true,
    acceptsPrivacy: true,
  };
}

function storeRegistration(plan: PlanKey) {
  const formData = registrationForm(plan);
  localStorage.setItem(
    'registrationData',
    JSON.stringify({ formData, plan, planConfig: planIn(plan) }),
  );
}

const accepted = (isAdmin = false) => ({ success: true as const, token: 'custom-token', isAdmin });

describe('/verify', () => {
  it('sends a visitor without an email to /register', async () => {
    const { location } = await renderRoute('/verify');
    await waitFor(() => expect(location()).toBe('/register'));
  });

  it('takes digits only and enables verification at exactly six', async () => {
    const { user } = await renderRoute('/verify?email=ana%40example.com');
    expect(verifyButton()).toBeDisabled();
    await user.type(codeBox(), '12ab-34');
    expect(codeBox()).toHaveValue('1234');
    expect(verifyButton()).toBeDisabled();
    await user.type(codeBox(), '5678');
    expect(codeBox()).toHaveValue('123456');
    expect(verifyButton()).toBeEnabled();
  });

  it('registers a socio: signs in, forgets the local data and waits for the societies', async () => {
    storeRegistration('socio');
    api.verifyCode.mockResolvedValue(accepted());
    const { user, location } = await renderRoute('/verify?email=ana%40example.com');
    await user.type(codeBox(), '123456');
    await user.click(verifyButton());

    await waitFor(() => expect(location()).toBe('/pending-confirmation'));
    const { email: _email, ...userData } = registrationForm('socio');
    expect(api.verifyCode).toHaveBeenCalledWith({
      email: 'ana@example.com',
      code: '123456',
      isLogin: false,
      userData,
    });
    expect(api.signInWithToken).toHaveBeenCalledWith('custom-token');
    expect(localStorage.getItem('registrationData')).toBeNull();
  });

  it('sends a new online attendee to pay', async () => {
    storeRegistration('online');
    api.verifyCode.mockResolvedValue(accepted());
    const { user, location } = await renderRoute('/verify?email=ana%40example.com');
    await user.type(codeBox(), '123456');
    await user.click(verifyButton());
    await waitFor(() => expect(location()).toBe('/payment?email=ana%40example.com&plan=online'));
  });

  it('signs an administrator in to /admin', async () => {
    api.verifyCode.mockResolvedValue(accepted(true));
    const { user, location } = await renderRoute('/verify?email=admin%40example.com&type=login');
    await user.type(codeBox(), '654321');
    await user.click(verifyButton());
    await waitFor(() => expect(location()).toBe('/admin'));
    expect(api.verifyCode).toHaveBeenCalledWith({
      email: 'admin@example.com',
      code: '654321',
      isLogin: true,
    });
    expect(api.verifyCode.mock.calls[0][0]).not.toHaveProperty('userData');
  });

  it('needs the registration data kept by /register', async () => {
    const { user, location } = await renderRoute('/verify?email=ana%40example.com');
    await user.type(codeBox(), '123456');
    await user.click(verifyButton());
    expect(await findToast('Error')).toHaveTextContent('Datos de registro no encontrados');
    expect(api.verifyCode).not.toHaveBeenCalled();
    await waitFor(() => expect(location()).toBe('/verify?email=ana%40example.com'));
  });

  it.each([
    [
      callableError('failed-precondition', 'bad', { code: 'code-invalid' }),
      'Código incorrecto o expirado',
    ],
    [
      callableError('failed-precondition', 'old', { code: 'code-expired' }),
      'El código ha expirado. Solicita uno nuevo.',
    ],
    [callableError('internal', 'internal'), 'Código incorrecto o expirado'],
  ])('reports a refused code as "Error de verificación" (%#)', async (error, text) => {
    api.verifyCode.mockRejectedValue(error);
    const { user, location } = await renderRoute('/verify?email=ana%40example.com&type=login');
    await user.type(codeBox(), '123456');
    await user.click(verifyButton());
    expect(await findToast('Error de verificación')).toHaveTextContent(text);
    expect(api.signInWithToken).not.toHaveBeenCalled();
    await waitFor(() => expect(location()).toBe('/verify?email=ana%40example.com&type=login'));
  });

  it('reports an answer without a token', async () => {
    api.verifyCode.mockResolvedValue({ ...accepted(), token: '' });
    const { user } = await renderRoute('/verify?email=ana%40example.com&type=login');
    await user.type(codeBox(), '123456');
    await user.click(verifyButton());
    expect(await findToast('Error')).toHaveTextContent('No se recibieron los tokens de sesión');
  });

  it('reports a session that cannot be set, keeping the registration data', async () => {
    storeRegistration('online');
    api.verifyCode.mockResolvedValue(accepted());
    api.signInWithToken.mockRejectedValue(new Error('auth/invalid-custom-token'));
    const { user } = await renderRoute('/verify?email=ana%40example.com');
    await user.type(codeBox(), '123456');
    await user.click(verifyButton());
    expect(await findToast('Error')).toHaveTextContent(
      'Error al establecer la sesión: auth/invalid-custom-token',
    );
    expect(localStorage.getItem('registrationData')).not.toBeNull();
  });

  it.each([
    ['/verify?email=ana%40example.com&type=login', '/login'],
    ['/verify?email=ana%40example.com', '/register'],
  ])('goes back from %s to %s', async (path, back) => {
    const { user, location } = await renderRoute(path);
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(location()).toBe(back));
  });
});

describe('/verify: Reenviar código', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const resendButton = () => screen.getByRole('button', { name: /^Reenviar código/ });
  const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
  /** Arrives from a code just sent, and waits out the minute before another may go. */
  async function openAfterTheMinute(path: string) {
    const view = await renderRoute(path, { fakeTimers: true });
    advance(60_000);
    return view;
  }

  it('counts down the minute after a code was sent, and cannot be pressed until it is over', async () => {
    await renderRoute('/verify?email=ana%40example.com&type=login', { fakeTimers: true });
    expect(resendButton()).toBeDisabled();
    expect(resendButton()).toHaveTextContent('Reenviar código en 60 s');
    advance(1000);
    expect(resendButton()).toHaveTextContent('Reenviar código en 59 s');
    advance(58_000);
    expect(resendButton()).toHaveTextContent('Reenviar código en 1 s');
    expect(resendButton()).toBeDisabled();
    advance(1000);
    expect(resendButton()).toBeEnabled();
    expect(resendButton()).toHaveTextContent(/^Reenviar código$/);
    expect(api.sendVerificationCode).not.toHaveBeenCalled();
  });

  it('resends the code, then waits another minute', async () => {
    api.sendVerificationCode.mockResolvedValue({ success: true });
    const { user } = await openAfterTheMinute('/verify?email=ana%40example.com&type=login');
    await user.click(resendButton());
    expect(await findToast('Código reenviado')).toBeInTheDocument();
    expect(api.sendVerificationCode).toHaveBeenCalledWith({
      email: 'ana@example.com',
      isLogin: true,
    });
    expect(resendButton()).toBeDisabled();
    expect(resendButton()).toHaveTextContent('Reenviar código en 60 s');
  });

  it('reports a failed resend, and may be tried again at once', async () => {
    api.sendVerificationCode.mockRejectedValue(callableError('internal', 'internal'));
    const { user } = await openAfterTheMinute('/verify?email=ana%40example.com');
    await user.click(resendButton());
    expect(await findToast('Error al reenviar el código')).toBeInTheDocument();
    expect(resendButton()).toBeEnabled();
  });
});
