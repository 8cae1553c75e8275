import { esAdmin } from '@curso/common';
import { EMPTY_SPONSOR } from '../editionForm';
import { FoldedList } from '../FoldedList';
import { SponsorFields } from './SponsorFields';

const t = esAdmin.editions;

/** The sponsors, one card each. */
export function SponsorsSection() {
  return (
    <FoldedList
      name="sponsors"
      title={t.sections.sponsors}
      texts={t.sponsor}
      emptyItem={EMPTY_SPONSOR}
    >
      {(index) => <SponsorFields index={index} />}
    </FoldedList>
  );
}
