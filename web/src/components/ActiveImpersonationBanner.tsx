import { Box, Button, Typography } from '@mui/material';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { es, formatMinutesSeconds, formatText, impersonationRemainingMs } from '@curso/common';
import { useNow } from '../utils/useNow';
import type { Impersonation } from '../session/impersonation';

const t = es.impersonation;

/** The banner of an impersonation under way, with its time left and the way back. */
export function ActiveImpersonationBanner({
  impersonation,
  onStop,
}: {
  impersonation: Impersonation;
  onStop: () => void;
}) {
  const now = useNow(1000);
  const left = impersonationRemainingMs(new Date(impersonation.startedAt), now);
  return (
    <Box
      component="section"
      aria-label={t.bannerLabel}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        px: { xs: 2, sm: 3 },
        py: 1,
        bgcolor: 'warning.light',
        color: 'warning.contrastText',
      }}
    >
      <VisibilityOutlined aria-hidden />
      <Typography sx={{ fontWeight: 600, flexGrow: 1 }}>
        {formatText(t.banner, { name: impersonation.name })}
      </Typography>
      {/* Not a live region: announcing every second would drown a screen reader. */}
      <Typography component="span">
        {formatText(t.timeLeft, { time: formatMinutesSeconds(left) })}
      </Typography>
      <Button variant="contained" color="inherit" size="small" onClick={onStop}>
        {t.backToAdmin}
      </Button>
    </Box>
  );
}
