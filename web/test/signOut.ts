import { waitFor } from '@testing-library/react';
import { loadPage } from '../src/utils/loadPage';

/**
 * Waits until the page signed out the way a browser sees it: a new load of `/login`, which shows
 * the notice this page left for it ("Sesión cerrada").
 */
export async function expectSignedOutToLogin(): Promise<void> {
  await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/login'));
  expect(JSON.parse(sessionStorage.getItem('curso.carriedToast') ?? 'null')).toEqual({
    title: 'Sesión cerrada',
    description: 'Has cerrado sesión correctamente',
  });
}
