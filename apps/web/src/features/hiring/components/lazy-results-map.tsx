import { lazy, Suspense } from 'react';
import { Skeleton } from '@mantine/core';
import type { ResultsMapProps } from './results-map';

const ResultsMap = lazy(() => import('./results-map'));

/** Search results on a map, its code (Leaflet, clustering) fetched when first shown. */
export function LazyResultsMap(props: ResultsMapProps) {
  return (
    <Suspense fallback={<Skeleton height={props.height} radius={12} />}>
      <ResultsMap {...props} />
    </Suspense>
  );
}
