import { Stack } from '@mui/material';
import { asksLaspghnMembership, es, needsSocietyApproval, type EditionPlan } from '@curso/common';
import { FormCheckbox } from '../../components/form/FormCheckbox';
import { useEdition } from '../../session/EditionContext';

const t = es.register;

/** Terms and privacy for everyone; socio also accepts the membership check; laspghn confirms it. */
export function ConsentCheckboxes({ plan }: { plan: EditionPlan }) {
  const edition = useEdition();
  return (
    <Stack>
      {asksLaspghnMembership(plan.key) && (
        <FormCheckbox name="isLaspghnMember" label={t.laspghnMember} />
      )}
      <FormCheckbox name="acceptsTerms" label={t.acceptsTerms} />
      <FormCheckbox name="acceptsPrivacy" label={t.acceptsPrivacy} />
      {needsSocietyApproval(edition, plan.key) && (
        <FormCheckbox name="acceptsSocietyVerification" label={t.acceptsSocietyVerification} />
      )}
    </Stack>
  );
}
