import { screen, within } from '@testing-library/react';

/** The notice on screen, once it appears, with its title and text. */
export async function findToast(title: string): Promise<HTMLElement> {
  const alerts = await screen.findAllByRole('alert');
  const toast = alerts.find((alert) => within(alert).queryByText(title));
  if (!toast) throw new Error(`No toast titled "${title}"`);
  return toast;
}
