import { lazy, Suspense, useRef } from 'react';
import { Skeleton } from '@mantine/core';
import { useInView } from '../lib/in-view';
import type { PlaceMapProps } from './place-map';

const PlaceMap = lazy(() => import('./place-map'));

/**
 * The map of one place, its code (Leaflet) fetched when it comes near the screen: a page whose
 * map is below the fold (Airwork-details on a phone) does not load it until scrolled to.
 */
export function LazyPlaceMap(props: PlaceMapProps) {
  const frame = useRef<HTMLDivElement>(null);
  const near = useInView(frame);
  const placeholder = <Skeleton height={props.height} radius={12} />;
  return (
    <div ref={frame} style={{ minHeight: props.height }}>
      {near ? <Suspense fallback={placeholder}>{<PlaceMap {...props} />}</Suspense> : placeholder}
    </div>
  );
}
