import type { ComponentType, ReactNode } from 'react';
import { Alert, Loader, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../i18n/use-translation';
import { Pager } from './pager';
import classes from './paged-table.module.css';

export interface Paging {
  page: number;
  size: number;
}

/** One column: its heading and its cell, a component (a cell may use hooks). */
export interface Column<T> {
  key: string;
  header: string;
  Cell: ComponentType<{ item: T }>;
  align?: 'right';
  /** Dates and amounts stay on one line. */
  nowrap?: boolean;
  /** On a phone, the card's first line, without its heading. */
  primary?: boolean;
}

interface PagedTableProps<T> {
  /** One page of the list, as the paged calls answer it. */
  list: UseQueryResult<{ data: T[]; total: number }>;
  paging: Paging;
  onPaging: (paging: Paging) => void;
  /** Said instead of the table when the list is empty. */
  empty: string;
  columns: Column<T>[];
  rowKey: (item: T) => string | number;
  /** What the list is, for the cards' list on a phone. */
  label: string;
  /** Below this width the table scrolls inside its frame (tablets). */
  minWidth: number;
}

/** The width from which a list is a table (Mantine's `sm`); below it, a list of cards. */
const TABLE_FROM = '(min-width: 48em)';

function RowsTable<T>({
  rows,
  columns,
  rowKey,
  minWidth,
}: { rows: T[] } & Pick<PagedTableProps<T>, 'columns' | 'rowKey' | 'minWidth'>) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="sm" className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.key} ta={c.align}>
                {c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((item) => (
            <Table.Tr key={rowKey(item)}>
              {columns.map(({ Cell, ...c }) => (
                <Table.Td
                  key={c.key}
                  ta={c.align}
                  style={c.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                >
                  <Cell item={item} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A phone's list: each row a card, its primary cell first, the others under their headings. */
function RowCards<T>({
  rows,
  columns,
  rowKey,
  label,
}: { rows: T[] } & Pick<PagedTableProps<T>, 'columns' | 'rowKey' | 'label'>) {
  const primary = columns.find((c) => c.primary);
  const rest = columns.filter((c) => c !== primary);
  return (
    <Stack component="ul" gap="sm" p={0} m={0} aria-label={label} style={{ listStyle: 'none' }}>
      {rows.map((item) => (
        <Paper component="li" key={rowKey(item)} withBorder radius="md" p="sm">
          {primary && (
            <Text fw={700} mb={6} component="div">
              <primary.Cell item={item} />
            </Text>
          )}
          <Stack component="dl" gap={6} m={0}>
            {rest.map(({ Cell, ...c }) => (
              <div
                key={c.key}
                style={{ display: 'flex', gap: 12, justifyContent: 'space-between' }}
              >
                <Text component="dt" size="sm" c="dimmed">
                  {c.header}
                </Text>
                <Text component="dd" size="sm" m={0} ta="right">
                  <Cell item={item} />
                </Text>
              </div>
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** A short list that needs no pages (a handful of rows): a table from `sm` up, cards below. */
export function RowList<T>({
  rows,
  ...table
}: { rows: T[] } & Pick<PagedTableProps<T>, 'columns' | 'rowKey' | 'label' | 'minWidth'>) {
  const wide = useMediaQuery(TABLE_FROM, true, { getInitialValueInEffect: false });
  return wide ? <RowsTable rows={rows} {...table} /> : <RowCards rows={rows} {...table} />;
}

/**
 * A paged list (the job list, the admin's pilot lists, payments): loading, failure, the empty
 * case, the rows — a table from `sm` up, cards on a phone (issue 23) — and the spec's pager.
 */
export function PagedTable<T>({ list, paging, onPaging, ...table }: PagedTableProps<T>) {
  const { t } = useTranslation();
  // Read at once, not after a first paint: a desktop never draws the cards first.
  const wide = useMediaQuery(TABLE_FROM, true, { getInitialValueInEffect: false });
  const rows = list.data?.data ?? [];
  let body: ReactNode = null;
  if (rows.length > 0)
    body = wide ? <RowsTable rows={rows} {...table} /> : <RowCards rows={rows} {...table} />;
  return (
    <>
      {list.isPending && <Loader aria-label={t('common.loading')} />}
      {list.isError && <Alert color="red">{t('common.unknow_error')}</Alert>}
      {list.data && rows.length === 0 && (
        <Paper withBorder p="xl" radius="lg" ta="center">
          <Text>{table.empty}</Text>
        </Paper>
      )}
      {body}
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
