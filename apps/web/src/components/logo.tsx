import { Group, Text } from '@mantine/core';

export function Logo() {
  return (
    <Group gap={8} wrap="nowrap">
      <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true">
        <circle cx="16" cy="16" r="16" fill="#056dcd" />
        <path
          d="M8 19h16M11 19l2-4h6l2 4"
          stroke="#fff"
          strokeWidth="2"
          fill="none"
          strokeLinecap="round"
        />
        <circle cx="9" cy="12" r="2.4" fill="#fff" />
        <circle cx="23" cy="12" r="2.4" fill="#fff" />
        <path d="M9 12l4 3M23 12l-4 3" stroke="#fff" strokeWidth="1.6" />
      </svg>
      <Text fw={800} fz="xl" c="airwork.9" style={{ letterSpacing: '-0.02em' }}>
        Airwork
      </Text>
    </Group>
  );
}
