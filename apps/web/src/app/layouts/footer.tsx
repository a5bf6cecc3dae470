import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function Footer() {
  const { t } = useTranslation();
  return (
    <Box
      component="footer"
      py="lg"
      mt="xl"
      bg="gray.0"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Container size="lg">
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </Text>
          <Group gap="md">
            <Anchor component={Link} to="/terms-conditions" size="sm">
              {t('footer.terms')}
            </Anchor>
            <Anchor component={Link} to="/sign-up-as" size="sm">
              {t('footer.become_pilot')}
            </Anchor>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
