import { esAdmin, formatText, type AccreditationRules } from '@curso/common';
import { NumberInput } from '../inputs';
import { EditorSection } from '../EditorSection';

const t = esAdmin.editions.accreditation;

/**
 * The numbers of the accreditation rules: the pass mark, the attendance a session needs, what each
 * requirement asks for and what each certificate is worth. The rules themselves (which sessions
 * count, what each certificate requires) are the edition's, named by their titles.
 */
export function AccreditationSection({ rules }: { rules: AccreditationRules }) {
  return (
    <EditorSection title={esAdmin.editions.sections.accreditation}>
      <NumberInput name="accreditation.examPassPercent" label={t.examPassPercent} required />
      <NumberInput name="accreditation.attendanceShare" label={t.attendanceShare} required />
      {rules.requirements.map(({ id, title }, index) => (
        <NumberInput
          key={id}
          name={`accreditation.requirements[${index}].required`}
          label={formatText(t.required, { title })}
          width={4}
          required
        />
      ))}
      {rules.certificates.map(({ type, title }, index) => [
        <NumberInput
          key={`${type}-hours`}
          name={`accreditation.certificates[${index}].hours`}
          label={formatText(t.hours, { title })}
          required
        />,
        <NumberInput
          key={`${type}-validity`}
          name={`accreditation.certificates[${index}].validityYears`}
          label={formatText(t.validityYears, { title })}
          required
        />,
      ])}
    </EditorSection>
  );
}
