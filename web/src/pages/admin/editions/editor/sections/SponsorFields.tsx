import { esAdmin, SPONSOR_LEVELS } from '@curso/common';
import type { SponsorForm } from '../editionForm';
import { EditorInput, SelectInput } from '../inputs';

const t = esAdmin.editions.sponsor;
const LEVEL_OPTIONS = SPONSOR_LEVELS.map((value) => ({ value, label: t.levels[value] }));

/** One sponsor's inputs, as the sponsors' page shows it. */
export function SponsorFields({ index }: { index: number }) {
  const field = (key: keyof SponsorForm) => `sponsors[${index}].${key}`;
  return (
    <>
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
    </>
  );
}
