import { useRef, useState, type ChangeEvent } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import {
  decodeUserFile,
  formatText,
  parseUserCsv,
  USER_CSV_TEMPLATE_FILE,
  userCsvTemplate,
  type UserImport,
  esAdmin,
} from '@curso/common';
import { useEdition } from '../../../session/EditionContext';
import { downloadTextFile } from '../../../utils/downloadTextFile';
import { ImportPanel } from './ImportPanel';

const adminUserPage = esAdmin.userPage;

const t = adminUserPage.import;

type Upload =
  | { status: 'none' }
  | { status: 'unreadable'; name: string; error: string }
  | { status: 'parsed'; name: string; parsed: UserImport; key: number };

/**
 * "Subir CSV": a UTF-8 file, previewed and checked before any user is created. `onImportJob` is
 * told each import's job id before it starts (see `ImportPanel`).
 */
export function CsvUploadTab({ onImportJob }: { onImportJob: (jobId: string) => void }) {
  const edition = useEdition();
  const [upload, setUpload] = useState<Upload>({ status: 'none' });
  const parses = useRef(0);

  const read = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    // Cleared so that choosing the same file again, once corrected, reads it again.
    input.value = '';
    if (!file) return;
    // Bytes, not text: a file Excel saved in Windows-1252 must be refused, not silently garbled.
    const decoded = decodeUserFile(new Uint8Array(await file.arrayBuffer()));
    setUpload(
      'error' in decoded
        ? { status: 'unreadable', name: file.name, error: decoded.error }
        : {
            status: 'parsed',
            name: file.name,
            parsed: parseUserCsv(decoded.text, edition),
            key: ++parses.current,
          },
    );
  };

  const downloadTemplate = () =>
    downloadTextFile(USER_CSV_TEMPLATE_FILE, userCsvTemplate(), 'text/csv;charset=utf-8');

  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">{t.csvIntro}</Typography>
      <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap alignItems="center">
        <Button component="label" variant="contained" startIcon={<UploadFileOutlined />}>
          {t.chooseFile}
          <input type="file" accept=".csv,text/csv" hidden onChange={(e) => void read(e)} />
        </Button>
        <Button startIcon={<FileDownloadOutlined />} onClick={downloadTemplate}>
          {t.downloadTemplate}
        </Button>
        {upload.status !== 'none' && (
          <Typography variant="body2" color="text.secondary">
            {formatText(t.fileName, { name: upload.name })}
          </Typography>
        )}
      </Stack>
      {upload.status === 'unreadable' && <Alert severity="error">{upload.error}</Alert>}
      {upload.status === 'parsed' && (
        <ImportPanel key={upload.key} parsed={upload.parsed} onJob={onImportJob} />
      )}
    </Stack>
  );
}
