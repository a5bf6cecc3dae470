import { Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { TranslationKey } from '../../../i18n/i18n';

const SECTIONS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Terms and conditions (spec: placeholder legal text, written out so it reads finished). */
export function TermsPage() {
  const { t } = useTranslation();
  return (
    <Container size={820} py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg">
        <Stack gap="md">
          <Title order={1}>{t('terms.title')}</Title>
          <Text c="dimmed" size="sm">
            {t('terms.updated')}
          </Text>
          <Text>{t('terms.intro')}</Text>
          <List type="ordered" spacing="md">
            {SECTIONS.map((n) => (
              <List.Item key={n}>
                <Text fw={600}>{t(`terms.s${n}_title` as TranslationKey)}</Text>
                <Text size="sm">{t(`terms.s${n}_text` as TranslationKey)}</Text>
              </List.Item>
            ))}
          </List>
        </Stack>
      </Paper>
    </Container>
  );
}
