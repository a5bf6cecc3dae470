import { Alert, Anchor, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { useDeferredResult } from '../../../lib/deferred-result';
import { useCurrentUser } from '../../../lib/session';
import { NotificationList } from '../../../components/notification-list';
import { useWaitingApplications } from '../api/applications';
import { ProposalCompare } from '../components/proposal-compare';

/** The pilots' proposals waiting for the client, and where the mails are set. */
function WaitingProposals({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const list = useDeferredResult(useWaitingApplications(userId));
  return (
    <>
      <Title order={2} fz={{ base: 20, sm: 22 }}>
        {t('applications.title')}
      </Title>
      <Text c="dimmed">{t('applications.intro')}</Text>
      {list.isPending && <Loader aria-label={t('common.loading')} />}
      {list.isError && <Alert color="red">{t('common.unknow_error')}</Alert>}
      {list.data?.length === 0 && (
        <Paper withBorder p="xl" radius="lg" ta="center">
          <Text>{t('applications.none')}</Text>
        </Paper>
      )}
      {list.data && <ProposalCompare applications={list.data} titled />}
      {!list.isPending && (
        <Text size="sm">
          {t('applications.settings_hint')}{' '}
          <Anchor component={Link} to="/client-profile">
            {t('applications.settings_link')}
          </Anchor>
        </Text>
      )}
    </>
  );
}

/**
 * Client notification (spec): what happened (issue 21), then the pilots' applications awaiting
 * the client's decision — each part waiting for the one above it to load (issue 46's CLS).
 */
export function ClientNotificationPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {t('notification.title')}
      </Title>
      <NotificationList after={<WaitingProposals userId={user?.id ?? 0} />} />
    </Stack>
  );
}
