import { Alert, Anchor, createTheme, type MantineColorsTuple } from '@mantine/core';

const airwork: MantineColorsTuple = [
  '#e6f4ff',
  '#cfe6fc',
  '#a0cbf5',
  '#6daeef',
  '#4396e9',
  '#2887e6',
  '#1880e6',
  '#056dcd',
  '#0061b8',
  '#0054a3',
];

// System fonts only: nothing is fetched from a font service.
const fontFamily =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif';

export const theme = createTheme({
  primaryColor: 'airwork',
  primaryShade: 7,
  colors: { airwork },
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'md',
  // Someone who asked their system for less motion gets toasts, menus and dialogs without
  // slides and fades (WCAG 2.3.3).
  respectReducedMotion: true,
  components: {
    // Links inside text must be told apart without relying on colour (WCAG 1.4.1).
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    // A light alert's title in its own colour (yellow, orange) fails WCAG AA contrast on its
    // tinted background: titles read in the text colour; the icon and border keep the colour.
    Alert: Alert.extend({ styles: { title: { color: 'var(--mantine-color-text)' } } }),
  },
});
