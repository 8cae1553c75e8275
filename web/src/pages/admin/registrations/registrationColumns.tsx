import { Button, Chip, IconButton } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import MailOutlineOutlined from '@mui/icons-material/MailOutlineOutlined';
import {
  accessStatusLabel,
  formatText,
  fullName,
  isArchived,
  paymentStatusLabel,
  planDisplayName,
  type Edition,
  type Profile,
  esAdmin,
} from '@curso/common';
import { PlanChip } from '../../../components/PlanChip';
import { formatDate } from '../../../utils/dates';

const t = esAdmin.registrations;

export interface RowActions {
  edit(profile: Profile): void;
  viewAs(profile: Profile): void;
  archive(profile: Profile): void;
  restore(profile: Profile): void;
  history(profile: Profile): void;
}

/**
 * The cells' own layout, styled once by the grid's `sx` (`registrationCellStyles`): a search
 * brings a page of new rows on each key, and plain elements mount far faster than styled ones.
 */
const CELL = {
  name: 'registration-name',
  position: 'registration-position',
  actions: 'registration-actions',
} as const;

export const registrationCellStyles = {
  [`& .${CELL.name}`]: {
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    height: '100%',
    lineHeight: 1.3,
    minWidth: 0,
    '& > span': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  },
  [`& .${CELL.position}`]: { typography: 'caption', color: 'text.secondary' },
  [`& .${CELL.actions}`]: { display: 'flex', alignItems: 'center', gap: 1, height: '100%' },
} as const;

/**
 * The registrations grid's columns; archived rows cannot be edited or viewed as their user, and an
 * earlier edition's (`readOnly`) have no actions at all.
 */
export function registrationColumns(
  actions: RowActions,
  edition: Edition,
  readOnly: boolean,
): GridColDef<Profile>[] {
  const columns: GridColDef<Profile>[] = [
    {
      field: 'name',
      headerName: t.columns.name,
      flex: 1.4,
      minWidth: 200,
      valueGetter: (_value, row) => fullName(row.first_name, row.last_name),
      renderCell: ({ row, value }) => (
        <div className={CELL.name}>
          <span>
            {value}{' '}
            {isArchived(row) && <Chip size="small" label={t.archivedBadge} color="default" />}
          </span>
          {row.position && <span className={CELL.position}>{row.position}</span>}
        </div>
      ),
    },
    { field: 'email', headerName: t.columns.email, flex: 1.3, minWidth: 200 },
    { field: 'company', headerName: t.columns.company, flex: 1, minWidth: 140 },
    {
      field: 'plan_name',
      headerName: t.columns.plan,
      minWidth: 150,
      valueFormatter: (value) => planDisplayName(edition, value),
      renderCell: ({ value }) => <PlanChip plan={value} />,
    },
    {
      field: 'access_status',
      headerName: t.columns.access,
      minWidth: 120,
      valueFormatter: (value) => accessStatusLabel(value),
    },
    {
      field: 'payment_status',
      headerName: t.columns.payment,
      minWidth: 120,
      valueFormatter: (value) => paymentStatusLabel(value),
    },
    {
      field: 'created_at',
      headerName: t.columns.date,
      type: 'date',
      minWidth: 130,
      valueFormatter: (value: Date | null) => formatDate(value),
    },
    {
      field: 'history',
      headerName: t.columns.history,
      sortable: false,
      filterable: false,
      width: 80,
      renderCell: ({ row }) => {
        const label = formatText(t.emailHistory, { name: fullName(row.first_name, row.last_name) });
        return (
          <IconButton aria-label={label} title={label} onClick={() => actions.history(row)}>
            <MailOutlineOutlined />
          </IconButton>
        );
      },
    },
  ];
  if (readOnly) return columns;
  return [
    ...columns,
    {
      field: 'actions',
      headerName: t.columns.actions,
      sortable: false,
      filterable: false,
      minWidth: 330,
      renderCell: ({ row }) => {
        const archived = isArchived(row);
        return (
          <div className={CELL.actions}>
            <Button size="small" disabled={archived} onClick={() => actions.edit(row)}>
              {t.edit}
            </Button>
            <Button size="small" disabled={archived} onClick={() => actions.viewAs(row)}>
              {t.viewAsUser}
            </Button>
            {archived ? (
              <Button size="small" onClick={() => actions.restore(row)}>
                {t.restore}
              </Button>
            ) : (
              <Button size="small" color="error" onClick={() => actions.archive(row)}>
                {t.archive}
              </Button>
            )}
          </div>
        );
      },
    },
  ];
}
