import { screen, waitFor } from '@testing-library/react';
import { api } from '../../dataFakes';
import { renderRoute } from '../../renderRoute';
import { findToast } from '../../toasts';

const codeBox = () => screen.getByRole('textbox', { name: 'Código de verificación' });

describe('/verify with fewer than six digits', () => {
  it('answers Enter with "Código incompleto" and asks the server nothing', async () => {
    const { user } = await renderRoute('/verify?email=ana%40example.com&type=login');
    await user.type(codeBox(), '1234{Enter}');
    expect(await findToast('Código incompleto')).toHaveTextContent(
      'Por favor ingresa el código de 6 dígitos',
    );
    expect(screen.getByRole('button', { name: 'Verificar' })).toBeDisabled();
    expect(api.verifyCode).not.toHaveBeenCalled();
  });

  it('verifies on Enter once the six digits are there, once', async () => {
    api.verifyCode.mockResolvedValue({ success: true, token: 'custom-token', isAdmin: false });
    const { user } = await renderRoute('/verify?email=ana%40example.com&type=login');
    await user.type(codeBox(), '123456{Enter}');
    expect(api.verifyCode).toHaveBeenCalledTimes(1);
    expect(api.verifyCode).toHaveBeenCalledWith({
      email: 'ana@example.com',
      code: '123456',
      isLogin: true,
    });
  });

  it('leaves Enter on the other buttons to them', async () => {
    const { user, location } = await renderRoute('/verify?email=ana%40example.com&type=login');
    await user.type(codeBox(), '12');
    screen.getByRole('button', { name: 'Volver' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/login'));
    expect(screen.queryByText('Código incompleto')).not.toBeInTheDocument();
  });
});
