import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/session';
import { Greeting } from '../components/greeting';
import { StepsCard } from '../components/steps-card';

export function ClientHomePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <Stack gap="lg">
      <Greeting user={user} />
      <StepsCard
        title={t('client_home.how_title')}
        steps={[t('how.step1_text'), t('how.step2_text'), t('how.step3_text'), t('how.step4_text')]}
      />
    </Stack>
  );
}
