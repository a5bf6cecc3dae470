import { Accordion, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { Greeting } from '../../../components/greeting';
import { usePilotInfo } from '../../../lib/pilot-info';
import { useCurrentUser } from '../../../lib/session';
import { ChangePasswordPanel } from '../components/change-password-panel';
import { PublicProfileSection } from '../components/public-profile-section';
import {
  CertificateSection,
  DevicesSection,
  MyProfileSection,
} from '../components/pilot-profile-sections';

/** Spec "Pilot profile": greeting and the accordion of profile, devices, certificate, password. */
export function PilotProfilePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const info = usePilotInfo(user?.id).data;
  if (!user) return null;
  return (
    <Stack gap="lg">
      <Greeting user={user} />
      <Title order={1} fz={{ base: 22, sm: 26 }}>
        {t('profile.title')}
      </Title>
      <Paper withBorder radius="lg">
        <Accordion multiple defaultValue={['public']} variant="default">
          <Accordion.Item value="public">
            <Accordion.Control>{t('profile.public')}</Accordion.Control>
            <Accordion.Panel>
              <PublicProfileSection userId={user.id} />
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="profile">
            <Accordion.Control>{t('profile.my_profile')}</Accordion.Control>
            <Accordion.Panel>
              <MyProfileSection userId={user.id} info={info} />
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="devices">
            <Accordion.Control>{t('profile.devices')}</Accordion.Control>
            <Accordion.Panel>
              <DevicesSection userId={user.id} info={info} />
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="certificate">
            <Accordion.Control>{t('profile.certificate')}</Accordion.Control>
            <Accordion.Panel>
              <CertificateSection userId={user.id} info={info} />
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="password">
            <Accordion.Control>{t('profile.change_password')}</Accordion.Control>
            <Accordion.Panel>
              <ChangePasswordPanel userId={user.id} />
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      </Paper>
    </Stack>
  );
}
