import { Accordion, Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import type { TranslationKey } from '../../../i18n/i18n';

const QUESTIONS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/** Frequently asked questions (spec: /faq), about Airwork alone (issue 46). */
export function FaqPage() {
  const { t } = useTranslation();
  return (
    <Container size={820} py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('faq.title')}</Title>
          <Text c="dimmed">{t('faq.subtitle')}</Text>
        </div>
        <Paper withBorder radius="lg">
          <Accordion variant="default" chevronPosition="right">
            {QUESTIONS.map((n) => (
              <Accordion.Item key={n} value={`q${n}`}>
                <Accordion.Control>{t(`faq.q${n}` as TranslationKey)}</Accordion.Control>
                <Accordion.Panel>
                  <Text size="sm">{t(`faq.a${n}` as TranslationKey)}</Text>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Paper>
        <Text size="sm">
          {t('faq.more')}{' '}
          <Anchor component={Link} to="/terms-conditions">
            {t('footer.terms')}
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
