import { Stack, TextField } from '@mui/material';
import { ACCESS_STATUSES, type RegistrationFilters, esAdmin } from '@curso/common';
import { useEditionScope } from '../shared/EditionScopeContext';
import { SelectFilter } from '../shared/SelectFilter';

const t = esAdmin.registrations;
const RECORDS = (['active', 'archived', 'all'] as const).map((r) => [r, t.records[r]] as const);
const ACCESS = ACCESS_STATUSES.map((a) => [a, t.accessOptions[a]] as const);

/** The four filters of "Gestión de Registros": search, record status, access, plan. */
export function RegistrationFiltersBar({
  filters,
  onChange,
}: {
  filters: RegistrationFilters;
  onChange: (filters: RegistrationFilters) => void;
}) {
  const plans = useEditionScope().edition.plans.map((p) => [p.key, p.name] as const);
  const set =
    <K extends keyof RegistrationFilters>(key: K) =>
    (value: RegistrationFilters[K]) =>
      onChange({ ...filters, [key]: value });
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <TextField
        label={t.search}
        type="search"
        value={filters.search}
        onChange={(event) => set('search')(event.target.value)}
        sx={{ flexGrow: 1 }}
      />
      <SelectFilter
        label={t.record}
        value={filters.record}
        onChange={(value) => set('record')(value as RegistrationFilters['record'])}
        options={RECORDS.filter(([r]) => r !== 'all')}
        allLabel={t.records.all}
        minWidth={140}
      />
      <SelectFilter
        label={t.access}
        value={filters.access}
        onChange={set('access')}
        options={ACCESS}
        allLabel={t.all}
        minWidth={170}
      />
      <SelectFilter
        label={t.plan}
        value={filters.plan}
        onChange={set('plan')}
        options={plans}
        allLabel={t.all}
        minWidth={200}
      />
    </Stack>
  );
}
