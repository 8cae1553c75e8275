import { esAdmin } from '@curso/common';
import { EditorInput } from '../inputs';
import { EditorSection } from '../EditorSection';

const t = esAdmin.editions;

/** Where the in-person plans are attended. */
export function VenueSection() {
  return (
    <EditorSection title={t.sections.venue}>
      <EditorInput name="venue.name" label={t.fields.venueName} required />
      <EditorInput name="venue.city" label={t.fields.venueCity} required />
      <EditorInput name="venue.address" label={t.fields.venueAddress} width={12} />
    </EditorSection>
  );
}
