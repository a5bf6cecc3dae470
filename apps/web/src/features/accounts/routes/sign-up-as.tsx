import {
  Card,
  Container,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconBriefcase, IconDrone } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { Role } from '@airwork/shared/accounts/account-constants';
import { StorageKey } from '../../../lib/storage';
import { link } from '../../../lib/paths';

function RoleCard(props: {
  icon: typeof IconDrone;
  title: string;
  text: string;
  onChoose: () => void;
}) {
  return (
    <UnstyledButton onClick={props.onChoose} aria-label={props.title}>
      <Card withBorder shadow="sm" padding="xl" radius="lg" h="100%" className="choice-card">
        <Stack>
          <ThemeIcon size={48} radius="xl" variant="light">
            <props.icon size={28} aria-hidden />
          </ThemeIcon>
          <Title order={2} fz="xl">
            {props.title}
          </Title>
          <Text c="dimmed" size="sm">
            {props.text}
          </Text>
        </Stack>
      </Card>
    </UnstyledButton>
  );
}

/** Choose Client (role 2) or Pilot (role 1) before the register form (spec section 2). */
export function SignUpAsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const choose = (role: Role) => {
    localStorage.setItem(StorageKey.userRole, String(role));
    void navigate(link.register(role));
  };
  const options = [
    {
      role: Role.client,
      icon: IconBriefcase,
      title: t('signup.client_title'),
      text: t('signup.client_text'),
    },
    {
      role: Role.pilot,
      icon: IconDrone,
      title: t('signup.pilot_title'),
      text: t('signup.pilot_text'),
    },
  ];
  return (
    <Container size={720} py={{ base: 'lg', sm: 56 }}>
      <Stack gap="lg">
        <div>
          <Title order={1} ta="center">
            {t('signup.title')}
          </Title>
          <Text c="dimmed" ta="center" mt="xs">
            {t('signup.subtitle')}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {options.map((o) => (
            <RoleCard key={o.role} {...o} onChoose={() => choose(o.role)} />
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
