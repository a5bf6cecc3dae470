import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The centred card every account form sits in. */
export function FormPage({
  title,
  subtitle,
  children,
  size = 440,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  size?: number;
}) {
  return (
    <Container size={size} py={{ base: 'lg', sm: 48 }} px="md">
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="lg">
        <Stack gap="md">
          <div>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" size="sm" mt={4}>
                {subtitle}
              </Text>
            )}
          </div>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
