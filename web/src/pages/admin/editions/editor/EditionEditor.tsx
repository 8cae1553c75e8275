import { useState, type FormEvent } from 'react';
import { FormikProvider } from 'formik';
import {
  Alert,
  AppBar,
  Box,
  Button,
  Container,
  Dialog,
  IconButton,
  Stack,
  Toolbar,
  Typography,
} from '@mui/material';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { es, esAdmin, formatText, type Edition } from '@curso/common';
import { callableErrorText, callableFieldErrors } from '../../../../data/callableErrorText';
import { api } from '../../../../data/callables';
import { useToast } from '../../../../components/toast/ToastContext';
import { EditionPreview } from './EditionPreview';
import { ReadOnlyContext } from './ReadOnlyContext';
import { AccreditationSection } from './sections/AccreditationSection';
import { DatesSection } from './sections/DatesSection';
import { GeneralSection } from './sections/GeneralSection';
import { OtherSection } from './sections/OtherSection';
import { PlansSection } from './sections/PlansSection';
import { SponsorsSection } from './sections/SponsorsSection';
import { VenueSection } from './sections/VenueSection';
import { useEditionForm } from './useEditionForm';

const t = esAdmin.editions;

/**
 * "Editar" / "Ver": the whole edition in a full-screen form. A finished edition is history and
 * opens read-only; the current one is live, and says so. The list shows a save through its
 * listener; the form keeps what was typed.
 */
export function EditionEditor({ edition, onClose }: { edition: Edition; onClose: () => void }) {
  const toast = useToast();
  const { formik, accepted, showRefusedFields } = useEditionForm(edition);
  const [saving, setSaving] = useState(false);
  const [preview, setPreview] = useState<Edition | null>(null);
  const readOnly = edition.state === 'finished';

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const fields = await accepted();
    if (!fields) return;
    setSaving(true);
    try {
      await api.saveEdition({ edition: fields });
      toast({ title: t.saved, description: fields.title });
    } catch (error) {
      const refused = callableFieldErrors(error);
      if (refused) showRefusedFields(refused);
      const description = callableErrorText(error, es.errors.internal);
      toast({ title: t.saveFailed, description, variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  const showPreview = async () => {
    const fields = await accepted();
    if (fields) setPreview({ ...edition, ...fields });
  };

  return (
    <Dialog
      fullScreen
      open
      onClose={saving ? undefined : onClose}
      aria-labelledby="edition-editor-title"
    >
      <FormikProvider value={formik}>
        <Box component="form" noValidate onSubmit={save}>
          <AppBar position="sticky" color="default" elevation={1}>
            <Toolbar sx={{ gap: 1 }}>
              <IconButton
                edge="start"
                aria-label={t.closeEditor}
                onClick={onClose}
                disabled={saving}
              >
                <CloseOutlined />
              </IconButton>
              <Typography id="edition-editor-title" variant="h6" component="h2" sx={{ flex: 1 }}>
                {formatText(t.editorTitle, { id: edition.id })}
              </Typography>
              <Button startIcon={<VisibilityOutlined />} onClick={() => void showPreview()}>
                {t.preview}
              </Button>
              {!readOnly && (
                <Button type="submit" variant="contained" disabled={saving}>
                  {saving ? t.saving : t.save}
                </Button>
              )}
            </Toolbar>
          </AppBar>
          <Container maxWidth="md" sx={{ py: 3 }}>
            <Stack spacing={3}>
              {readOnly && <Alert severity="info">{t.readOnly}</Alert>}
              {edition.state === 'current' && <Alert severity="warning">{t.liveWarning}</Alert>}
              <ReadOnlyContext.Provider value={readOnly}>
                <GeneralSection />
                <DatesSection />
                <VenueSection />
                <PlansSection />
                <SponsorsSection />
                <AccreditationSection rules={edition.accreditation} />
                <OtherSection />
              </ReadOnlyContext.Provider>
            </Stack>
          </Container>
        </Box>
      </FormikProvider>
      {preview && <EditionPreview edition={preview} onClose={() => setPreview(null)} />}
    </Dialog>
  );
}
