import { Badge, Group, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import { Role } from '@airwork/shared/accounts/account-constants';
import type { Airwork } from '@airwork/shared/airworks/airwork.schema';
import { stepStatusName } from '@airwork/shared/airworks/airwork-states';
import type { PaymentState } from '@airwork/shared/payments/payment.schema';
import type { TranslationKey } from '../i18n/i18n';
import { AIRWORK_ACTION_LABELS } from './airwork-actions';
import { formatAirworkTime, formatCad } from '../lib/format';
import { usePaymentStatus } from '../lib/payment-status';
import { useCurrentUser } from '../lib/session';
import { useTimeline } from '../lib/airwork-timeline';
import { isCharged, isHeld } from '@airwork/shared/payments/payment-states';
import type { ReceiptKind } from '@airwork/shared/payments/receipt.calls';
import { ReceiptButtons } from './receipt-buttons';
import type { CurrentUser } from '../lib/session';

const MONEY: Record<PaymentState, TranslationKey> = {
  none: 'record.money_none',
  created: 'record.money_created',
  held: 'record.money_held',
  captured: 'record.money_captured',
  released: 'record.money_released',
  refunded: 'record.money_refunded',
  expired: 'record.money_expired',
};

const ACTOR: Record<string, TranslationKey> = {
  client: 'record.by_client',
  pilot: 'record.by_pilot',
  admin: 'record.by_admin',
  system: 'record.by_system',
};

/** The papers the reader may download once the money was taken: theirs, or both for admins. */
function papersFor(a: Airwork, user: CurrentUser | null): ReceiptKind[] {
  if (!user) return [];
  if (user.role_id === Role.admin && user.id !== a.userId) return ['receipt', 'payout'];
  if (user.id === a.userId) return ['receipt'];
  return user.id === a.pilotUserId ? ['payout'] : [];
}

function Money({ airwork }: { airwork: Airwork }) {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const payment = usePaymentStatus(airwork.id).data;
  if (!payment) return null;
  const papers = isCharged(payment.state) ? papersFor(airwork, user) : [];
  return (
    <Group gap="xs">
      <Text fw={600}>{t('record.money')}</Text>
      <Badge variant="light" color={isHeld(payment.state) ? 'blue' : 'gray'} autoContrast>
        {t(MONEY[payment.state])}
      </Badge>
      {payment.totalCents > 0 && (
        <Text size="sm">{formatCad(payment.totalCents / 100, i18n.language)}</Text>
      )}
      {papers.length > 0 && <ReceiptButtons taskId={airwork.id} kinds={papers} />}
    </Group>
  );
}

/**
 * The Airwork's record for its client, its pilot and admins: where the money stands and every
 * change of state, who made it (as a role) and their note.
 */
export function AirworkRecord({ airwork: a }: { airwork: Airwork }) {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const party =
    !!user && (user.id === a.userId || user.id === a.pilotUserId || user.role_id === Role.admin);
  const record = useTimeline(a.id, party).data;
  if (!party || !record) return null;
  const lang = i18n.language === 'zh' ? 'zh' : 'en';
  return (
    <section aria-labelledby="record-title">
      <Title id="record-title" order={2} fz="lg" mb="xs">
        {t('record.title')}
      </Title>
      <Money airwork={a} />
      <Timeline active={record.length - 1} bulletSize={14} lineWidth={2} mt="md">
        {record.map((r, i) => (
          <Timeline.Item key={i} title={t(AIRWORK_ACTION_LABELS[r.action] ?? 'record.action_edit')}>
            <Text size="xs" c="dimmed">
              {t(ACTOR[r.actor] ?? 'record.by_system')} ·{' '}
              {formatAirworkTime(r.createTime, lang, a.province)} ·{' '}
              {stepStatusName(r.toStatus, r.action, lang)}
            </Text>
            {r.agreedPrice !== null && (
              <Text size="sm">
                {t('record.agreed_price', { price: formatCad(r.agreedPrice, i18n.language) })}
              </Text>
            )}
            {r.note && <Text size="sm">“{r.note}”</Text>}
          </Timeline.Item>
        ))}
      </Timeline>
    </section>
  );
}
