import { Stack } from '@mui/material';
import { es, needsSocietyApproval, type PublicPlanKey } from '@curso/common';
import { FormCheckbox } from '../../components/form/FormCheckbox';

const t = es.register;

/** Terms and privacy for everyone; socio also accepts the membership check; laspghn confirms it. */
export function ConsentCheckboxes({ plan }: { plan: PublicPlanKey }) {
  return (
    <Stack>
      {plan === 'laspghn' && <FormCheckbox name="isLaspghnMember" label={t.laspghnMember} />}
      <FormCheckbox name="acceptsTerms" label={t.acceptsTerms} />
      <FormCheckbox name="acceptsPrivacy" label={t.acceptsPrivacy} />
      {needsSocietyApproval(plan) && (
        <FormCheckbox name="acceptsSocietyVerification" label={t.acceptsSocietyVerification} />
      )}
    </Stack>
  );
}
