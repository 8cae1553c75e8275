import { Card, CardContent, Stack, Typography } from '@mui/material';
import { countdownTo, es } from '@curso/common';
import { useEdition } from '../../session/EditionContext';
import { useNow } from '../../utils/useNow';

const t = es.welcome;

/** Days, hours, minutes and seconds until the opening talk, refreshed every second. */
export function Countdown() {
  const edition = useEdition();
  const now = useNow(1000);
  const countdown = countdownTo(edition.countdown_target, edition.ends_at, now);
  const units = [
    { value: countdown.days, label: t.days },
    { value: countdown.hours, label: t.hours },
    { value: countdown.minutes, label: t.minutes },
    { value: countdown.seconds, label: t.seconds },
  ];
  return (
    <Card component="section" aria-label={t.countdownTitle} variant="outlined">
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Typography variant="h6" component="h2">
            {t.countdownTitle}
          </Typography>
          {countdown.phase === 'before' ? (
            <Stack direction="row" spacing={{ xs: 1.5, sm: 4 }}>
              {units.map((unit) => (
                <Stack key={unit.label} sx={{ alignItems: 'center', minWidth: 56 }}>
                  <Typography variant="h4" component="span" fontWeight={700}>
                    {String(unit.value).padStart(2, '0')}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {unit.label}
                  </Typography>
                </Stack>
              ))}
            </Stack>
          ) : (
            <Typography>{countdown.phase === 'during' ? t.during : t.after}</Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
