import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { SalaryChoice } from '@airwork/shared/hiring/salary-choices';
import type { SearchTasksRequest } from '@airwork/shared/hiring/search.schema';
import { DEFAULT_PAGE_SIZE } from '@airwork/shared/airworks/page-sizes';
import { StorageKey, readItem } from '../../../lib/storage';
import { readQuery } from '../../../lib/paths';

/** The filters of the list and the map (spec section 9), as the form holds them. */
export interface SearchFilters {
  keywords: string;
  searchLocation: string;
  datePosted: 1 | 2 | 3 | 4;
  categoriesId: number[];
  salarySearch: SalaryChoice;
  minPrice: string;
  maxPrice: string;
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
    salarySearch: 0,
    minPrice: '',
    maxPrice: '',
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

/** The call's body for the filters and a page. */
export function searchRequest(f: SearchFilters, page: number, size: number): SearchTasksRequest {
  return {
    ...f,
    categoriesId: f.categoriesId,
    minPrice: f.minPrice.trim() || 0,
    maxPrice: f.maxPrice.trim() || 0,
    page,
    size: size as NonNullable<SearchTasksRequest['size']>,
  };
}

/** The first call of the list opened at an address: its filters, page 1, the default size. */
export function firstSearchRequest(params: URLSearchParams): SearchTasksRequest {
  return searchRequest(initialFilters(readQuery(params).categoryId()), 1, DEFAULT_PAGE_SIZE);
}
