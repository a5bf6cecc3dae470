import { Anchor, Card, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import type { ResultFile } from '@airwork/shared/delivery/result.schema';
import { formatBytes } from '../lib/format';
import { LazyPlaceMap } from './lazy-place-map';
import { ResultList } from './result-list';

const isVideo = (f: ResultFile) => f.type.startsWith('video/');

/** A picture's preview (a thumbnail, not the file), opening the full picture. */
function PictureCard({ file }: { file: ResultFile }) {
  const { t, i18n } = useTranslation();
  return (
    <Card withBorder radius="md" padding="xs">
      <Card.Section>
        <a
          href={file.url}
          target="_blank"
          rel="noreferrer"
          aria-label={t('result.open_picture', { name: file.filename })}
        >
          <Image src={file.thumbnailUrl} alt={file.filename} h={200} fit="cover" loading="lazy" />
        </a>
      </Card.Section>
      <Text size="sm" mt="xs" truncate="end" title={file.filename}>
        {file.filename}
      </Text>
      <Text size="xs" c="dimmed">
        {formatBytes(file.size, i18n.language)}
      </Text>
    </Card>
  );
}

function VideoCard({ file }: { file: ResultFile }) {
  const { t, i18n } = useTranslation();
  return (
    <Card withBorder radius="md" padding="xs">
      <Card.Section>
        <video
          controls
          preload="metadata"
          src={file.url}
          style={{ width: '100%', maxHeight: 260, display: 'block', background: '#000' }}
          aria-label={t('result.video_of', { name: file.filename })}
        />
      </Card.Section>
      <Anchor
        href={file.url}
        download={file.filename}
        size="sm"
        mt="xs"
        truncate="end"
        display="block"
      >
        {file.filename}
      </Anchor>
      <Text size="xs" c="dimmed">
        {formatBytes(file.size, i18n.language)}
      </Text>
    </Card>
  );
}

type Site = { latitude: number; longitude: number };

/** Where the geotagged photos were taken, as pins on a small map beside the Airwork's site. */
function PhotoMap({ files, site }: { files: ResultFile[]; site?: Site }) {
  const { t } = useTranslation();
  const points = files.flatMap((f) =>
    f.latitude !== null && f.longitude !== null
      ? [{ latitude: f.latitude, longitude: f.longitude, label: f.filename }]
      : [],
  );
  if (points.length === 0) return null;
  const label = t('result.photo_map', { count: points.length });
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <LazyPlaceMap point={site ?? null} points={points} height={240} label={label} />
      <Text size="xs" c="dimmed">
        {t(site ? 'result.photo_map_legend_site' : 'result.photo_map_legend')}
      </Text>
    </Stack>
  );
}

/** The results as the client reviews them: pictures previewed, videos played, the rest linked. */
export function ResultGallery({ files, site }: { files: ResultFile[]; site?: Site }) {
  const pictures = files.filter((f) => f.thumbnailUrl !== null);
  const videos = files.filter((f) => f.thumbnailUrl === null && isVideo(f));
  const others = files.filter((f) => f.thumbnailUrl === null && !isVideo(f));
  return (
    <Stack gap="md" data-testid="result-gallery">
      {(pictures.length > 0 || videos.length > 0) && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          {pictures.map((f) => (
            <PictureCard key={f.id} file={f} />
          ))}
          {videos.map((f) => (
            <VideoCard key={f.id} file={f} />
          ))}
        </SimpleGrid>
      )}
      <PhotoMap files={files} site={site} />
      {others.length > 0 && <ResultList files={others} />}
    </Stack>
  );
}
