import { useCallback } from 'react';
import { es, type CsvCell, esAdmin } from '@curso/common';
import { useToast } from '../../../components/toast/ToastContext';
import { downloadCsv } from './downloadCsv';

/** Downloads a CSV of the rows, or says "No hay datos para exportar" when there are none. */
export function useCsvExport() {
  const toast = useToast();
  return useCallback(
    (fileName: string, header: readonly string[], rows: readonly (readonly CsvCell[])[]) => {
      if (!rows.length) {
        toast({ title: es.common.error, description: esAdmin.csv.noData, variant: 'destructive' });
        return;
      }
      downloadCsv(fileName, header, rows);
    },
    [toast],
  );
}
