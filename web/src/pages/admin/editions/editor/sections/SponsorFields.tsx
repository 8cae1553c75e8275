import { useFormikContext } from 'formik';
import { esAdmin, formatText, SPONSOR_LEVELS } from '@curso/common';
import type { EditionForm, SponsorForm } from '../editionForm';
import { FoldedItem } from '../FoldedItem';
import { EditorInput, SelectInput } from '../inputs';

const t = esAdmin.editions.sponsor;
const LEVEL_OPTIONS = SPONSOR_LEVELS.map((value) => ({ value, label: t.levels[value] }));

/** One sponsor, as the sponsors' page shows it. */
export function SponsorFields({ index, onRemove }: { index: number; onRemove: () => void }) {
  const sponsor = useFormikContext<EditionForm>().values.sponsors[index];
  const field = (key: keyof SponsorForm) => `sponsors[${index}].${key}`;
  return (
    <FoldedItem
      path={`sponsors[${index}]`}
      heading={formatText(t.heading, { n: index + 1 })}
      name={sponsor.name}
      removeLabel={t.remove}
      onRemove={onRemove}
    >
      <EditorInput name={field('name')} label={t.name} width={8} required />
      <SelectInput
        name={field('level')}
        label={t.level}
        width={4}
        options={LEVEL_OPTIONS}
        required
      />
      <EditorInput name={field('logo')} label={t.logo} />
      <EditorInput name={field('website')} label={t.website} type="url" />
      <EditorInput name={field('description')} label={t.description} width={12} multiline />
    </FoldedItem>
  );
}
