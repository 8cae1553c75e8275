import { Button, Stack, TextField } from '@mui/material';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { type EmailStatus, type EmailType, esAdmin } from '@curso/common';
import { SelectFilter } from '../shared/SelectFilter';
import { STATUS_OPTIONS, TYPE_OPTIONS } from './emailLabels';

const t = esAdmin.emails.history;

/** Recipient search (Enter or "Buscar"), type, status, and "Actualizar". */
export function HistoryFiltersBar({
  recipient,
  onRecipient,
  type,
  onType,
  status,
  onStatus,
  onSearch,
  onRefresh,
}: {
  recipient: string;
  onRecipient: (value: string) => void;
  type: EmailType | 'all';
  onType: (value: EmailType | 'all') => void;
  status: EmailStatus | 'all';
  onStatus: (value: EmailStatus | 'all') => void;
  onSearch: () => void;
  onRefresh: () => void;
}) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'center' }}>
      <TextField
        type="search"
        label={t.search}
        placeholder={t.searchPlaceholder}
        value={recipient}
        onChange={(event) => onRecipient(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            onSearch();
          }
        }}
        sx={{ flexGrow: 1 }}
      />
      <SelectFilter
        label={t.type}
        value={type}
        onChange={onType}
        options={TYPE_OPTIONS as [EmailType, string][]}
        allLabel={t.all}
        minWidth={200}
      />
      <SelectFilter
        label={t.status}
        value={status}
        onChange={onStatus}
        options={STATUS_OPTIONS as [EmailStatus, string][]}
        allLabel={t.all}
      />
      <Button variant="contained" startIcon={<SearchOutlined />} onClick={onSearch}>
        {t.searchButton}
      </Button>
      <Button startIcon={<RefreshOutlined />} onClick={onRefresh}>
        {t.refresh}
      </Button>
    </Stack>
  );
}
