import { useState } from 'react';
import { Anchor, Group, Stack, Table, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { pilotActions } from '@airwork/shared/accounts/pilot-transitions';
import { Verification } from '@airwork/shared/pilots/pilot.schema';
import type { PilotRow } from '@airwork/shared/pilots/admin.schema';
import { DEFAULT_PAGE_SIZE } from '@airwork/shared/airworks/page-sizes';
import { KeywordSearch } from '../../../components/keyword-search';
import { PagedTable } from '../../../components/paged-table';
import { usePilotList } from '../api/admin-calls';
import { AccountStatusBadge } from '../components/account-status-badge';
import { PilotActionButton } from '../components/pilot-action-button';
import { link } from '../../../lib/paths';

const fullName = (r: PilotRow) => `${r.first_name} ${r.last_name}`.trim();

function PilotRowView({ row }: { row: PilotRow }) {
  const { t } = useTranslation();
  // Certificate decisions belong to the verify list; here, the account's own changes.
  const actions = pilotActions(row.active, row.verification === Verification.waiting).filter(
    (a) => !a.decidesCertificate,
  );
  return (
    <Table.Tr>
      <Table.Td ff="monospace">{row.user_numbers}</Table.Td>
      <Table.Td>{fullName(row)}</Table.Td>
      <Table.Td>
        <AccountStatusBadge active={row.active} />
      </Table.Td>
      <Table.Td>
        <Anchor component={Link} to={link.certificateInfo(row.id)}>
          {t('admin.profile_link')}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          {actions.map((a) => (
            <PilotActionButton key={a.action} userId={row.id} name={fullName(row)} transition={a} />
          ))}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** Spec "Pilot management": every pilot, with only the actions the row's status allows. */
export function PilotMgrPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useState({ page: 1, size: DEFAULT_PAGE_SIZE, keywords: '' });
  const list = usePilotList('pilotList', query);
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {t('admin.mgr_title')}
      </Title>
      <KeywordSearch
        label={t('admin.search')}
        placeholder={t('admin.search')}
        onSearch={(keywords) => setQuery({ ...query, keywords, page: 1 })}
      />
      <PagedTable
        list={list}
        paging={query}
        onPaging={(paging) => setQuery({ ...query, ...paging })}
        empty={t('admin.mgr_empty')}
        minWidth={640}
        head={
          <>
            <Table.Th>{t('admin.pilot_id')}</Table.Th>
            <Table.Th>{t('admin.name')}</Table.Th>
            <Table.Th>{t('admin.status')}</Table.Th>
            <Table.Th>{t('admin.profile')}</Table.Th>
            <Table.Th>{t('admin.actions')}</Table.Th>
          </>
        }
        row={(row) => <PilotRowView key={row.id} row={row} />}
      />
    </Stack>
  );
}
