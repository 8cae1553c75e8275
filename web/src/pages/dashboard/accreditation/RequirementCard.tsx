import { useId } from 'react';
import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { es, formatText, progressPercent, type RequirementProgress } from '@curso/common';
import { ProgressBar } from './ProgressBar';

const t = es.accreditation;
const STATUS_COLOR = { completed: 'success', in_progress: 'info', pending: 'default' } as const;

/** One requirement: done out of required; a figure that is the rules' sample says so. */
export function RequirementCard({ requirement }: { requirement: RequirementProgress }) {
  const titleId = useId();
  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent>
        <Stack spacing={1.5}>
          <Stack
            direction="row"
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}
          >
            <Typography id={titleId} variant="h6" component="h3">
              {requirement.title}
            </Typography>
            <Chip
              size="small"
              color={STATUS_COLOR[requirement.status]}
              label={t.status[requirement.status]}
            />
          </Stack>
          <Typography color="text.secondary">{requirement.description}</Typography>
          <Typography variant="body2">
            {formatText(t.progress, { completed: requirement.done, total: requirement.required })}
          </Typography>
          <ProgressBar
            label={requirement.title}
            percent={progressPercent(requirement.done, requirement.required)}
          />
          {requirement.source === 'sample' && (
            <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
              {t.sampleNote}
            </Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
