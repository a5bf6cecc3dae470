import { Alert, Button, Container, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { AirworkHeading } from '../../../components/airwork-heading';
import type { Airwork } from '@airwork/shared/airworks/airwork.schema';
import { ResultGallery } from '../../../components/result-gallery';
import { translateMessage } from '../../../i18n/i18n';
import { useAirwork } from '../../../lib/airwork-query';
import { useTimeline } from '../../../lib/airwork-timeline';
import { useResultFiles } from '../../../lib/result-files';
import { usePaymentStatus } from '../../../lib/payment-status';
import { useCurrentUser } from '../../../lib/session';
import { RenewHold, ResultDecision } from '../components/result-decision';
import { isHeld, needsNewHold } from '@airwork/shared/payments/payment-states';
import { link, readQuery } from '../../../lib/paths';

/** What the pilot wrote when submitting (the last completion's note). */
function PilotNote({ note }: { note: string | undefined }) {
  const { t } = useTranslation();
  if (!note) return null;
  return (
    <Alert color="blue" title={t('result.pilot_note')}>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{note}</Text>
    </Alert>
  );
}

function Files({
  taskId,
  site,
}: {
  taskId: number;
  site: { latitude: number; longitude: number };
}) {
  const { t } = useTranslation();
  const files = useResultFiles(taskId);
  if (files.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (files.isError) return <Alert color="red">{translateMessage(files.error.message)}</Alert>;
  if (files.data.length === 0) return <Text c="dimmed">{t('upload.none_yet')}</Text>;
  return <ResultGallery files={files.data} site={site} />;
}

/**
 * The owner's part once the results are in: decide; or, accepted, follow the money — a hold
 * that expired first is renewed (part 2), a renewed one is paid with Accept again.
 */
function Decision({ airwork, accepted }: { airwork: Airwork; accepted: boolean }) {
  const { t } = useTranslation();
  const payment = usePaymentStatus(airwork.id).data;
  if (!accepted) return <ResultDecision airwork={airwork} />;
  if (needsNewHold(payment?.state)) return <RenewHold taskId={airwork.id} />;
  if (isHeld(payment?.state)) return <ResultDecision airwork={airwork} payOnly />;
  return <Alert color="teal">{t('result.already_accepted')}</Alert>;
}

/** Airwork-result (query Id): the results; their client accepts or rejects them with a note. */
export function AirworkResultPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = readQuery(params).id();
  const airwork = useAirwork(Number.isInteger(id) ? id : 0);
  const user = useCurrentUser();
  const a = airwork.data;
  const timeline = useTimeline(id, a !== undefined).data;
  const note = timeline?.findLast((e) => e.action === 'complete')?.note;
  // The reply names the state (airwork-graph.ts): accepted, or settled by an admin, is completed.
  const accepted = a?.state === 'completed';
  const deciding =
    a !== undefined && a.userId === user?.id && (accepted || a.state === 'delivered');
  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <AirworkHeading title={t('result.title')} number={a?.tasksId} name={a?.title} />
          {airwork.isPending && id > 0 && <Loader size="sm" aria-label={t('common.loading')} />}
          {(airwork.isError || !(id > 0)) && <Alert color="red">{t('task.not_found')}</Alert>}
          {a && <PilotNote note={note} />}
          {a && <Files taskId={a.id} site={{ latitude: a.latitude, longitude: a.longitude }} />}
          {deciding && <Decision airwork={a} accepted={accepted} />}
          {!deciding && accepted && <Alert color="teal">{t('result.already_accepted')}</Alert>}
          <Group>
            <Button component={Link} to={link.airworkDetails(id)} variant="default">
              {t('result.back')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
