import { Button, Code, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { homeRouteForRole } from '@airwork/shared/accounts/account-constants';
import { FormPage } from '../../../components/form-page';
import { useCurrentUser } from '../../../lib/session';

export function RegisterSuccessPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <FormPage title={t('register_success.title')}>
      <Stack align="flex-start">
        <ThemeIcon size={56} radius="xl" color="green" variant="light" aria-hidden>
          <IconCircleCheck size={34} />
        </ThemeIcon>
        {user && (
          <Text>
            {t('register_success.your_id')}{' '}
            <Code fz="lg" data-testid="user-number">
              {user.userNumbers}
            </Code>
          </Text>
        )}
        <Text>{t('register_success.email_sent')}</Text>
        <Group>
          {user && (
            <Button component={Link} to={homeRouteForRole(user.role_id)}>
              {t('register_success.my_account')}
            </Button>
          )}
          <Button component={Link} to="/" variant="default">
            {t('register_success.home')}
          </Button>
        </Group>
      </Stack>
    </FormPage>
  );
}
