import { Anchor, Box, Container, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import type { TranslationKey } from '../../i18n/i18n';
import { Logo } from '../../components/logo';

// The Polish classifieds board is a demo the spec keeps: its routes still work, but the
// marketplace does not advertise it (issue 46).
const COLUMNS: { title: TranslationKey; links: { label: TranslationKey; to: string }[] }[] = [
  {
    title: 'footer.col_airwork',
    links: [
      { label: 'footer.browse_airworks', to: '/Airwork-list' },
      { label: 'footer.become_pilot', to: '/sign-up-as' },
      { label: 'footer.log_in', to: '/login' },
    ],
  },
  {
    title: 'footer.col_help',
    links: [{ label: 'footer.faq', to: '/faq' }],
  },
  {
    title: 'footer.col_legal',
    links: [{ label: 'footer.terms', to: '/terms-conditions' }],
  },
];

export function Footer() {
  const { t } = useTranslation();
  return (
    <Box
      component="footer"
      py="xl"
      mt="xl"
      bg="gray.0"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Container size="lg">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg">
          <Stack gap="xs">
            <Logo />
            <Text size="sm" c="dimmed">
              {t('footer.tagline')}
            </Text>
          </Stack>
          {COLUMNS.map((col) => (
            <Stack key={col.title} gap={6} component="nav" aria-label={t(col.title)}>
              <Text fw={700} size="sm">
                {t(col.title)}
              </Text>
              {col.links.map((l) => (
                <Anchor key={l.to} component={Link} to={l.to} size="sm" underline="hover" c="dark">
                  {t(l.label)}
                </Anchor>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt="lg">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Text>
      </Container>
    </Box>
  );
}
