import { screen, waitFor, within } from '@testing-library/react';

/**
 * The notice on screen, once it appears (its view downloads with the first one), by its title.
 * The first notice of a file waits for that download, which on a loaded machine can take seconds.
 */
export function findToast(title: string): Promise<HTMLElement> {
  return waitFor(
    () => {
      const toast = screen.getAllByRole('alert').find((alert) => within(alert).queryByText(title));
      if (!toast) throw new Error(`No toast titled "${title}"`);
      return toast;
    },
    { timeout: 5000 },
  );
}
