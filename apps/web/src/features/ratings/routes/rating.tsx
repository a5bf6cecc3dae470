import {
  Alert,
  Button,
  Container,
  Input,
  Loader,
  Paper,
  Rating,
  Stack,
  Text,
  Textarea,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { homeRouteForRole } from '@airwork/shared/accounts/account-constants';
import {
  addRatingRequestSchema,
  RatingType,
  type TaskRatings,
} from '@airwork/shared/ratings/rating.schema';
import { notifyError, notifySuccess } from '../../../components/notify';
import { useSchemaForm } from '../../../components/use-schema-form';
import { translateMessage } from '../../../i18n/i18n';
import { formatDate } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/session';
import { messageOf } from '../../../lib/call';
import { useAddRating, useTaskRatings } from '../api/ratings';
import { readQuery } from '../../../lib/paths';

const formSchema = addRatingRequestSchema.pick({ rating: true, comments: true });

interface Values extends Record<string, unknown> {
  rating: number;
  comments: string;
}

/** What the caller already gave (and got, once both show). */
function Given({ ratings }: { ratings: TaskRatings }) {
  const { t, i18n } = useTranslation();
  const given = ratings.given!;
  return (
    <Stack gap="sm">
      <Alert color="teal" title={t('rating.thanks')}>
        <Rating value={given.rating} readOnly aria-hidden />
        <VisuallyHidden>{t('rating.your_stars', { count: given.rating })}</VisuallyHidden>
        <Text mt="xs">“{given.comments}”</Text>
      </Alert>
      {ratings.received ? (
        <Alert color="blue" title={t('rating.received')}>
          <Rating value={ratings.received.rating} readOnly aria-hidden />
          <VisuallyHidden>
            {t('rating.their_stars', { count: ratings.received.rating })}
          </VisuallyHidden>
          <Text mt="xs">“{ratings.received.comments}”</Text>
        </Alert>
      ) : (
        ratings.revealAt && (
          <Text c="dimmed">
            {t('rating.hidden_until', { date: formatDate(ratings.revealAt, i18n.language) })}
          </Text>
        )
      )}
    </Stack>
  );
}

function RatingForm({ taskId, userId }: { taskId: number; userId: number }) {
  const { t } = useTranslation();
  const add = useAddRating(taskId);
  const { form, field, onSubmit } = useSchemaForm<Values>({
    schema: formSchema,
    initialValues: { rating: 0, comments: '' },
  });
  const starsError = form.errors.rating;
  const submit = onSubmit((values) =>
    add.mutate(
      { id: 0, taskId, userId, rating: values.rating, comments: values.comments },
      {
        onSuccess: () => notifySuccess(t('rating.sent')),
        onError: (err) => notifyError(translateMessage(messageOf(err))),
      },
    ),
  );
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Input.Wrapper
          label={t('rating.stars')}
          required
          error={typeof starsError === 'string' ? translateMessage(starsError) : undefined}
        >
          <Rating
            size="xl"
            value={form.values.rating}
            onChange={(v) => form.setFieldValue('rating', v)}
            aria-label={t('rating.stars')}
          />
        </Input.Wrapper>
        <Textarea
          label={t('rating.comments')}
          required
          autosize
          minRows={4}
          {...field('comments')}
        />
        <Text size="sm" c="dimmed">
          {t('rating.double_blind')}
        </Text>
        <Button type="submit" loading={add.isPending} style={{ alignSelf: 'flex-end' }}>
          {t('rating.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** Rating (query Id = task id, userId = the rated user, ratingType 1 the pilot, 2 the client). */
export function RatingPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const user = useCurrentUser();
  const query = readQuery(params);
  const taskId = query.id();
  const userId = query.userId();
  const ofPilot = query.ratingType() === RatingType.ofPilot;
  const ratings = useTaskRatings(taskId);
  return (
    <Container size="sm" py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <div>
            <Title order={1} fz={{ base: 22, sm: 28 }}>
              {ratings.data?.otherName
                ? t(ofPilot ? 'rating.title_pilot_named' : 'rating.title_client_named', {
                    name: ratings.data.otherName,
                  })
                : t(ofPilot ? 'rating.title_pilot' : 'rating.title_client')}
            </Title>
            {ratings.data && (
              <Text c="dimmed">
                {t('rating.for_airwork', {
                  title: ratings.data.airwork.title,
                  number: ratings.data.airwork.tasksId,
                })}
              </Text>
            )}
          </div>
          {ratings.isPending && <Loader size="sm" aria-label={t('common.loading')} />}
          {ratings.isError && <Alert color="red">{translateMessage(ratings.error.message)}</Alert>}
          {ratings.data?.given && <Given ratings={ratings.data} />}
          {ratings.data && !ratings.data.given && <RatingForm taskId={taskId} userId={userId} />}
          <Button
            component={Link}
            to={user ? homeRouteForRole(user.role_id) : '/'}
            variant="default"
          >
            {t('rating.home')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
