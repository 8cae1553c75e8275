import { esAdmin } from '@curso/common';
import { DateTimeInput, EditorInput } from '../inputs';
import { EditorSection } from '../EditorSection';

const t = esAdmin.editions;

/** The approval emails' cut-off, the support address and the calendar file's name. */
export function OtherSection() {
  return (
    <EditorSection title={t.sections.other}>
      <DateTimeInput name="approval_email_cutoff" label={t.fields.approvalCutoff} width={12} />
      <EditorInput name="support_email" label={t.fields.supportEmail} type="email" required />
      <EditorInput name="calendar_file_name" label={t.fields.calendarFileName} required />
    </EditorSection>
  );
}
