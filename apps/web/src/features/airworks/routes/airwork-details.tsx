import { Suspense, lazy, useDeferredValue } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import type { Airwork } from '@airwork/shared/airworks/airwork.schema';
import { homeRouteForRole, Role } from '@airwork/shared/accounts/account-constants';
import { StatusBadge } from '../../../components/airwork-card';
import { LazyPlaceMap } from '../../../components/lazy-place-map';
import type { TranslationKey } from '../../../i18n/i18n';
import { useCategories } from '../../../lib/categories';
import { formatAirworkTime, formatCad, formatDay } from '../../../lib/format';
import { link, paths, readQuery } from '../../../lib/paths';
import { useCurrentUser } from '../../../lib/session';
import { useClientRating } from '../api/client-rating';
import { useAirwork } from '../../../lib/airwork-query';
import { useRatingText } from '../../../components/rating-summary';

// What a signed-in reader sees under the Airwork (its conversation, the owner's, the pilot's and
// the closing buttons, the record): its code loads for them only — a visitor opening a shared
// link loads none of it (issue 22). app/early-screens.ts starts loading it with the screen.
const SignedInSections = lazy(() =>
  import('../components/signed-in-sections').then((m) => ({ default: m.SignedInSections })),
);

/** A visitor's way to apply: log in as a pilot. */
function LogInToApply({ airwork }: { airwork: Airwork }) {
  const { t } = useTranslation();
  if (airwork.state !== 'open') return null;
  return (
    <Text size="sm">
      <Anchor component={Link} to="/login?as=pilot">
        {t('apply.log_in_to_apply')}
      </Anchor>
    </Text>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </div>
  );
}

/** The client's rating as pilots gave it (spec: shown only when there is one). */
function ClientPrestige({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const ratingText = useRatingText();
  const rating = useClientRating(clientId).data;
  if (!rating || rating.totalRateCount === 0) return null;
  return (
    <Field label={t('details.client_prestige')}>
      {ratingText(rating.totalRating, rating.totalRateCount)}
    </Field>
  );
}

const conditionKey = (code: string) => `condition.${code}` as TranslationKey;

function AirworkFacts({ airwork: a }: { airwork: Airwork }) {
  const { t, i18n } = useTranslation();
  // A pilot also reads what they receive: the price less the tax it includes (issue 23).
  const pilot = useCurrentUser()?.role_id === Role.pilot;
  const categories = useCategories(i18n.language).data ?? [];
  const categoryNames = a.categoriesIds
    .split(',')
    .map((id) => categories.find((c) => c.id === Number(id))?.categoriesName ?? id);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Field label={t('details.mission_id')}>{a.tasksId}</Field>
      <Field label={t('details.posted')}>
        {formatAirworkTime(a.createTime, i18n.language, a.province)}
      </Field>
      <Field label={t('details.city')}>
        {a.city}, {a.province}
      </Field>
      <Field label={t('details.address')}>{a.address || t('details.address_hidden')}</Field>
      <Field label={t('details.salary')}>
        {formatCad(a.salary, i18n.language)}
        {pilot && (
          <Text size="sm" c="dimmed">
            {t('card.you_receive', { amount: formatCad(a.pilotReceives, i18n.language) })}
          </Text>
        )}
      </Field>
      <Field label={t('details.status')}>
        <StatusBadge airwork={a} />
      </Field>
      <Field label={t('details.file_format')}>{a.fileFormat}</Field>
      {a.neededBy && (
        <Field label={t('wizard.needed_by')}>{formatDay(a.neededBy, i18n.language, true)}</Field>
      )}
      <Field label={t('details.conditions')}>
        {a.conditions
          .split(',')
          .map((c) => t(conditionKey(c)))
          .join('; ')}
      </Field>
      <Field label={t('details.categories')}>
        <Group gap={4}>
          {categoryNames.map((name) => (
            <Badge key={name} variant="outline" color="gray">
              {name}
            </Badge>
          ))}
        </Group>
      </Field>
      <ClientPrestige clientId={a.userId} />
      {a.uploadFilePath && (
        <Field label={t('details.attachment')}>
          <Anchor component={Link} to={link.airworkAdditionalInfo(a.id)}>
            {t('details.view_attachment')}
          </Anchor>
        </Field>
      )}
    </SimpleGrid>
  );
}

/**
 * The page's frame while the Airwork loads, as tall as the screen and shaped like what comes:
 * the footer stays below the fold and nothing on screen moves when the Airwork arrives
 * (its layout shift was 0.40, issue 22).
 */
function DetailsFrame() {
  const { t } = useTranslation();
  return (
    <Container size="md" py={{ base: 'lg', sm: 48 }} mih="100vh">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} aria-busy="true">
        <Stack gap="lg">
          <Loader size="sm" aria-label={t('common.loading')} />
          <Skeleton height={34} width="70%" />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height={44} />
            ))}
          </SimpleGrid>
          <Skeleton height={96} />
          <Skeleton height={220} radius={12} />
        </Stack>
      </Paper>
    </Container>
  );
}

/** An Airwork for every viewer (spec: /Airwork-details?Id=). */
/**
 * An Airwork that does not exist, or that the reader may not see: said in words, with the way
 * on (issue 46: a bare "Task not found" left the reader nowhere).
 */
function NoSuchAirwork() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <Container size="md" py="xl">
      <Alert color="gray" title={t('task.not_found')} data-testid="no-such-airwork">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('details.not_found_text')}</Text>
          <Group gap="sm">
            <Button component={Link} to={paths.airworkList} size="xs">
              {t('details.not_found_browse')}
            </Button>
            {user && (
              <Button
                component={Link}
                to={homeRouteForRole(user.role_id)}
                size="xs"
                variant="default"
              >
                {t('details.not_found_home')}
              </Button>
            )}
          </Group>
        </Stack>
      </Alert>
    </Container>
  );
}

export function AirworkDetailsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = readQuery(params).id();
  const user = useCurrentUser();
  const airwork = useAirwork(Number.isInteger(id) ? id : 0);
  // The page renders its Airwork in a background (time-sliced) render: an answer arriving
  // renders at once and blocks a slow phone's main thread (issue 22, total blocking time).
  const a = useDeferredValue(airwork.data);
  if ((airwork.isPending || (airwork.data && !a)) && id > 0) return <DetailsFrame />;
  if (!a) return <NoSuchAirwork />;
  return (
    <Container size="md" py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="article">
        <Stack gap="lg">
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {a.title}
          </Title>
          <AirworkFacts airwork={a} />
          <div>
            <Title order={2} fz="lg" mb={4}>
              {t('details.description')}
            </Title>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{a.description}</Text>
          </div>
          <LazyPlaceMap
            point={{ latitude: a.latitude, longitude: a.longitude }}
            approximate={!a.exactLocation}
            height={220}
            label={a.exactLocation ? t('details.map_label') : t('details.map_label_approximate')}
          />
          {user ? (
            <Suspense fallback={null}>
              <SignedInSections airwork={a} />
            </Suspense>
          ) : (
            <LogInToApply airwork={a} />
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
