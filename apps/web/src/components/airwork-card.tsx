import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from '../i18n/use-translation';
import { Link } from 'react-router';
import type { Airwork } from '@airwork/shared/airworks/airwork.schema';
import { AirworkStatus } from '@airwork/shared/airworks/airwork-states';
import { useCategories } from '../lib/categories';
import { formatCad, formatDate, formatDay, formatNumber } from '../lib/format';
import { link } from '../lib/paths';
import { useCurrentUser } from '../lib/session';
import { Role } from '@airwork/shared/accounts/account-constants';

// Filled dark shades with automatic (white) text: every status reads at AA contrast. A light
// badge with a shade would paint the shade itself behind pale text.
const STATUS_COLORS: Record<number, string> = {
  [AirworkStatus.open]: 'blue.9',
  [AirworkStatus.pending]: 'yellow.9',
  [AirworkStatus.scheduled]: 'teal.9',
  [AirworkStatus.inProgress]: 'indigo.9',
  [AirworkStatus.uploading]: 'violet.9',
  [AirworkStatus.completed]: 'green.9',
  [AirworkStatus.cancelled]: 'gray.8',
  [AirworkStatus.disputed]: 'red.9',
};

/** What a card shows of an Airwork (Home's list reads only these, without the schemas). */
export type AirworkSummary = Pick<
  Airwork,
  | 'id'
  | 'tasksId'
  | 'title'
  | 'description'
  | 'neededBy'
  | 'city'
  | 'province'
  | 'salary'
  | 'pilotReceives'
  | 'status'
  | 'statusName'
  | 'createTime'
  | 'categoriesIds'
>;

/** What a card reads of an Airwork, as the guard of a reply read without the schemas checks it. */
export const AIRWORK_SUMMARY_FIELDS = {
  id: 'integer',
  tasksId: 'string',
  title: 'string',
  description: 'string',
  neededBy: 'string|null',
  city: 'string',
  province: 'string',
  salary: 'number',
  pilotReceives: 'number',
  status: 'integer',
  statusName: 'string',
  createTime: 'string',
  categoriesIds: 'string',
} as const satisfies Record<keyof AirworkSummary, 'string' | 'number' | 'integer' | 'string|null'>;

export function StatusBadge({ airwork }: { airwork: Pick<Airwork, 'status' | 'statusName'> }) {
  return (
    <Badge color={STATUS_COLORS[airwork.status] ?? 'gray.8'} variant="filled" autoContrast>
      {airwork.statusName}
    </Badge>
  );
}

/** The price; to a pilot, also what they receive of it (the tax it includes goes out). */
function Price({ airwork }: { airwork: AirworkSummary }) {
  const { t, i18n } = useTranslation();
  const pilot = useCurrentUser()?.role_id === Role.pilot;
  return (
    <Stack gap={0} align="flex-end">
      <Text fw={800} c="airwork.8" style={{ whiteSpace: 'nowrap' }}>
        {formatCad(airwork.salary, i18n.language)}
      </Text>
      {pilot && (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('card.you_receive', { amount: formatCad(airwork.pilotReceives, i18n.language) })}
        </Text>
      )}
    </Stack>
  );
}

/** City and province, and how far they are when the search measured it. */
function PlaceLine({ airwork }: { airwork: AirworkSummary & { distanceKm?: number } }) {
  const { t, i18n } = useTranslation();
  return (
    <Group gap={4}>
      <IconMapPin size={14} aria-hidden />
      <Text size="sm">
        {airwork.city}, {airwork.province}
        {airwork.distanceKm !== undefined &&
          ` · ${t('card.distance', { km: formatNumber(airwork.distanceKm, i18n.language) })}`}
      </Text>
    </Group>
  );
}

/** To its client, while it is open: how many proposals wait, one click from comparing them. */
function ProposalsLine({ airwork }: { airwork: { id: number; proposals?: number } }) {
  const { t } = useTranslation();
  if (airwork.proposals === undefined) return null;
  if (airwork.proposals === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('proposals.waiting_none')}
      </Text>
    );
  }
  return (
    <Text
      component={Link}
      to={link.airworkProposals(airwork.id)}
      size="sm"
      fw={700}
      className="card-link"
    >
      {airwork.proposals === 1
        ? t('applications.one_proposal')
        : t('applications.proposals', { count: airwork.proposals })}
    </Text>
  );
}

/**
 * One Airwork in a list: title to its details, a line of its description, place, price,
 * categories, date and status; to its client, the proposals waiting.
 */
export function AirworkCard({
  airwork,
}: {
  /** `distanceKm`: the search in nearest order says how far each is from the searched place. */
  airwork: AirworkSummary & { distanceKm?: number; proposals?: number };
}) {
  const { t, i18n } = useTranslation();
  const categories = useCategories(i18n.language).data ?? [];
  const names = airwork.categoriesIds
    .split(',')
    .map((id) => categories.find((c) => c.id === Number(id))?.categoriesName)
    .filter(Boolean);
  return (
    <Card withBorder radius="md" padding="md" component="article">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text
            component={Link}
            to={link.airworkDetails(airwork.id)}
            fw={700}
            fz="lg"
            className="card-link"
          >
            {airwork.title}
          </Text>
          <Price airwork={airwork} />
        </Group>
        {airwork.description && (
          <Text size="sm" lineClamp={1} data-testid="card-description">
            {airwork.description}
          </Text>
        )}
        <Group gap="md">
          <PlaceLine airwork={airwork} />
          <Text size="sm" c="dimmed">
            {t('airwork.mission')} {airwork.tasksId} ·{' '}
            {formatDate(airwork.createTime, i18n.language, airwork.province)}
          </Text>
          <StatusBadge airwork={airwork} />
          <ProposalsLine airwork={airwork} />
          {airwork.neededBy && (
            <Text size="sm" fw={600}>
              {t('card.needed_by', { day: formatDay(airwork.neededBy, i18n.language) })}
            </Text>
          )}
        </Group>
        {names.length > 0 && (
          <Group gap={4}>
            {names.map((name) => (
              <Badge key={name} variant="outline" color="gray" size="sm">
                {name}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
