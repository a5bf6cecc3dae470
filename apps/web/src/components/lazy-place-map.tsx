import { lazy, Suspense } from 'react';
import { Skeleton } from '@mantine/core';
import type { PlaceMapProps } from './place-map';

const PlaceMap = lazy(() => import('./place-map'));

/** The map of one place, its code (Leaflet) fetched when a screen first shows one. */
export function LazyPlaceMap(props: PlaceMapProps) {
  return (
    <Suspense fallback={<Skeleton height={props.height} radius={12} />}>
      <PlaceMap {...props} />
    </Suspense>
  );
}
