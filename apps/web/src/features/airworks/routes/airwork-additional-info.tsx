import {
  Alert,
  Anchor,
  Button,
  Container,
  Image,
  Loader,
  Paper,
  Stack,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import type { Airwork } from '@airwork/shared/airworks/airwork.schema';
import { ResultGallery } from '../../../components/result-gallery';
import { useAirwork } from '../../../lib/airwork-query';
import { useResultFiles } from '../../../lib/result-files';
import { useCurrentUser } from '../../../lib/session';
import { isParty, mayDo } from '@airwork/shared/airworks/airwork-viewers';
import { viewerOf } from '../../../lib/viewer';
import { link, readQuery } from '../../../lib/paths';

const IMAGE = /\.(jpe?g|png|webp|gif)$/i;
const VIDEO = /\.(mp4|mov|webm)$/i;

/** How an attachment shows: the server answers its type, the spec judged by extension. */
export function attachmentKind(
  contentType: string | null,
  name: string,
): 'image' | 'video' | 'file' {
  if (contentType?.startsWith('image/') || IMAGE.test(name)) return 'image';
  if (contentType?.startsWith('video/') || VIDEO.test(name)) return 'video';
  return 'file';
}

function Attachment({ url, type, title }: { url: string; type: string | null; title: string }) {
  const { t } = useTranslation();
  const kind = attachmentKind(type, url);
  if (kind === 'image') return <Image src={url} alt={title} radius="md" fit="contain" mah={560} />;
  if (kind === 'video') {
    return (
      <video src={url} controls preload="metadata" style={{ width: '100%', borderRadius: 8 }}>
        <track kind="captions" />
      </video>
    );
  }
  return (
    <Anchor href={url} download>
      <IconDownload size={16} aria-hidden /> {t('details.attachment_open')}
    </Anchor>
  );
}

/** The result files, for the Airwork's client, its pilot and admins once files arrive. */
function Results({ airwork }: { airwork: Airwork }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const party = isParty(viewerOf(user, airwork));
  const delivering = mayDo('results', airwork.state);
  const files = useResultFiles(airwork.id, party && delivering);
  if (!files.data?.length) return null;
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        {t('result.title')}
      </Title>
      <ResultGallery
        files={files.data}
        site={{ latitude: airwork.latitude, longitude: airwork.longitude }}
      />
    </Stack>
  );
}

/** The Airwork's attachment (spec: /Airwork-addtional-info?Id=), and back to the Airwork. */
export function AirworkAdditionalInfoPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = readQuery(params).id();
  const airwork = useAirwork(Number.isInteger(id) ? id : 0);
  if (airwork.isPending && id > 0) return <Loader m="xl" aria-label={t('common.loading')} />;
  const a = airwork.data;
  return (
    <Container size="md" py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} fz={{ base: 22, sm: 28 }}>
            {a ? `${t('details.attachment')} — ${a.title}` : t('task.not_found')}
          </Title>
          {a && !a.uploadFilePath && <Alert color="gray">{t('details.no_attachment')}</Alert>}
          {a?.uploadFilePath && (
            <Attachment url={a.uploadFilePath} type={a.uploadFileType} title={a.title} />
          )}
          {a && <Results airwork={a} />}
          {a && (
            <Button
              component={Link}
              to={link.airworkDetails(a.id)}
              variant="default"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('details.back_to_airwork')}
            </Button>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
