import { List, Paper, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

export function StepsCard({ title, steps }: { title: string; steps: string[] }) {
  return (
    <Paper withBorder p="lg" radius="lg">
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      <List
        spacing="sm"
        icon={
          <ThemeIcon size={22} radius="xl" variant="light">
            <IconCheck size={14} aria-hidden />
          </ThemeIcon>
        }
      >
        {steps.map((s) => (
          <List.Item key={s}>{s}</List.Item>
        ))}
      </List>
    </Paper>
  );
}
