import { esAdmin } from '@curso/common';
import { DateTimeInput } from '../inputs';
import { EditorSection } from '../EditorSection';

const t = esAdmin.editions;

/** When the course starts and ends, and what the dashboard counts down to. */
export function DatesSection() {
  return (
    <EditorSection title={t.sections.dates}>
      <DateTimeInput name="starts_at" label={t.fields.startsAt} width={4} required />
      <DateTimeInput name="ends_at" label={t.fields.endsAt} width={4} required />
      <DateTimeInput name="countdown_target" label={t.fields.countdownTarget} width={4} required />
    </EditorSection>
  );
}
