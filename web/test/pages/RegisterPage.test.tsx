import { screen, within, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { serverRefusal } from '../callableError';
import { api } from '../dataFakes';
import { renderRoute } from '../renderRoute';
import { findToast } from '../toasts';

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const select = (name: RegExp) => screen.getByRole('combobox', { name });
const checkbox = (name: string) => screen.getByRole('checkbox', { name });
const submit = () => screen.getByRole('button', { name: 'Continuar' });

async function fillCommon(user: UserEvent) {
  await user.type(field(/^Nombre/), 'Ana');
  await user.type(field(/^Apellidos/), 'García');
  await user.type(field(/^Email/), 'ana@example.com');
  await user.selectOptions(select(/^País/), 'ES');
}

async function acceptTermsAndPrivacy(user: UserEvent) {
  await user.click(checkbox('Acepto los términos y condiciones'));
  await user.click(checkbox('Acepto la política de privacidad'));
}

describe('/register', () => {
  it('defaults to the online plan, ignoring an unknown one, with its price and VAT', async () => {
    await renderRoute('/register?plan=foo');
    const summary = screen.getByRole('complementary', { name: 'Plan seleccionado' });
    expect(within(summary).getByText('Online')).toBeInTheDocument();
    expect(within(summary).getByText('175 €')).toBeInTheDocument();
    expect(within(summary).getByText('37 €')).toBeInTheDocument();
    expect(within(summary).getByText('212 €')).toBeInTheDocument();
    expect(within(summary).getByText('Acceso al streaming en directo')).toBeInTheDocument();
  });

  it('prices presencial at 495 € + 104 € VAT = 599 €', async () => {
    await renderRoute('/register?plan=presencial');
    const summary = screen.getByRole('complementary', { name: 'Plan seleccionado' });
    expect(within(summary).getByText('495 €')).toBeInTheDocument();
    expect(within(summary).getByText('104 €')).toBeInTheDocument();
    expect(within(summary).getByText('599 €')).toBeInTheDocument();
  });

  it('asks the non-member plans for city and country, with optional institution and specialty', async () => {
    const { user } = await renderRoute('/register?plan=online');
    expect(field(/^Email/)).toHaveAttribute('type', 'email');
    expect(field(/^Institución \(opcional\)/)).not.toBeRequired();
    expect(select(/^Especialidad \(opcional\)/)).not.toBeRequired();
    expect(select(/^Prefijo/)).toHaveValue('+34');
    expect(screen.queryByRole('combobox', { name: /^Sociedad/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /LASPGHAN/ })).not.toBeInTheDocument();

    await user.click(submit());
    expect(await screen.findByText('El nombre es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('El apellido es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('El email es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('La ciudad es obligatoria')).toBeInTheDocument();
    expect(screen.getByText('El país es obligatorio')).toBeInTheDocument();
    expect(screen.queryByText('La especialidad es obligatoria')).not.toBeInTheDocument();
    expect(api.sendVerificationCode).not.toHaveBeenCalled();
  });

  it('offers the specification\u2019s 25 dial codes and 8 specialties, not the back office\u2019s', async () => {
    await renderRoute('/register?plan=socio');
    const choices = (name: RegExp) =>
      within(select(name))
        .getAllByRole('option')
        .map((option) => option.getAttribute('value'))
        .filter(Boolean);
    expect(choices(/^Prefijo/)).toEqual([
      '+34',
      '+54',
      '+52',
      '+57',
      '+51',
      '+56',
      '+598',
      '+595',
      '+591',
      '+593',
      '+58',
      '+506',
      '+507',
      '+502',
      '+504',
      '+503',
      '+505',
      '+1',
      '+53',
      '+55',
      '+351',
      '+33',
      '+39',
      '+49',
      '+44',
    ]);
    expect(choices(/^Especialidad/)).toEqual([
      'pediatria-general',
      'neonatologia',
      'gastroenterologia',
      'neurologia',
      'cardiologia',
      'neumologia',
      'endocrinologia',
      'otra',
    ]);
  });

  it('asks socio for specialty, workplace, society and country, and the membership check', async () => {
    const { user } = await renderRoute('/register?plan=socio');
    expect(screen.queryByRole('textbox', { name: /^Ciudad/ })).not.toBeInTheDocument();
    await user.click(submit());
    expect(await screen.findByText('La especialidad es obligatoria')).toBeInTheDocument();
    expect(screen.getByText('El centro de trabajo es obligatorio')).toBeInTheDocument();
    expect(screen.getByText('La sociedad es obligatoria')).toBeInTheDocument();
    expect(screen.getByText('El país es obligatorio')).toBeInTheDocument();
    expect(screen.queryByText('La ciudad es obligatoria')).not.toBeInTheDocument();
  });

  it('announces each field error as it appears (an alert), not only shows it', async () => {
    const { user } = await renderRoute('/register?plan=online');
    await user.click(submit());
    await screen.findByText('El nombre es obligatorio');
    const announced = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(announced).toEqual(
      expect.arrayContaining([
        'El nombre es obligatorio',
        'El apellido es obligatorio',
        'El email es obligatorio',
        'El país es obligatorio',
      ]),
    );
    // The message is the field's description too, read when the field is reached.
    expect(field(/^Nombre/)).toHaveAccessibleDescription('El nombre es obligatorio');
  });

  it('refuses without terms and privacy, with the specification text', async () => {
    const { user } = await renderRoute('/register?plan=online');
    await fillCommon(user);
    await user.type(field(/^Ciudad/), 'Madrid');
    await user.click(checkbox('Acepto los términos y condiciones'));
    await user.click(submit());
    const toast = await findToast('Error');
    expect(toast).toHaveTextContent(
      'Debes aceptar los términos y condiciones y la política de privacidad',
    );
    expect(api.sendVerificationCode).not.toHaveBeenCalled();
  });

  it('refuses socio without the society-membership verification', async () => {
    const { user } = await renderRoute('/register?plan=socio');
    await fillCommon(user);
    await user.selectOptions(select(/^Especialidad/), 'gastroenterologia');
    await user.type(field(/^Centro de trabajo/), 'Hospital La Paz');
    await user.selectOptions(select(/^Sociedad/), 'seghnp');
    await acceptTermsAndPrivacy(user);
    await user.click(submit());
    const toast = await findToast('Error');
    expect(toast).toHaveTextContent('Debes aceptar la verificación de pertenencia a la sociedad');
    expect(api.sendVerificationCode).not.toHaveBeenCalled();
  });

  it('sends the code, keeps the registration data and goes to /verify', async () => {
    api.sendVerificationCode.mockResolvedValue({ success: true });
    const { user, location } = await renderRoute('/register?plan=laspghn');
    await fillCommon(user);
    await user.type(field(/^Ciudad/), 'Lima');
    await user.type(field(/^Teléfono/), '600 111 222');
    await user.selectOptions(select(/^Prefijo/), '+51');
    await user.click(checkbox('Confirmo que soy miembro activo de LASPGHAN'));
    await acceptTermsAndPrivacy(user);
    await user.click(submit());

    await findToast('Código enviado');
    expect(api.sendVerificationCode).toHaveBeenCalledWith({
      email: 'ana@example.com',
      isLogin: false,
    });
    await waitFor(() => expect(location()).toBe('/verify?email=ana%40example.com'));
    const stored = JSON.parse(localStorage.getItem('registrationData')!);
    expect(stored.plan).toBe('laspghn');
    expect(stored.planConfig.name).toBe('Miembro LASPGHAN');
    expect(stored.formData).toMatchObject({
      firstName: 'Ana',
      city: 'Lima',
      phone: '600 111 222',
      phoneCountryCode: '+51',
      isLaspghnMember: true,
      acceptsTerms: true,
      acceptsPrivacy: true,
    });
  });

  it('shows the refusal for an email that already has an account, and stays', async () => {
    api.sendVerificationCode.mockRejectedValue(serverRefusal('account-exists'));
    const { user, location } = await renderRoute('/register?plan=online');
    await fillCommon(user);
    await user.type(field(/^Ciudad/), 'Madrid');
    await acceptTermsAndPrivacy(user);
    await user.click(submit());
    expect(await findToast('Error')).toHaveTextContent(
      'Ya existe una cuenta con este email. ¿Necesitas iniciar sesión?',
    );
    await waitFor(() => expect(location()).toBe('/register?plan=online'));
    expect(localStorage.getItem('registrationData')).toBeNull();
  });
});
