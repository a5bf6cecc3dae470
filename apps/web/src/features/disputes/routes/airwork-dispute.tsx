import {
  Alert,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { Role } from '@airwork/shared/accounts/account-constants';
import type { Airwork } from '@airwork/shared/airworks/airwork.schema';
import type { Dispute } from '@airwork/shared/disputes/dispute.schema';
import { PaymentPart } from '@airwork/shared/payments/payment.schema';
import { useState } from 'react';
import { AirworkHeading } from '../../../components/airwork-heading';
import { AirworkRecord } from '../../../components/airwork-record';
import { ReceiptButtons } from '../../../components/receipt-buttons';
import { ResultGallery } from '../../../components/result-gallery';
import { useResultFiles } from '../../../lib/result-files';
import type { ReceiptKind } from '@airwork/shared/payments/receipt.calls';
import { translateMessage } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { useAirwork } from '../../../lib/airwork-query';
import { messageOf } from '../../../lib/call';
import { formatCad, formatDateTime } from '../../../lib/format';
import { link, paths, readQuery } from '../../../lib/paths';
import { useCurrentUser } from '../../../lib/session';
import { useDispute } from '../api/disputes';
import { DecideForm, DecisionView } from '../components/decision';
import { OpenDispute, REASON_LABELS } from '../components/open-dispute';
import { AddStatement, StatementList } from '../components/statements';
import { ConversationTranscript } from '../components/conversation-transcript';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

/** Who opened it, why and when, and the money it is about. */
function Summary({ d }: { d: Dispute }) {
  const { t, i18n } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      <Fact label={t('disputes.reason')} value={t(REASON_LABELS[d.reason])} />
      <Fact
        label={t('disputes.opened')}
        value={t(
          d.openedBy === 'client' ? 'disputes.opened_by_client' : 'disputes.opened_by_pilot',
          {
            date: formatDateTime(d.openedAt, i18n.language),
          },
        )}
      />
      <Fact label={t('disputes.hold')} value={formatCad(d.holdAmount, i18n.language)} />
      {d.holdExpiresAt && d.state === 'open' && !d.holdLapsed && (
        <Fact
          label={t('disputes.hold_expires')}
          value={formatDateTime(d.holdExpiresAt, i18n.language)}
        />
      )}
    </SimpleGrid>
  );
}

/**
 * The hold passed its validity while the money still waited on it (issue 25): the client holds
 * the money again (a renewal); the pilot and admins read what that means for the decision.
 */
