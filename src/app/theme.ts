import { createTheme, type MantineColorsTuple } from '@mantine/core';
import { ONE_LINE_MAX_LENGTH } from '../content/form-basics';

/** Warm maple red and a calm hearth teal; primaryShade 7 keeps text and buttons above 4.5:1 on white. */
const maple: MantineColorsTuple = ['#fdf1ec', '#f9dfd4', '#f2bca8', '#ea9677', '#e1714d', '#d4552e', '#b5441f', '#9a3a1b', '#7e3018', '#5f2412'];
const hearth: MantineColorsTuple = ['#e8f6f5', '#cdebe8', '#9dd6d1', '#68bfb8', '#3fa9a1', '#24968e', '#1c7a74', '#18655f', '#14514d', '#0e3c39'];

/** Mantine's grey with shade 6 darkened: it colours secondary text (notification bodies, input
 * descriptions) and the default #868e96 is only 3.3:1 on white; #5f666d is 5.8:1. */
const gray: MantineColorsTuple = ['#f8f9fa', '#f1f3f5', '#e9ecef', '#dee2e6', '#ced4da', '#adb5bd', '#5f666d', '#495057', '#343a40', '#212529'];

export const theme = createTheme({
  primaryColor: 'maple',
  primaryShade: 7,
  colors: { maple, hearth, gray },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'Georgia, "Iowan Old Style", "Palatino Linotype", "Times New Roman", serif',
    fontWeight: '700',
  },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  // Visitors who ask the system for less motion get no Mantine transitions.
  respectReducedMotion: true,
  // Every one-line field has a length limit (decision 0091); a plain object, so the theme does not carry the inputs' code.
  components: { TextInput: { defaultProps: { maxLength: ONE_LINE_MAX_LENGTH } } },
});
