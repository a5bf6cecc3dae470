// Mantine's styles for what the first screen draws (Home, the public layout, the failure
// pages: `first-screen-components.ts`) instead of the whole sheet (41 KB compressed → 11 KB):
// a phone parses and matches less CSS before the first paint. Every other component's sheet
// comes with its code. The sheet is made by the `mantine-styles` plugin (vite.config.ts): it
// also names, first, the order of every component's layer, so a sheet that arrives later
// still takes its place in Mantine's own order.
import 'virtual:mantine-styles/first.css';
