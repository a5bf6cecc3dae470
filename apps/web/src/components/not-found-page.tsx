import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center">
        <Text fz={64} fw={800} c="airwork.2" aria-hidden>
          404
        </Text>
        <Title order={1}>{t('notfound.title')}</Title>
        <Text c="dimmed">{t('notfound.text')}</Text>
        <Button component={Link} to="/">
          {t('notfound.home')}
        </Button>
      </Stack>
    </Container>
  );
}
