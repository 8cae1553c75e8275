import { useMemo } from 'react';
import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid';
import { esES } from '@mui/x-data-grid/locales';

const localeText = esES.components.MuiDataGrid.defaultProps.localeText;

/**
 * The back office's data grid: in Spanish (a page may override single texts, such as its empty
 * state), on the paper background, and a click on a row does not select it (rows carry their own
 * actions). Its texts are set here rather than in the app theme so that the grid's code stays out
 * of what attendees download.
 */
export function SpanishDataGrid<R extends GridValidRowModel>({ sx, ...props }: DataGridProps<R>) {
  // The same objects from one render to the next while the page's own are: the grid takes a new
  // object for a change of its settings, and a search above it renders the page on every key.
  const texts = useMemo(() => ({ ...localeText, ...props.localeText }), [props.localeText]);
  const styles = useMemo(
    () => [{ bgcolor: 'background.paper' }, ...(Array.isArray(sx) ? sx : [sx])],
    [sx],
  );
  return <DataGrid disableRowSelectionOnClick {...props} localeText={texts} sx={styles} />;
}
