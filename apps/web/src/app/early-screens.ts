import { callEarly } from '../lib/early-calls';
import { readQuery } from '../lib/paths';
import { GET_AIRWORK_PATH } from '../lib/airwork-query';
import { currentUser } from '../lib/session';
import { firstSearchRequest } from '../features/hiring/components/use-search-filters';
import { SEARCH_AIRWORKS_PATH } from '../features/hiring/api/search-airworks';
import { queryClient } from './query-client';

// The first call of the screens a visitor most often opens from outside (a shared link, a
// search engine, Home's tiles), started by the router beside the screen's code (lib/early-calls.ts).
// The paths are the contract's (early-screens.test.ts holds them to it): its entries bring zod,
// which the first load leaves out.

/**
 * Starts a call unless the screen's query (`queryKey`, as the screen writes it) holds an answer
 * already: the screen then shows it and asks nothing at once.
 */
function early(path: string, body: unknown, queryKey: readonly unknown[]): void {
  if (queryClient.getQueryData(queryKey) !== undefined) return;
  callEarly(path, body);
}

/** Airwork-details?Id=: the Airwork, and a signed-in reader's sections of the screen. */
export function airworkDetailsEarly(url: URL): void {
  // A failure here is the screen's to show, when it asks for them itself.
  if (currentUser())
    void import('../features/airworks/components/signed-in-sections').catch(() => undefined);
  const id = readQuery(url.searchParams).id();
  // lib/airwork-query.ts: the body { taskId }, the key [path, taskId].
  if (Number.isInteger(id) && id > 0)
    early(GET_AIRWORK_PATH, { taskId: id }, [GET_AIRWORK_PATH, id]);
}

/** Airwork-list (optional categoryId): the first page of its search. */
export function airworkListEarly(url: URL): void {
  // features/hiring/api/search-airworks.ts: the key [path, body].
  const body = firstSearchRequest(url.searchParams);
  early(SEARCH_AIRWORKS_PATH, body, [SEARCH_AIRWORKS_PATH, body]);
}
