import { Alert, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/session';
import { useClientInfo } from '../api/load-client-info';
import { ChangePasswordPanel } from '../components/change-password-panel';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text>{value || '—'}</Text>
    </div>
  );
}

/** Account details and the change-password panel (spec: client profile). */
export function ClientProfilePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const info = useClientInfo(user?.id);
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {t('profile.title')}
      </Title>
      <Paper withBorder p="lg" radius="lg">
        <Title order={2} fz="lg" mb="md">
          {t('profile.account')}
        </Title>
        {info.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
        {info.isError && <Alert color="red">{t('common.unknow_error')}</Alert>}
        {info.data && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Detail label={t('profile.id_number')} value={info.data.userNumbers} />
            <Detail label={t('register.username')} value={info.data.username} />
            <Detail
              label={t('profile.name')}
              value={`${info.data.first_name} ${info.data.last_name}`}
            />
            <Detail label={t('register.email')} value={info.data.email} />
            <Detail label={t('register.mobile')} value={info.data.mobile} />
            <Detail label={t('register.brief')} value={info.data.brief} />
          </SimpleGrid>
        )}
      </Paper>
      {user && (
        <Paper withBorder p="lg" radius="lg">
          <ChangePasswordPanel userId={user.id} />
        </Paper>
      )}
    </Stack>
  );
}
