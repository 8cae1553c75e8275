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
  return (
    <DataGrid
      disableRowSelectionOnClick
      {...props}
      localeText={{ ...localeText, ...props.localeText }}
      sx={[{ bgcolor: 'background.paper' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
