// Made at build time by the mantine-styles plugin of vite.config.ts: Mantine's sheets, each
// in its layer of Mantine's order.
declare module 'virtual:mantine-styles/*';
