import { createTheme, responsiveFontSizes } from '@mui/material/styles';
import { esES } from '@mui/material/locale';

/**
 * Spanish component texts and type that scales down for a 360 px wide phone. The data grid's own
 * Spanish texts come with `components/SpanishDataGrid`, which only the back office downloads.
 */
export const theme = responsiveFontSizes(
  createTheme(
    {
      palette: {
        primary: { main: '#1b5e95' },
        secondary: { main: '#7b3f98' },
        // MUI's own orange and light blue put white text under 4.5:1 (WCAG AA) on filled chips.
        warning: { main: '#b45309' },
        info: { main: '#01579b' },
        background: { default: '#f5f7fa' },
      },
      shape: { borderRadius: 10 },
      typography: {
        fontFamily: '"Inter", "Roboto", "Helvetica", "Arial", sans-serif',
        button: { textTransform: 'none', fontWeight: 600 },
      },
      components: {
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiTextField: { defaultProps: { fullWidth: true } },
      },
    },
    esES,
  ),
);
