import { useFormikContext } from 'formik';
import { Grid } from '@mui/material';
import { ADMISSIONS, esAdmin } from '@curso/common';
import type { EditionForm, PlanForm } from '../editionForm';
import { FormSwitch } from '../FormSwitch';
import { DateTimeInput, EditorInput, NumberInput, SelectInput } from '../inputs';

const t = esAdmin.editions.plan;
const ADMISSION_OPTIONS = ADMISSIONS.map((value) => ({ value, label: t.admissions[value] }));

/** One plan's inputs: what the landing sells, at what price and VAT, to whom and when. */
export function PlanFields({ index }: { index: number }) {
  const plan = useFormikContext<EditionForm>().values.plans[index];
  const field = (key: keyof PlanForm) => `plans[${index}].${key}`;
  return (
    <>
      <EditorInput name={field('key')} label={t.key} width={3} required />
      <EditorInput name={field('name')} label={t.name} width={5} required />
      <SelectInput
        name={field('admission')}
        label={t.admission}
        width={4}
        options={ADMISSION_OPTIONS}
        required
      />
      <EditorInput name={field('description')} label={t.description} width={12} multiline />
      <EditorInput name={field('features')} label={t.features} width={12} multiline minRows={3} />
      <NumberInput name={field('price')} label={t.price} width={4} required />
      <NumberInput name={field('early_price')} label={t.earlyPrice} width={4} />
      <DateTimeInput name={field('early_price_until')} label={t.earlyPriceUntil} width={4} />
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormSwitch name={field('vat_exempt')} label={t.vatExempt} />
      </Grid>
      {plan.vat_exempt ? (
        <EditorInput
          name={field('vat_exempt_reason')}
          label={t.vatExemptReason}
          width={8}
          required
        />
      ) : (
        <NumberInput name={field('vat_rate')} label={t.vatRate} width={4} required />
      )}
      <NumberInput name={field('capacity')} label={t.capacity} width={4} />
      <DateTimeInput name={field('registration_opens_at')} label={t.opensAt} width={4} />
      <DateTimeInput name={field('registration_closes_at')} label={t.closesAt} width={4} />
      <Grid size={12}>
        <FormSwitch name={field('in_person')} label={t.inPerson} />
        <FormSwitch name={field('popular')} label={t.popular} />
      </Grid>
    </>
  );
}
