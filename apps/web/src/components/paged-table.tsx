import type { ReactNode } from 'react';
import { Alert, Loader, Paper, Table, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../i18n/use-translation';
import { Pager } from './pager';

export interface Paging {
  page: number;
  size: number;
}

interface PagedTableProps<T> {
  /** One page of the list, as the paged calls answer it. */
  list: UseQueryResult<{ data: T[]; total: number }>;
  paging: Paging;
  onPaging: (paging: Paging) => void;
  /** Said instead of the table when the list is empty. */
  empty: string;
  /** Below this width the table scrolls inside its frame (375 px phones). */
  minWidth: number;
  /** The header cells. */
  head: ReactNode;
  row: (item: T) => ReactNode;
}

/**
 * A paged list shown as a table (the job list, the admin's pilot lists): loading, failure,
 * the empty case, the rows, and the spec's pager under them.
 */
export function PagedTable<T>({ list, paging, onPaging, ...table }: PagedTableProps<T>) {
  const { t } = useTranslation();
  const rows = list.data?.data ?? [];
  return (
    <>
      {list.isPending && <Loader aria-label={t('common.loading')} />}
      {list.isError && <Alert color="red">{t('common.unknow_error')}</Alert>}
      {list.data && rows.length === 0 && (
        <Paper withBorder p="xl" radius="lg" ta="center">
          <Text>{table.empty}</Text>
        </Paper>
      )}
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={table.minWidth}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>{table.head}</Table.Tr>
            </Table.Thead>
            <Table.Tbody>{rows.map(table.row)}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {list.data && list.data.total > 0 && (
        <Pager
          total={list.data.total}
          page={paging.page}
          size={paging.size}
          onPage={(page) => onPaging({ ...paging, page })}
          onSize={(size) => onPaging({ size, page: 1 })}
        />
      )}
    </>
  );
}