function HoldLapsed({ d, side }: { d: Dispute; side: 'client' | 'pilot' | 'admin' }) {
  const { t } = useTranslation();
  const waiting =
    d.state === 'open' || (d.decision && !d.decision.settled && d.decision.outcome !== 'refund');
  if (!d.holdLapsed || !waiting) return null;
  return (
    <Alert color="orange" title={t('disputes.lapsed_title')} data-testid="hold-lapsed">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t(LAPSED_TEXT[side])}</Text>
        {side === 'client' && (
          <Button component={Link} to={link.makePayment(d.taskId, PaymentPart.renewal)} size="sm">
            {t('disputes.lapsed_renew')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

const LAPSED_TEXT = {
  client: 'disputes.lapsed_client',
  pilot: 'disputes.lapsed_pilot',
  admin: 'disputes.lapsed_admin',
} as const;

/** The result files, previewed, for the admin weighing them (the evidence is linked, not copied). */
function Results({ taskId }: { taskId: number }) {
  const { t } = useTranslation();
  const files = useResultFiles(taskId).data;
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        {t('disputes.results')}
      </Title>
      {files && files.length === 0 && <Text c="dimmed">{t('upload.none_yet')}</Text>}
      {files && files.length > 0 && <ResultGallery files={files} />}
    </Stack>
  );
}

/**
 * The rest of the evidence, for an admin, on this screen: the Airwork's record and the
 * conversation. The conversation opens on request: every admin reading of it is recorded in
 * the record both parties see, so it is read when it is needed, not on every visit.
 */
function Evidence({ d, airwork }: { d: Dispute; airwork: Airwork }) {
  const { t } = useTranslation();
  const [talk, setTalk] = useState(false);
  return (
    <Stack gap="lg">
      <AirworkRecord airwork={airwork} />
      {d.pilotId > 0 && (
        <Stack gap="sm">
          <Title order={2} fz="lg" id="conversation-title">
            {t('disputes.conversation')}
          </Title>
          {talk ? (
            <ConversationTranscript d={d} />
          ) : (
            <Group>
              <Button
                variant="default"
                onClick={() => setTalk(true)}
                aria-describedby="conversation-title"
              >
                {t('disputes.show_conversation')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** The papers each reader may download once the money moved: theirs, or both for admins. */
const PAPERS: Record<'client' | 'pilot' | 'admin', ReceiptKind[]> = {
  client: ['receipt'],
  pilot: ['payout'],
  admin: ['receipt', 'payout'],
};

function DisputeBody({ d, admin, airwork }: { d: Dispute; admin: boolean; airwork: Airwork }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  // Only the parties and admins read a dispute (the server answers 403 to anyone else).
  const side = user?.id === d.clientId ? 'client' : user?.id === d.pilotId ? 'pilot' : 'admin';
  const papers = PAPERS[side];
  return (
    <Stack gap="lg">
      <Summary d={d} />
      <HoldLapsed d={d} side={side} />
      {d.decision && <DecisionView decision={d.decision} />}
      {d.decision?.settled && d.decision.outcome !== 'refund' && (
        <ReceiptButtons taskId={d.taskId} kinds={papers} />
      )}
      {admin && <Results taskId={d.taskId} />}
      {admin && <Evidence d={d} airwork={airwork} />}
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('disputes.statements')}
        </Title>
        <StatementList statements={d.statements} />
      </Stack>
      {d.state === 'open' && <AddStatement taskId={d.taskId} />}
      {d.state === 'open' && admin && (
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('disputes.decide_title')}
          </Title>
          <DecideForm taskId={d.taskId} holdAmount={d.holdAmount} lapsed={d.holdLapsed} />
        </Stack>
      )}
    </Stack>
  );
}

/** A party with no dispute yet: the form when the Airwork may be disputed, else why not. */
function NoDispute({ a, side }: { a: Airwork; side: 'client' | 'pilot' | null }) {
  const { t } = useTranslation();
  // The graph decides (airwork-graph.ts), as it does for the server and the details screen.
  if (side && a.allowedActions.includes('dispute'))
    return <OpenDispute taskId={a.id} side={side} />;
  return <Alert color="gray">{t('disputes.none')}</Alert>;
}

/** Airwork-dispute (query Id): the dispute of an Airwork, opened and answered by its parties, decided by admins. */
export function AirworkDisputePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = readQuery(params).id();
  const user = useCurrentUser();
  const airwork = useAirwork(id);
  const dispute = useDispute(id);
  const a = airwork.data;
  const side =
    a && user
      ? a.userId === user.id
        ? 'client'
        : a.pilotUserId === user.id
          ? 'pilot'
          : null
      : null;
  const admin = user?.role_id === Role.admin;
  return (
    <Container size="md" py={{ base: 'lg', sm: 40 }}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <AirworkHeading title={t('disputes.title')} number={a?.tasksId} name={a?.title} />
          {(airwork.isPending || dispute.isPending) && id > 0 && (
            <Loader size="sm" aria-label={t('common.loading')} />
          )}
          {(airwork.isError || !(id > 0)) && <Alert color="red">{t('task.not_found')}</Alert>}
          {dispute.isError && (
            <Alert color="red">{translateMessage(messageOf(dispute.error))}</Alert>
          )}
          {a && dispute.data && <DisputeBody d={dispute.data} admin={admin} airwork={a} />}
          {a && dispute.data === null && <NoDispute a={a} side={side} />}
          <Group>
            <Button component={Link} to={link.airworkDetails(id)} variant="default">
              {t('disputes.back')}
            </Button>
            {admin && (
              <Button component={Link} to={paths.adminDisputes} variant="default">
                {t('disputes.all')}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
