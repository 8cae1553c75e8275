import { useRef, useState } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { parseUserPaste, type UserImport, esAdmin } from '@curso/common';
import { useEdition } from '../../../session/EditionContext';
import { ImportPanel } from './ImportPanel';

const adminUserPage = esAdmin.userPage;

const t = adminUserPage.import;

/**
 * "Pegar datos": rows copied from a spreadsheet or typed, with a header line. `onImportJob` is told
 * each import's job id before it starts (see `ImportPanel`).
 */
export function PasteTab({ onImportJob }: { onImportJob: (jobId: string) => void }) {
  const edition = useEdition();
  const [text, setText] = useState('');
  const [parsed, setParsed] = useState<{ table: UserImport; key: number } | null>(null);
  const parses = useRef(0);

  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">{t.pasteIntro}</Typography>
      <TextField
        label={t.pasteLabel}
        placeholder={t.pastePlaceholder}
        multiline
        minRows={8}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          // What was checked is no longer what is shown: nothing stale can be imported.
          setParsed(null);
        }}
        slotProps={{ htmlInput: { spellCheck: false, sx: { fontFamily: 'monospace' } } }}
      />
      <Box>
        <Button
          variant="contained"
          disabled={!text.trim()}
          onClick={() => setParsed({ table: parseUserPaste(text, edition), key: ++parses.current })}
        >
          {t.process}
        </Button>
      </Box>
      {parsed && <ImportPanel key={parsed.key} parsed={parsed.table} onJob={onImportJob} />}
    </Stack>
  );
}
