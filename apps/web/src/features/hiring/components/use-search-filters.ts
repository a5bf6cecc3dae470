import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { SearchTasksRequest } from '@airwork/shared/hiring/search.schema';
import {
  PRICE_RANGES,
  type NeededWithin,
  type RadiusKm,
  type SearchSort,
} from '@airwork/shared/hiring/search-orders';
import { DEFAULT_PAGE_SIZE } from '@airwork/shared/airworks/page-sizes';
import { StorageKey, readItem } from '../../../lib/storage';
import { readQuery } from '../../../lib/paths';

/** The filters of the list and the map (spec section 9), as the form holds them. */
export interface SearchFilters {
  keywords: string;
  searchLocation: string;
  /**
   * Around a city or postal code found (issue 46); 0 any distance. Absent: the server's
   * default (25 km) — not named here, which is part of every first load (app/early-screens.ts).
   */
  radiusKm?: RadiusKm;
  datePosted: 1 | 2 | 3 | 4;
  categoriesId: number[];
  /** Which of PRICE_RANGES (0 = any price). */
  price: number;
  neededWithin: NeededWithin;
  sort: SearchSort;
}

const SESSION_KEY = 'airworkSearch';

/**
 * The filters the list and the map share, so switching between them keeps them. A category
 * in the address (Home's tiles) or the hero search saved on Home starts a fresh search.
 */
function initialFilters(categoryId: string | null): SearchFilters {
  const fresh: SearchFilters = {
    keywords: readItem(StorageKey.keywords) ?? '',
    searchLocation: readItem(StorageKey.citySearch) ?? '',
    datePosted: 4,
    categoriesId: [],
    price: 0,
    neededWithin: 0,
    sort: 'newest',
  };
  if (categoryId)
    return { ...fresh, keywords: '', searchLocation: '', categoriesId: [Number(categoryId)] };
  const saved = JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? 'null') as Saved | null;
  // A new search from Home's hero since then starts afresh.
  return saved && saved.hero === heroStamp() ? { ...fresh, ...saved.filters } : fresh;
}

interface Saved {
  filters: SearchFilters;
  hero: string;
}

const heroStamp = () =>
  JSON.stringify([readItem(StorageKey.keywords), readItem(StorageKey.citySearch)]);

function remember(filters: SearchFilters): void {
  const saved: Saved = { filters, hero: heroStamp() };
  sessionStorage.setItem(SESSION_KEY, JSON.stringify(saved));
}

export function useSearchFilters() {
  const [params] = useSearchParams();
  const [filters, setFilters] = useState(() => {
    const first = initialFilters(readQuery(params).categoryId());
    // Remembered at once, so the map (or the list) opened next starts from the same search.
    remember(first);
    return first;
  });
  const apply = (next: SearchFilters) => {
    remember(next);
    setFilters(next);
  };
  return { filters, apply };
}

/** The order in force: the nearest needs a place, and without one the newest come first. */
export const sortOf = (f: Pick<SearchFilters, 'sort' | 'searchLocation'>): SearchSort =>
  f.sort === 'nearest' && f.searchLocation.trim() === '' ? 'newest' : f.sort;

/** The call's body for the filters and a page. */
export function searchRequest(f: SearchFilters, page: number, size: number): SearchTasksRequest {
  const [minPrice, maxPrice] = PRICE_RANGES[f.price] ?? PRICE_RANGES[0];
  return {
    keywords: f.keywords,
    searchLocation: f.searchLocation,
    radiusKm: f.radiusKm,
    datePosted: f.datePosted,
    categoriesId: f.categoriesId,
    minPrice,
    maxPrice,
    neededWithin: f.neededWithin,
    sort: sortOf(f),
    page,
    size: size as NonNullable<SearchTasksRequest['size']>,
  };
}

/** The first call of the list opened at an address: its filters, page 1, the default size. */
export function firstSearchRequest(params: URLSearchParams): SearchTasksRequest {
  return searchRequest(initialFilters(readQuery(params).categoryId()), 1, DEFAULT_PAGE_SIZE);
}
