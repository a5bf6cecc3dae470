// Made at build time by the canada-outline plugin of vite.config.ts.
declare module 'virtual:canada-outline' {
  import type { FeatureCollection } from 'geojson';

  const outline: FeatureCollection;
  export default outline;
}
