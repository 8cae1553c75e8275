import { Box, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A label on a coloured pill, as MUI's Chip draws one without its interactive machinery: the
 * landing and the sign-up form show a few and download a third of the code.
 */
export function Pill({
  children,
  size = 'small',
  color = 'default',
  sx,
}: {
  children: ReactNode;
  size?: 'small' | 'medium';
  color?: 'default' | 'primary' | 'secondary';
  sx?: SxProps<Theme>;
}) {
  return (
    <Box
      component="span"
      sx={[
        (theme) => ({
          display: 'inline-flex',
          alignItems: 'center',
          height: size === 'small' ? 24 : 32,
          px: size === 'small' ? 1 : 1.5,
          borderRadius: 16,
          fontSize: theme.typography.pxToRem(13),
          lineHeight: 1,
          whiteSpace: 'nowrap',
          bgcolor: color === 'default' ? theme.palette.action.selected : theme.palette[color].main,
          color:
            color === 'default' ? theme.palette.text.primary : theme.palette[color].contrastText,
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
