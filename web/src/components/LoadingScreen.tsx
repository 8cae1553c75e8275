import { Box, CircularProgress, Typography } from '@mui/material';
import { es } from '@curso/common';

/** Centred spinner with a caption, while a session or a profile is being read. */
export function LoadingScreen({ label = es.common.loading }: { label?: string }) {
  return (
    <Box
      role="status"
      sx={{ display: 'grid', placeItems: 'center', gap: 2, py: 8, textAlign: 'center' }}
    >
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  );
}
