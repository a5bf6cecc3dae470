import { Paper, Rating, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { receivedRatingsCall } from '@airwork/shared/ratings/rating.calls';
import { call, keyOf } from '../../../lib/call';
import { formatDate } from '../../../lib/format';

/** The latest ratings a pilot received that are shown (double-blind ones only once revealed). */
export function ReceivedRatings({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation();
  const ratings = useQuery({
    queryKey: keyOf(receivedRatingsCall, userId),
    queryFn: () => call(receivedRatingsCall, { userId, page: 1, size: 10 }),
    enabled: userId > 0,
  });
  const rows = ratings.data?.data ?? [];
  if (rows.length === 0) return null;
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="ratings-title"
    >
      <Title id="ratings-title" order={2} fz="lg" mb="sm">
        {t('pilot_info.ratings')}
      </Title>
      <Stack gap="md">
        {rows.map((r, i) => (
          <div key={i}>
            <Rating value={r.rating} readOnly size="sm" aria-hidden />
            <VisuallyHidden>{t('rating.their_stars', { count: r.rating })}</VisuallyHidden>
            <Text size="sm" mt={4}>
              “{r.comments}”
            </Text>
            <Text size="xs" c="dimmed">
              {r.taskTitle} · {formatDate(r.createTime, i18n.language)}
            </Text>
          </div>
        ))}
      </Stack>
    </Paper>
  );
}
