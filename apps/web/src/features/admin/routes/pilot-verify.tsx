import { useState } from 'react';
import { Anchor, Group, Stack, Table, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { pilotActions } from '@airwork/shared/accounts/pilot-transitions';
import type { PilotRow } from '@airwork/shared/pilots/admin.schema';
import { DEFAULT_PAGE_SIZE } from '@airwork/shared/airworks/page-sizes';
import { PagedTable } from '../../../components/paged-table';
import { formatDate } from '../../../lib/format';
import { usePilotList } from '../api/admin-calls';
import { PilotActionButton } from '../components/pilot-action-button';
import { link } from '../../../lib/paths';

const fullName = (r: PilotRow) => `${r.first_name} ${r.last_name}`.trim();

function VerifyRow({ row }: { row: PilotRow }) {
  const { t, i18n } = useTranslation();
  const decisions = pilotActions(row.active, true).filter((a) => a.decidesCertificate);
  return (
    <Table.Tr>
      <Table.Td ff="monospace">{row.user_numbers}</Table.Td>
      <Table.Td>{fullName(row)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {row.submittedAt ? formatDate(row.submittedAt, i18n.language) : ''}
      </Table.Td>
      <Table.Td>
        <Anchor component={Link} to={link.certificateInfo(row.id)}>
          {t('admin.certificate_link')}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          {decisions.map((d) => (
            <PilotActionButton key={d.action} userId={row.id} name={fullName(row)} transition={d} />
          ))}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** Spec "Pilot verify": certificates awaiting a decision, with Approve and Disapprove. */
export function PilotVerifyPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useState({ page: 1, size: DEFAULT_PAGE_SIZE });
  const list = usePilotList('verifyList', query);
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
        head={
          <>
            <Table.Th>{t('admin.pilot_id')}</Table.Th>
            <Table.Th>{t('admin.name')}</Table.Th>
            <Table.Th>{t('admin.submitted')}</Table.Th>
            <Table.Th>{t('admin.certificate')}</Table.Th>
            <Table.Th>{t('admin.decision')}</Table.Th>
          </>
        }
        row={(row) => <VerifyRow key={row.id} row={row} />}
      />
    </Stack>
  );
}
