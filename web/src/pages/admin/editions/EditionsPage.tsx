import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { esAdmin, formatText, type Edition } from '@curso/common';
import { useEditions } from '../../../data/admin/editions';
import { api } from '../../../data/callables';
import { ListenerErrorAlert } from '../../../components/ListenerErrorAlert';
import { PageHeading } from '../../../components/PageHeading';
import { SpanishDataGrid } from '../../../components/SpanishDataGrid';
import { useToast } from '../../../components/toast/ToastContext';
import { useAdminCall } from '../shared/useAdminCall';
import { useListenerFailureToast } from '../shared/useListenerFailureToast';
import { EditionEditor } from './editor/EditionEditor';
import { editionColumns } from './editionColumns';
import { PublishDialog } from './PublishDialog';

const t = esAdmin.editions;
type Open = { dialog: 'edit' | 'publish'; editionId: string } | null;

/** "Ediciones": every edition of the course, its editor, and the publication of a draft. */
export default function EditionsPage() {
  const toast = useToast();
  const editions = useEditions();
  useListenerFailureToast(editions, t.loadFailed);
  const [open, setOpen] = useState<Open>(null);
  const creating = useAdminCall(t.createFailed);
  const publishing = useAdminCall(t.publishFailed);
  const close = () => setOpen(null);

  const items = editions.status === 'ready' ? editions.items : [];
  // Dialogs name their edition by id and read it from the listener: a new draft opens once it
  // arrives, and what is shown is always what is stored.
  const chosen = open && items.find((edition) => edition.id === open.editionId);
  const current = items.find((edition) => edition.state === 'current');

  const create = async () => {
    const answer = await creating.run(() => api.createEdition({}));
    if (!answer) return;
    toast({ title: formatText(t.created, { id: answer.editionId }) });
    setOpen({ dialog: 'edit', editionId: answer.editionId });
  };

  const publish = async (edition: Edition) => {
    const answer = await publishing.run(() => api.publishEdition({ editionId: edition.id }));
    if (answer) toast({ title: formatText(t.published, { id: edition.id }) });
    close();
  };

  const columns = editionColumns({
    busy: publishing.running,
    open: (edition) => setOpen({ dialog: 'edit', editionId: edition.id }),
    publish: (edition) => setOpen({ dialog: 'publish', editionId: edition.id }),
  });

  return (
    <Stack spacing={3}>
      <PageHeading title={t.title}>
        <Typography>{t.subtitle}</Typography>
      </PageHeading>
      <Stack direction="row" spacing={2} alignItems="center" justifyContent="flex-end">
        <Typography variant="body2" color="text.secondary" id="new-edition-hint">
          {t.newEditionHint}
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddOutlined />}
          disabled={creating.running}
          onClick={() => void create()}
          aria-describedby="new-edition-hint"
        >
          {t.newEdition}
        </Button>
      </Stack>
      {editions.status === 'error' && <ListenerErrorAlert reason={editions.reason} />}
      <SpanishDataGrid
        rows={items}
        columns={columns}
        loading={editions.status === 'loading'}
        localeText={{ noRowsLabel: t.empty }}
      />
      {chosen && open.dialog === 'edit' && <EditionEditor edition={chosen} onClose={close} />}
      {chosen && open.dialog === 'publish' && (
        <PublishDialog
          edition={chosen}
          current={current}
          loading={publishing.running}
          onConfirm={() => void publish(chosen)}
          onClose={close}
        />
      )}
    </Stack>
  );
}
