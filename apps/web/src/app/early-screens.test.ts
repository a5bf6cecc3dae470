import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getAirworkCall, searchAirworksCall } from '@airwork/shared/airworks/airwork.calls';

// The browser's storage and fetch, as the first load sees them.
class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
  clear = () => this.items.clear();
}
vi.stubGlobal('localStorage', new MemoryStorage());
vi.stubGlobal('sessionStorage', new MemoryStorage());
vi.stubGlobal('window', { dispatchEvent: () => true, addEventListener: () => undefined });

const sent: { path: string; body: unknown; token?: string }[] = [];
const airwork = { id: 7 };
vi.stubGlobal(
  'fetch',
  vi.fn((path: string, init: { body: string; headers: Record<string, string> }) => {
    sent.push({ path, body: JSON.parse(init.body), token: init.headers.authorization });
    return Promise.resolve(
      new Response(JSON.stringify({ code: 200, message: 'common.success', result: airwork })),
    );
  }),
);

const { airworkDetailsEarly, airworkListEarly } = await import('./early-screens');
const { GET_AIRWORK_PATH } = await import('../lib/airwork-query');
const { SEARCH_AIRWORKS_PATH } = await import('../features/hiring/api/search-airworks');
const { takeEarly } = await import('../lib/early-calls');
const { queryClient } = await import('./query-client');
const { StorageKey } = await import('../lib/storage');
const { call } = await import('../lib/call');

const at = (address: string) => new URL(address, 'http://airwork.test');

beforeEach(() => {
  sent.length = 0;
  queryClient.clear();
  localStorage.clear();
  sessionStorage.clear();
});

describe("a screen's first call, started as it opens", () => {
  it('asks the contract’s own calls', () => {
    expect(GET_AIRWORK_PATH).toBe(getAirworkCall.path);
    expect(SEARCH_AIRWORKS_PATH).toBe(searchAirworksCall.path);
  });

  it('asks for the Airwork of Airwork-details once; the screen’s call takes that answer', async () => {
    airworkDetailsEarly(at('/Airwork-details?Id=7'));
    expect(sent).toEqual([{ path: GET_AIRWORK_PATH, body: { taskId: 7 }, token: undefined }]);
    const reply = takeEarly(GET_AIRWORK_PATH, { taskId: 7 });
    expect(await reply).toMatchObject({ status: 200, data: { result: airwork } });
    expect(takeEarly(GET_AIRWORK_PATH, { taskId: 7 })).toBeUndefined(); // taken once
    expect(sent).toHaveLength(1);
  });

  it("is what the screen's call reads, through the contract's schema, without asking again", async () => {
    airworkDetailsEarly(at('/Airwork-details?Id=7'));
    // The stand-in answer is no Airwork the schema accepts: the call says so, as it would have.
    await expect(call(getAirworkCall, { taskId: 7 })).rejects.toMatchObject({
      messageCode: 'common.unknow_error',
    });
    expect(sent).toHaveLength(1);
    await expect(call(getAirworkCall, { taskId: 7 })).rejects.toBeDefined();
    expect(sent).toHaveLength(2); // taken once: the next call asks
  });

  it('asks nothing for an address without an Airwork, or one whose answer is cached', () => {
    airworkDetailsEarly(at('/Airwork-details'));
    airworkDetailsEarly(at('/Airwork-details?Id=abc'));
    queryClient.setQueryData([GET_AIRWORK_PATH, 8], airwork);
    airworkDetailsEarly(at('/Airwork-details?Id=8'));
    expect(sent).toEqual([]);
  });

  it('is not taken by another body, or after the reader signed in', () => {
    airworkDetailsEarly(at('/Airwork-details?Id=9'));
    expect(takeEarly(GET_AIRWORK_PATH, { taskId: 10 })).toBeUndefined();
    localStorage.setItem(StorageKey.token, 'a-token');
    expect(takeEarly(GET_AIRWORK_PATH, { taskId: 9 })).toBeUndefined();
  });

  it("asks for the list's first page with the address's category, as the screen will", () => {
    airworkListEarly(at('/Airwork-list?categoryId=5'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.path).toBe(SEARCH_AIRWORKS_PATH);
    expect(sent[0]!.body).toMatchObject({ categoriesId: [5], keywords: '', page: 1, size: 20 });
    expect(searchAirworksCall.request.safeParse(sent[0]!.body).success).toBe(true);
    expect(takeEarly(SEARCH_AIRWORKS_PATH, sent[0]!.body)).toBeDefined();
  });

  it("asks for the hero's search when the list opens without a category", () => {
    localStorage.setItem(StorageKey.keywords, 'roof');
    airworkListEarly(at('/Airwork-list'));
    expect(sent[0]!.body).toMatchObject({ keywords: 'roof', categoriesId: [], page: 1 });
  });
});
