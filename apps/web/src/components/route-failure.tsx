import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import { Link, useRouteError } from 'react-router';

/**
 * What happened, in words, and a way on — never a blank page or the router's developer
 * screen. `unreachable`: the screen's code or texts did not arrive (offline, a slow network, a
 * new deployment); otherwise the screen failed while showing.
 */
function FailureMessage({ unreachable }: { unreachable: boolean }) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={60}>
      <Stack align="center" ta="center" role="alert">
        <Title order={1} size="h2">
          {t(unreachable ? 'common.screen_unavailable_title' : 'common.unknow_error')}
        </Title>
        <Text c="dimmed">
          {t(unreachable ? 'common.screen_unavailable' : 'common.screen_failed')}
        </Text>
        <Group justify="center">
          {/* A reload asks for the screen's code again; the router keeps a failed load. */}
          <Button onClick={() => window.location.reload()}>{t('common.try_again')}</Button>
          <Button component={Link} to="/" variant="default">
            {t('notfound.home')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

/** In place of a screen whose code or texts could not be loaded. */
export function ScreenUnavailable() {
  return <FailureMessage unreachable />;
}

/** A route's error element: a screen that threw while showing. */
export function RouteFailure() {
  useRouteError();
  return <FailureMessage unreachable={false} />;
}
