import { esAdmin } from '@curso/common';
import { EditorInput } from '../inputs';
import { EditorSection } from '../EditorSection';

const t = esAdmin.editions;

/** The year (the edition's id, which never changes), titles and time zone. */
export function GeneralSection() {
  return (
    <EditorSection title={t.sections.general}>
      <EditorInput
        name="id"
        label={t.fields.id}
        width={3}
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <EditorInput name="time_zone" label={t.fields.timeZone} width={3} required />
      <EditorInput name="title" label={t.fields.title} width={12} required />
      <EditorInput name="short_title" label={t.fields.shortTitle} required />
    </EditorSection>
  );
}
