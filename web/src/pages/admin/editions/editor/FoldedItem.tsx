import { useState, type ReactNode } from 'react';
import { getIn, useFormikContext } from 'formik';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Button,
  Grid,
  Typography,
} from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import { useReadOnly } from './ReadOnlyContext';

/**
 * One item of a list (a plan, a sponsor), folded to its heading and name so that the list reads
 * at a glance, unfolded to edit it. A new item (no name yet) starts unfolded; one with a message
 * stays unfolded, so the message is seen. Folded items leave the page: an edition has well over a
 * hundred inputs.
 */
export function FoldedItem({
  path,
  heading,
  name,
  removeLabel,
  onRemove,
  children,
}: {
  /** The item's path in the form ("plans[2]"). */
  path: string;
  heading: string;
  name: string;
  removeLabel: string;
  onRemove: () => void;
  /** The item's inputs, as grid items. */
  children: ReactNode;
}) {
  const { errors, touched } = useFormikContext();
  const readOnly = useReadOnly();
  const [open, setOpen] = useState(!name);
  // The item's own messages, keyed by field; a text would be the whole list's.
  const faulty = typeof getIn(errors, path) === 'object' && Boolean(getIn(touched, path));
  return (
    <Accordion
      variant="outlined"
      disableGutters
      expanded={open || faulty}
      onChange={(_event, expanded) => setOpen(expanded)}
      slotProps={{ transition: { unmountOnExit: true } }}
      role="group"
      aria-label={heading}
    >
      <AccordionSummary expandIcon={<ExpandMoreOutlined />}>
        <Typography fontWeight={600}>{heading}</Typography>
        <Typography color="text.secondary" sx={{ ml: 2 }}>
          {name}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Grid container spacing={2}>
          {children}
          {!readOnly && (
            <Grid size={12}>
              <Button color="error" startIcon={<DeleteOutlined />} onClick={onRemove}>
                {removeLabel}
              </Button>
            </Grid>
          )}
        </Grid>
      </AccordionDetails>
    </Accordion>
  );
}
