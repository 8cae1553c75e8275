import { MenuItem, Stack, TextField } from '@mui/material';
import { es, PLAN_KEYS, planDisplayName, type RegistrationFilters } from '@curso/common';

const t = es.admin.registrations;

/** The four filters of "Gestión de Registros" (§2.2). */
export function RegistrationFiltersBar({
  filters,
  onChange,
}: {
  filters: RegistrationFilters;
  onChange: (filters: RegistrationFilters) => void;
}) {
  const set = <K extends keyof RegistrationFilters>(key: K, value: RegistrationFilters[K]) =>
    onChange({ ...filters, [key]: value });
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <TextField
        label={t.search}
        type="search"
        value={filters.search}
        onChange={(event) => set('search', event.target.value)}
        sx={{ flexGrow: 1 }}
      />
      <TextField
        select
        label={t.record}
        value={filters.record}
        onChange={(event) => set('record', event.target.value as RegistrationFilters['record'])}
        sx={{ minWidth: 140 }}
      >
        {(['active', 'archived', 'all'] as const).map((record) => (
          <MenuItem key={record} value={record}>
            {t.records[record]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t.access}
        value={filters.access}
        onChange={(event) => set('access', event.target.value as RegistrationFilters['access'])}
        sx={{ minWidth: 170 }}
      >
        <MenuItem value="all">{t.all}</MenuItem>
        {(['aprobado', 'pendiente_aprobacion', 'rechazado'] as const).map((access) => (
          <MenuItem key={access} value={access}>
            {t.accessOptions[access]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t.plan}
        value={filters.plan}
        onChange={(event) => set('plan', event.target.value as RegistrationFilters['plan'])}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="all">{t.all}</MenuItem>
        {PLAN_KEYS.map((plan) => (
          <MenuItem key={plan} value={plan}>
            {planDisplayName(plan)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
