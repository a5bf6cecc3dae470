import { Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  CLASSIFIED_CATEGORIES,
  VOIVODESHIPS,
  isFeatured,
  isUrgent,
} from '@airwork/shared/classifieds/classified-constants';
import type { Classified } from '@airwork/shared/classifieds/classified.schema';
import { pl } from '../pl';

export const formatPolishDate = (iso: string) =>
  new Date(iso).toLocaleDateString('pl-PL', { day: 'numeric', month: 'long', year: 'numeric' });

export function PremiumBadges({ premium }: { premium: number }) {
  return (
    <>
      {isFeatured(premium) && (
        <Badge color="airwork" variant="filled">
          {pl.featured}
        </Badge>
      )}
      {isUrgent(premium) && (
        <Badge color="red" variant="light">
          {pl.urgent}
        </Badge>
      )}
    </>
  );
}

export function ClassifiedCard({ classified }: { classified: Classified }) {
  return (
    <Card withBorder radius="md" padding="md" component="article">
      <Group align="flex-start" wrap="nowrap" gap="md">
        {classified.photos[0] && (
          <Image
            src={classified.photos[0]}
            alt=""
            w={96}
            h={72}
            radius="sm"
            fit="cover"
            visibleFrom="xs"
          />
        )}
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" align="flex-start" gap="xs">
            <Text
              component={Link}
              to={`/classified/${classified._id}`}
              fw={700}
              fz="lg"
              className="card-link"
            >
              {classified.name}
            </Text>
            <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
              <PremiumBadges premium={classified.premium} />
            </Group>
          </Group>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {classified.description}
          </Text>
          <Group gap="md" mt={4}>
            <Badge variant="light" color="gray">
              {CLASSIFIED_CATEGORIES[classified.category]}
            </Badge>
            <Group gap={4}>
              <IconMapPin size={14} aria-hidden />
              <Text size="sm">{VOIVODESHIPS[classified.voivodeship]}</Text>
            </Group>
            <Text size="sm" c="dimmed">
              {formatPolishDate(classified.createdAt)} · {classified.user.username}
            </Text>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
