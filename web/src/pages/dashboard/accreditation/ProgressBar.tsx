import { Box, LinearProgress, Stack, Typography } from '@mui/material';

/** A labelled bar with its percentage written out beside it. */
export function ProgressBar({ label, percent }: { label: string; percent: number }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Box sx={{ flexGrow: 1 }}>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={label}
          sx={{ height: 8, borderRadius: 4 }}
        />
      </Box>
      <Typography variant="body2" fontWeight={600} sx={{ minWidth: 40, textAlign: 'right' }}>
        {percent}%
      </Typography>
    </Stack>
  );
}
