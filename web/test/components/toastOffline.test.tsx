import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '../../src/components/toast/ToastProvider';
import { useToast } from '../../src/components/toast/ToastContext';

// The notice's view is downloaded with the first notice; here that download fails, as offline.
jest.mock('../../src/components/toast/ToastView', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

function SendButton() {
  const toast = useToast();
  return (
    <button
      onClick={() =>
        toast({ title: 'Error', description: 'Error de conexión', variant: 'destructive' })
      }
    >
      Enviar
    </button>
  );
}

it('still announces a notice whose view cannot be downloaded', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <ToastProvider>
      <SendButton />
    </ToastProvider>,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'Enviar' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Error Error de conexión');
});
