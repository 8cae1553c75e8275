import type { ReactNode } from 'react';
import { Alert, AlertTitle } from '@mui/material';
import { esAdmin } from '@curso/common';
import { useEditionScope } from './EditionScopeContext';

const t = esAdmin.editionFilter;

/**
 * Where an earlier edition's page leaves out the actions that would change its registrations:
 * why they are not there. Nothing on the current edition.
 */
export function ClosedEditionNotice({ children = t.readOnlyDetail }: { children?: ReactNode }) {
  if (!useEditionScope().readOnly) return null;
  return (
    <Alert severity="info">
      <AlertTitle>{t.readOnly}</AlertTitle>
      {children}
    </Alert>
  );
}
