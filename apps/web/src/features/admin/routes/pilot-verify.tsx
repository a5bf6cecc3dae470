import { useState } from 'react';
import { Alert, Anchor, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pilotActions } from '@airwork/shared/accounts/pilot-transitions';
import type { PilotRow } from '@airwork/shared/pilots/admin.schema';
import { DEFAULT_PAGE_SIZE } from '@airwork/shared/airworks/airwork.schema';
import { Pager } from '../../../components/pager';
import { formatDate } from '../../../lib/format';
import { usePilotList } from '../api/admin-calls';
import { PilotActionButton } from '../components/pilot-action-button';

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
        <Anchor component={Link} to={`/certificate-info?Id=${row.id}`}>
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
      {list.isPending && <Loader aria-label={t('common.loading')} />}
      {list.isError && <Alert color="red">{t('common.unknow_error')}</Alert>}
      {list.data?.data.length === 0 && (
        <Paper withBorder p="xl" radius="lg" ta="center">
          <Text>{t('admin.verify_empty')}</Text>
        </Paper>
      )}
      {list.data && list.data.data.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.pilot_id')}</Table.Th>
                <Table.Th>{t('admin.name')}</Table.Th>
                <Table.Th>{t('admin.submitted')}</Table.Th>
                <Table.Th>{t('admin.certificate')}</Table.Th>
                <Table.Th>{t('admin.decision')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.data.map((row) => (
                <VerifyRow key={row.id} row={row} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {list.data && list.data.total > 0 && (
        <Pager
          total={list.data.total}
          page={query.page}
          size={query.size}
          onPage={(page) => setQuery({ ...query, page })}
          onSize={(size) => setQuery({ size, page: 1 })}
        />
      )}
    </Stack>
  );
}
