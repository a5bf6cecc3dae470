import { Paper, Rating, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Review } from '@airwork/shared/pilots/public-profile.schema';
import { useTranslation } from '../i18n/use-translation';
import { formatDate } from '../lib/format';

/**
 * The latest reviews a member received that are shown (double-blind ones only once revealed),
 * each with the reviewer as others see them and the Airwork it was for.
 */
export function ReviewsList({
  reviews,
  title,
  id,
}: {
  reviews: Review[];
  title: string;
  id: string;
}) {
  const { t, i18n } = useTranslation();
  if (reviews.length === 0) return null;
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby={id}
    >
      <Title id={id} order={2} fz="lg" mb="sm">
        {title}
      </Title>
      <Stack gap="md">
        {reviews.map((r, i) => (
          <div key={i}>
            <Rating value={r.rating} readOnly size="sm" aria-hidden />
            <VisuallyHidden>{t('rating.their_stars', { count: r.rating })}</VisuallyHidden>
            <Text size="sm" mt={4}>
              “{r.comments}”
            </Text>
            <Text size="xs" c="dimmed">
              {r.fromName} · {r.taskTitle} · {formatDate(r.createTime, i18n.language)}
            </Text>
          </div>
        ))}
      </Stack>
    </Paper>
  );
}
