import { useDeferredValue } from 'react';

/** What a query answers, as the lists read it. */
export interface ListResult<T> {
  data?: T;
  isPending: boolean;
  isError: boolean;
}

/**
 * A query's answer handed to a list in a transition, so a slow phone stays responsive while
 * the rows are made (issue 46's Total Blocking Time).
 *
 * TanStack Query tells React of an answer through `useSyncExternalStore`, whose updates React
 * always renders at once: twenty cards, a page of notices or a client's proposals were each
 * one task of 100–800 ms on Lighthouse's 4×-slowed phone. Read through this hook, the answer's
 * arrival renders the list as it was (its loader) and React then makes the rows at a
 * transition's priority, in slices of a few milliseconds, yielding to the browser between
 * them. A list keeps showing its loader (or its previous page) until the rows are made; an
 * error shows at once.
 */
export function useDeferredResult<T>(result: ListResult<T>): ListResult<T> {
  const data = useDeferredValue(result.data);
  return {
    data,
    isPending: data === undefined && !result.isError,
    isError: result.isError,
  };
}
