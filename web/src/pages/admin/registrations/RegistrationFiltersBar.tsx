import { useMemo, type Dispatch, type SetStateAction } from 'react';
import { Stack, TextField } from '@mui/material';
import { ACCESS_STATUSES, type RegistrationFilters, esAdmin } from '@curso/common';
import { useEditionScope } from '../shared/EditionScopeContext';
import { SelectFilter } from '../shared/SelectFilter';

const t = esAdmin.registrations;
// "all" is the select's own first option.
const RECORDS = (['active', 'archived'] as const).map((r) => [r, t.records[r]] as const);
const ACCESS = ACCESS_STATUSES.map((a) => [a, t.accessOptions[a]] as const);
const GROW = { flexGrow: 1 };

/**
 * The four filters of "Gestión de Registros": search, record status, access, plan. Each select
 * gets the same props while its own value stands, so a keystroke in the search redraws the search
 * alone.
 */
export function RegistrationFiltersBar({
  filters,
  onChange,
}: {
  filters: RegistrationFilters;
  onChange: Dispatch<SetStateAction<RegistrationFilters>>;
}) {
  const { plans: editionPlans } = useEditionScope().edition;
  const plans = useMemo(() => editionPlans.map((p) => [p.key, p.name] as const), [editionPlans]);
  const set = useMemo(() => {
    const setter =
      <K extends keyof RegistrationFilters>(key: K) =>
      (value: RegistrationFilters[K]) =>
        onChange((current) => ({ ...current, [key]: value }));
    return {
      record: setter('record'),
      access: setter('access'),
      plan: setter('plan'),
    };
  }, [onChange]);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <TextField
        label={t.search}
        type="search"
        value={filters.search}
        onChange={(event) => onChange((current) => ({ ...current, search: event.target.value }))}
        sx={GROW}
      />
      <SelectFilter
        label={t.record}
        value={filters.record}
        onChange={set.record}
        options={RECORDS}
        allLabel={t.records.all}
        minWidth={140}
      />
      <SelectFilter
        label={t.access}
        value={filters.access}
        onChange={set.access}
        options={ACCESS}
        allLabel={t.all}
        minWidth={170}
      />
      <SelectFilter
        label={t.plan}
        value={filters.plan}
        onChange={set.plan}
        options={plans}
        allLabel={t.all}
        minWidth={200}
      />
    </Stack>
  );
}
