// The lists' page sizes, without zod: the web app's first load reads them (issue 22).

export const PAGE_SIZES = [10, 20, 40, 80] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
/** A page size the lists accept: the one asked for when it is one of them, else the first. */
export const asPageSize = (n: number): PageSize =>
  PAGE_SIZES.find((size) => size === n) ?? PAGE_SIZES[0];
export const DEFAULT_PAGE_SIZE = 20;
