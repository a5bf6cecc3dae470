import {
  Avatar,
  Group,
  Paper,
  Rating,
  SimpleGrid,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import { formatMonth } from '../lib/format';
import { usePublicProfile } from '../lib/public-profile';
import { useRatingText } from './rating-summary';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

/** How many of a client's latest reviews the card quotes. */
const QUOTED = 3;

/**
 * What a pilot sees of the client they would work for (issue 23): name, member since, the
 * Airworks posted and completed, the rating and the latest reviews pilots left.
 */
export function ClientCard({ clientId }: { clientId: number }) {
  const { t, i18n } = useTranslation();
  const ratingText = useRatingText();
  const profile = usePublicProfile(clientId).data;
  if (!profile) return null;
  const p = profile;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="client-card-title">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={p.avatarThumbUrl} alt="" size={44} radius="xl" color="grape">
            {p.displayName.slice(0, 1)}
          </Avatar>
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600} id="client-card-title">
              {t('client_card.title')}
            </Text>
            <Text fw={700}>{p.displayName}</Text>
            <Text size="xs" c="dimmed">
              {t('profile.member_since', { date: formatMonth(p.memberSince, i18n.language) })}
            </Text>
          </div>
        </Group>
        <SimpleGrid cols={3} spacing="xs">
          <Fact label={t('client_card.posted')} value={String(p.posted)} />
          <Fact label={t('client_card.completed')} value={String(p.completed)} />
          <Fact label={t('pilot_info.rating')} value={ratingText(p.rating, p.ratingCount)} />
        </SimpleGrid>
        {p.reviews.slice(0, QUOTED).map((r, i) => (
          <div key={i}>
            <Rating value={r.rating} readOnly size="xs" aria-hidden />
            <VisuallyHidden>{t('rating.their_stars', { count: r.rating })}</VisuallyHidden>
            <Text size="sm">“{r.comments}”</Text>
            <Text size="xs" c="dimmed">
              {r.fromName} · {r.taskTitle}
            </Text>
          </div>
        ))}
      </Stack>
    </Paper>
  );
}
