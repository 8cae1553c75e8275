import { FieldArray, useFormikContext } from 'formik';
import { Button, Grid, Stack } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { esAdmin } from '@curso/common';
import { EMPTY_SPONSOR, type EditionForm } from '../editionForm';
import { EditorSection } from '../EditorSection';
import { useReadOnly } from '../ReadOnlyContext';
import { SponsorFields } from './SponsorFields';

const t = esAdmin.editions;

/** The sponsors, one card each. */
export function SponsorsSection() {
  const { values } = useFormikContext<EditionForm>();
  const readOnly = useReadOnly();
  return (
    <EditorSection title={t.sections.sponsors}>
      <Grid size={12}>
        <FieldArray name="sponsors">
          {({ push, remove }) => (
            <Stack spacing={2}>
              {values.sponsors.map((_sponsor, index) => (
                <SponsorFields key={index} index={index} onRemove={() => remove(index)} />
              ))}
              {!readOnly && (
                <Button
                  startIcon={<AddOutlined />}
                  onClick={() => push(EMPTY_SPONSOR)}
                  sx={{ alignSelf: 'flex-start' }}
                >
                  {t.sponsor.add}
                </Button>
              )}
            </Stack>
          )}
        </FieldArray>
      </Grid>
    </EditorSection>
  );
}
