import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconBell, IconShieldCheck, IconUser } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { AccountStatus } from '@airwork/shared/accounts/account-constants';
import { useCurrentUser } from '../../../lib/session';
import { Greeting } from '../../../components/greeting';
import { StepsCard } from '../../../components/steps-card';
import { MyMissions } from '../components/my-missions';
import { WeatherWidget } from '../components/weather-widget';

export function PilotHomePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <Stack gap="lg">
      <Greeting user={user} />
      {user.active === AccountStatus.uncertified && (
        <Alert
          color="yellow"
          icon={<IconShieldCheck aria-hidden />}
          title={t('pilot_home.verify_title')}
        >
          <Stack gap="xs" align="flex-start">
            {t('pilot_home.verify_text')}
            <Button component={Link} to="/pilot-verification" size="xs">
              {t('pilot_home.verify_button')}
            </Button>
          </Stack>
        </Alert>
      )}
      <MyMissions userId={user.id} />
      <WeatherWidget userId={user.id} />
      <Group gap="sm">
        <Button
          component={Link}
          to="/pilot-profile"
          variant="default"
          leftSection={<IconUser size={16} aria-hidden />}
        >
          {t('pilot_home.edit_profile')}
        </Button>
        <Button
          component={Link}
          to="/pilot-notification"
          variant="default"
          leftSection={<IconBell size={16} aria-hidden />}
        >
          {t('pilot_home.enable_notification')}
        </Button>
      </Group>
      <StepsCard
        title={t('pilot_home.how_title')}
        steps={[
          t('pilot_home.step1'),
          t('pilot_home.step2'),
          t('pilot_home.step3'),
          t('pilot_home.step4'),
        ]}
      />
    </Stack>
  );
}
