import { useState } from 'react';
import { Alert, Container, Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { DEFAULT_PAGE_SIZE } from '@airwork/shared/airworks/page-sizes';
import { translateMessage } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api-client';
import { useSearchAirworks } from '../api/search-airworks';
import { SearchFiltersForm } from '../components/search-filters-form';
import { SearchResults } from '../components/search-results';
import { searchRequest, sortOf, useSearchFilters } from '../components/use-search-filters';
import { SortSelect } from '../components/sort-select';

/** Airwork-list (spec: optional categoryId): the search with every filter and the pager. */
export function AirworkListPage() {
  const { t } = useTranslation();
  const { filters, apply } = useSearchFilters();
  const [paging, setPaging] = useState({ page: 1, size: DEFAULT_PAGE_SIZE });
  const result = useSearchAirworks(searchRequest(filters, paging.page, paging.size));
  const problem = result.error instanceof ApiError ? result.error.messageCode : undefined;
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('search.title')}
        </Title>
        <SearchFiltersForm
          initial={filters}
          onSearch={(f) => {
            apply({ ...f, sort: filters.sort });
            setPaging({ ...paging, page: 1 });
          }}
        />
        {problem ? (
          <Alert color="red">{translateMessage(problem)}</Alert>
        ) : (
          <SearchResults
            result={result}
            {...paging}
            onPage={(page) => setPaging({ ...paging, page })}
            onSize={(size) => setPaging({ size, page: 1 })}
            sort={
              <SortSelect
                value={sortOf(filters)}
                place={filters.searchLocation.trim()}
                onChange={(sort) => {
                  apply({ ...filters, sort });
                  setPaging({ ...paging, page: 1 });
                }}
              />
            }
          />
        )}
      </Stack>
    </Container>
  );
}
