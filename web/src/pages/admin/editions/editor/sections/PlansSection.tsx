import { esAdmin } from '@curso/common';
import { EMPTY_PLAN } from '../editionForm';
import { FoldedList } from '../FoldedList';
import { PlanFields } from './PlanFields';

const t = esAdmin.editions;

/** The plans, one card each; the list's own rules (one at least, keys unique…) above them. */
export function PlansSection() {
  return (
    <FoldedList
      name="plans"
      title={t.sections.plans}
      texts={t.plan}
      emptyItem={EMPTY_PLAN}
      showListError
    >
      {(index) => <PlanFields index={index} />}
    </FoldedList>
  );
}
