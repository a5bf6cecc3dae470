import { Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { AirworkStatus } from '@airwork/shared/airworks/airwork-states';
import { Greeting } from '../../../components/greeting';
import { StepsCard } from '../../../components/steps-card';
import { useCurrentUser } from '../../../lib/session';
import { ClientAirworkList } from '../components/client-airwork-list';

/** Client home: the greeting, the client's open Airworks, and how it works. */
export function ClientHomePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <Stack gap="lg">
      <Greeting user={user} />
      <Title order={2} fz="xl">
        {t('client_home.my_airworks')}
      </Title>
      <ClientAirworkList
        userId={user.id}
        status={AirworkStatus.open}
        offerPost
        after={
          <StepsCard
            title={t('client_home.how_title')}
            steps={[
              t('how.step1_text'),
              t('how.step2_text'),
              t('how.step3_text'),
              t('how.step4_text'),
            ]}
          />
        }
      />
    </Stack>
  );
}
