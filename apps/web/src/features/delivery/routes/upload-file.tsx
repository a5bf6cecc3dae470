import { Alert, Anchor, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { AirworkHeading } from '../../../components/airwork-heading';
import type { Airwork } from '@airwork/shared/airworks/airwork.schema';
import type { AirworkState } from '@airwork/shared/airworks/airwork-moves';
import { ResultList } from '../../../components/result-list';
import { useAirwork } from '../../../lib/airwork-query';
import { useTimeline } from '../../../lib/airwork-timeline';
import { formatBytes } from '../../../lib/format';
import { useResultFiles } from '../../../lib/result-files';
import { useCurrentUser } from '../../../lib/session';
import { useResultUploader } from '../api/result-uploader';
import { unfinishedUploads } from '../api/unfinished-uploads';
import { ResultDrop } from '../components/result-drop';
import { SubmitResults } from '../components/submit-results';
import { UploadRowView } from '../components/upload-row';
import { link, readQuery } from '../../../lib/paths';

/** The graph's states in which the hired pilot sends result files (airwork-graph.ts). */
const WORKING: readonly AirworkState[] = ['scheduled', 'inProgress', 'uploading'];

/** The client's note when the results were sent back, while they are being redone. */
function ChangesAsked({ airwork }: { airwork: Airwork }) {
  const { t } = useTranslation();
  const timeline = useTimeline(airwork.id, airwork.state === 'inProgress');
  const last = timeline.data?.at(-1);
  if (airwork.state !== 'inProgress' || last?.action !== 'reject') return null;
  return (
    <Alert color="orange" title={t('upload.changes_asked')}>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{last.note}</Text>
    </Alert>
  );
}

/** Why this pilot cannot upload to this Airwork now, or nothing when they can. */
function Gate({ airwork }: { airwork: Airwork }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (airwork.pilotUserId !== user?.id) return <Alert color="red">{t('upload.not_allowed')}</Alert>;
  if (airwork.state === 'pending') {
    return (
      <Alert color="yellow" title={t('upload.schedule_first')}>
        <Anchor component={Link} to={link.schedulePrepare(airwork.id, airwork.tasksId)}>
          {t('apply.set_schedule')}
        </Anchor>
      </Alert>
    );
  }
  if (airwork.state === 'delivered') {
    return <Alert color="teal">{t('upload.waiting_for_client')}</Alert>;
  }
  if (!WORKING.includes(airwork.state)) return <Alert color="gray">{t('upload.closed')}</Alert>;
  return null;
}

/** Uploads started earlier in this browser and not finished: choosing the file again resumes. */
function Interrupted({ taskId, active }: { taskId: number; active: string[] }) {
  const { t, i18n } = useTranslation();
  const left = unfinishedUploads(taskId).filter((u) => !active.includes(u.identifier));
  if (left.length === 0) return null;
  return (
    <Alert color="yellow" title={t('upload.interrupted')}>
      <Text size="sm">{t('upload.interrupted_hint')}</Text>
      <ul style={{ margin: '6px 0 0', paddingInlineStart: 20 }}>
        {left.map((u) => (
          <li key={u.identifier}>
            {u.name} ({formatBytes(u.size, i18n.language)})
          </li>
        ))}
      </ul>
    </Alert>
  );
}

function Uploads({ airwork }: { airwork: Airwork }) {
  const { t } = useTranslation();
  const files = useResultFiles(airwork.id);
  const uploader = useResultUploader(airwork.id);
  const stored = files.data ?? [];
  const blocker = uploader.busy
    ? t('upload.wait_for_uploads')
    : stored.length === 0
      ? t('result.no_files')
      : undefined;
  return (
    <Stack gap="md">
      <Interrupted taskId={airwork.id} active={uploader.rows.map((r) => r.key)} />
      <ResultDrop onFiles={uploader.add} />
      {uploader.rows.map((row) => (
        <UploadRowView key={row.key} row={row} actions={uploader} />
      ))}
      <Title order={2} fz="lg">
        {t('upload.received', { count: stored.length })}
      </Title>
      {stored.length > 0 ? (
        <ResultList files={stored} />
      ) : (
        <Text c="dimmed">{t('upload.none_yet')}</Text>
      )}
      <SubmitResults taskId={airwork.id} clientId={airwork.userId} blocker={blocker} />
    </Stack>
  );
}

/** Upload-file (query Id = task id, number): the result files, a note to the client, Submit. */
export function UploadFilePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const query = readQuery(params);
  const id = query.id();
  const airwork = useAirwork(Number.isInteger(id) ? id : 0);
  const a = airwork.data;
  const user = useCurrentUser();
  const open = a !== undefined && a.pilotUserId === user?.id && WORKING.includes(a.state);
  return (
    <Container size="md" py={{ base: 'lg', sm: 40 }}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <AirworkHeading
            title={t('upload.title')}
            number={a?.tasksId ?? query.number()}
            name={a?.title}
          />
          {airwork.isPending && id > 0 && <Loader size="sm" aria-label={t('common.loading')} />}
          {(airwork.isError || !(id > 0)) && <Alert color="red">{t('task.not_found')}</Alert>}
          {a && <ChangesAsked airwork={a} />}
          {a && <Gate airwork={a} />}
          {a && open && <Uploads key={a.id} airwork={a} />}
          {a && !open && a.pilotUserId === user?.id && <DeliveredOnly taskId={a.id} />}
          <Anchor component={Link} to={link.airworkDetails(id)}>
            {t('result.back')}
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}

/** After Submit (or once closed) the pilot still sees what was delivered. */
function DeliveredOnly({ taskId }: { taskId: number }) {
  const files = useResultFiles(taskId);
  if (!files.data?.length) return null;
  return <ResultList files={files.data} />;
}
