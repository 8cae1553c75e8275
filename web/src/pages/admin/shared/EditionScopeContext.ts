import { createContext, useContext } from 'react';
import type { Edition, EditionPeriod } from '@curso/common';

/** The edition every back office page shows, chosen in the top bar. */
export interface EditionScope {
  edition: Edition;
  /** Where the records that name no edition (emails, audit, jobs, sessions) fall for it. */
  period: EditionPeriod;
  /** An earlier edition: its registrations are history, shown and never changed. */
  readOnly: boolean;
}

/** The choice behind the scope: the editions on offer, the one chosen, and how to choose. */
export interface EditionChoice {
  /** `null` until the chosen edition is known. */
  scope: EditionScope | null;
  /** Every published edition, the latest first. */
  options: Edition[];
  select(editionId: string): void;
}

export const EditionChoiceContext = createContext<EditionChoice | null>(null);

export function useEditionChoice(): EditionChoice {
  const choice = useContext(EditionChoiceContext);
  if (!choice) throw new Error('useEditionChoice needs the back office layout');
  return choice;
}

/** The edition the page shows; the layout renders the pages only once it is known. */
export function useEditionScope(): EditionScope {
  const { scope } = useEditionChoice();
  if (!scope) throw new Error('useEditionScope is used before the edition is known');
  return scope;
}
