import { useState } from 'react';
import { Anchor, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { pilotActions } from '@airwork/shared/accounts/pilot-transitions';
import type { PilotRow } from '@airwork/shared/pilots/admin.schema';
import { DEFAULT_PAGE_SIZE } from '@airwork/shared/airworks/page-sizes';
import { PagedTable, type Column } from '../../../components/paged-table';
import { PilotName, PilotNumber, fullName } from '../components/pilot-cells';
import { formatDate } from '../../../lib/format';
import { usePilotList } from '../api/admin-calls';
import { PilotActionButton } from '../components/pilot-action-button';
import { link } from '../../../lib/paths';

function Submitted({ item }: { item: PilotRow }) {
  const { i18n } = useTranslation();
  return item.submittedAt ? formatDate(item.submittedAt, i18n.language) : '';
}

function CertificateLink({ item }: { item: PilotRow }) {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={link.certificateInfo(item.id)}>
      {t('admin.certificate_link')}
    </Anchor>
  );
}

function Decisions({ item: row }: { item: PilotRow }) {
  const decisions = pilotActions(row.active, true).filter((a) => a.decidesCertificate);
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end" display="inline-flex">
      {decisions.map((d) => (
        <PilotActionButton key={d.action} userId={row.id} name={fullName(row)} transition={d} />
      ))}
    </Group>
  );
}

function useColumns(): Column<PilotRow>[] {
  const { t } = useTranslation();
  return [
    { key: 'id', header: t('admin.pilot_id'), Cell: PilotNumber },
    { key: 'name', header: t('admin.name'), Cell: PilotName, primary: true },
    { key: 'submitted', header: t('admin.submitted'), Cell: Submitted, nowrap: true },
    { key: 'certificate', header: t('admin.certificate'), Cell: CertificateLink },
    { key: 'decision', header: t('admin.decision'), Cell: Decisions },
  ];
}

/** Spec "Pilot verify": certificates awaiting a decision, with Approve and Disapprove. */
export function PilotVerifyPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useState({ page: 1, size: DEFAULT_PAGE_SIZE });
  const list = usePilotList('verifyList', query);
  const columns = useColumns();
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {t('admin.verify_title')}
      </Title>
      <PagedTable
        list={list}
        paging={query}
        onPaging={(paging) => setQuery({ ...query, ...paging })}
        empty={t('admin.verify_empty')}
        minWidth={640}
        columns={columns}
        rowKey={(row) => row.id}
        label={t('admin.verify_title')}
      />
    </Stack>
  );
}
