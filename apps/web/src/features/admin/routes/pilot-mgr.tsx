import { useState } from 'react';
import { Anchor, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { pilotActions } from '@airwork/shared/accounts/pilot-transitions';
import { Verification } from '@airwork/shared/pilots/pilot.schema';
import type { PilotRow } from '@airwork/shared/pilots/admin.schema';
import { DEFAULT_PAGE_SIZE } from '@airwork/shared/airworks/page-sizes';
import { KeywordSearch } from '../../../components/keyword-search';
import { PagedTable, type Column } from '../../../components/paged-table';
import { usePilotList } from '../api/admin-calls';
import { AccountStatusBadge } from '../components/account-status-badge';
import { PilotName, PilotNumber, fullName } from '../components/pilot-cells';
import { PilotActionButton } from '../components/pilot-action-button';
import { link } from '../../../lib/paths';

function Actions({ item: row }: { item: PilotRow }) {
  // Certificate decisions belong to the verify list; here, the account's own changes.
  const actions = pilotActions(row.active, row.verification === Verification.waiting).filter(
    (a) => !a.decidesCertificate,
  );
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end" display="inline-flex">
      {actions.map((a) => (
        <PilotActionButton key={a.action} userId={row.id} name={fullName(row)} transition={a} />
      ))}
    </Group>
  );
}

function ProfileLink({ item }: { item: PilotRow }) {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={link.certificateInfo(item.id)}>
      {t('admin.profile_link')}
    </Anchor>
  );
}

const Status = ({ item }: { item: PilotRow }) => <AccountStatusBadge active={item.active} />;

// Cells are components made once here, never in a render: a new one each render would
// remount the row's buttons and lose an open confirmation.
function useColumns(): Column<PilotRow>[] {
  const { t } = useTranslation();
  return [
    { key: 'id', header: t('admin.pilot_id'), Cell: PilotNumber },
    { key: 'name', header: t('admin.name'), Cell: PilotName, primary: true },
    { key: 'status', header: t('admin.status'), Cell: Status },
    { key: 'profile', header: t('admin.profile'), Cell: ProfileLink },
    { key: 'actions', header: t('admin.actions'), Cell: Actions },
  ];
}

/** Spec "Pilot management": every pilot, with only the actions the row's status allows. */
export function PilotMgrPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useState({ page: 1, size: DEFAULT_PAGE_SIZE, keywords: '' });
  const list = usePilotList('pilotList', query);
  const columns = useColumns();
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
        columns={columns}
        rowKey={(row) => row.id}
        label={t('admin.mgr_title')}
      />
    </Stack>
  );
}
