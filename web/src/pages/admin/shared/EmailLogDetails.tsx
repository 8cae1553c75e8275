import { Fragment } from 'react';
import { Box, Typography } from '@mui/material';

/**
 * The expanded row of an email history (one person's in Gestión de Registros, everyone's in
 * Gestión de Emails): term and value pairs, then the metadata as JSON.
 */
export function EmailLogDetails({
  details,
  metadataLabel,
  metadata,
}: {
  details: readonly [string, string][];
  metadataLabel: string;
  metadata: Record<string, unknown> | null;
}) {
  return (
    <Box
      component="dl"
      sx={{ my: 1, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1 }}
    >
      {details.map(([term, value]) => (
        <Fragment key={term}>
          <Typography component="dt" fontWeight={700}>
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, wordBreak: 'break-all' }}>
            {value}
          </Typography>
        </Fragment>
      ))}
      <Typography component="dt" fontWeight={700}>
        {metadataLabel}
      </Typography>
      <Box component="dd" sx={{ m: 0 }}>
        <Box component="pre" sx={{ m: 0, whiteSpace: 'pre-wrap', fontSize: 13 }}>
          {JSON.stringify(metadata ?? {}, null, 2)}
        </Box>
      </Box>
    </Box>
  );
}
