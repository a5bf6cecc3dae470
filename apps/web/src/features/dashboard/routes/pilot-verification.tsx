import { Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../lib/session';
import { StepsCard } from '../../../components/steps-card';

/** Where a new pilot lands after registering: what verification needs, and the account state. */
export function PilotVerificationPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <Container size={720} py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg">
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={1} fz={{ base: 24, sm: 28 }}>
                {t('verification.title')}
              </Title>
              <Badge color="yellow" variant="light">
                {t('status.uncertified')}
              </Badge>
            </Group>
            {user && (
              <Text>
                {t('verification.welcome', { name: user.username, number: user.userNumbers })}
              </Text>
            )}
            <Text c="dimmed">{t('verification.text')}</Text>
          </Stack>
        </Paper>
        <StepsCard
          title={t('verification.need_title')}
          steps={[
            t('verification.need_id'),
            t('verification.need_certificate'),
            t('verification.need_rpas'),
            t('verification.need_address'),
          ]}
        />
        <Group>
          <Button component={Link} to="/pilot-home">
            {t('verification.to_home')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
