import { useEffect, useMemo } from 'react';
import { ActionIcon, Button, FileButton, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPhotoPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import {
  MAX_CLASSIFIED_PHOTOS,
  MAX_CLASSIFIED_PHOTO_BYTES,
} from '@airwork/shared/classifieds/classified-constants';

/** Photos chosen but not yet sent, with previews that are released when no longer shown. */
function usePreviews(files: File[]): string[] {
  const urls = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => urls.forEach((u) => URL.revokeObjectURL(u)), [urls]);
  return urls;
}

/**
 * Adds the chosen photos that fit (at most five, 5 MB each) and says what was left out, as
 * translation keys.
 */
export function addPhotos(photos: File[], chosen: File[]): { next: File[]; problems: string[] } {
  const fitting = chosen.filter((f) => f.size <= MAX_CLASSIFIED_PHOTO_BYTES);
  const problems: string[] = [];
  if (fitting.length < chosen.length) problems.push('postads.photo_too_big');
  if (photos.length + fitting.length > MAX_CLASSIFIED_PHOTOS) problems.push('postads.photos_max');
  return { next: [...photos, ...fitting].slice(0, MAX_CLASSIFIED_PHOTOS), problems };
}

export function PhotoPicker(props: {
  photos: File[];
  onChoose: (chosen: File[]) => void;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation();
  const previews = usePreviews(props.photos);
  const { photos } = props;
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        {t('postads.photos', { max: MAX_CLASSIFIED_PHOTOS })}
      </Text>
      <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs">
        {previews.map((src, i) => (
          <div key={src} style={{ position: 'relative' }}>
            <Image src={src} alt={photos[i]?.name ?? ''} h={80} radius="sm" fit="cover" />
            <ActionIcon
              size="sm"
              color="dark"
              variant="filled"
              style={{ position: 'absolute', top: 4, right: 4 }}
              aria-label={t('postads.remove_photo', { name: photos[i]?.name ?? '' })}
              onClick={() => props.onRemove(i)}
            >
              <IconX size={14} />
            </ActionIcon>
          </div>
        ))}
      </SimpleGrid>
      <FileButton onChange={props.onChoose} accept="image/jpeg,image/png,image/webp" multiple>
        {(buttonProps) => (
          <Button
            {...buttonProps}
            variant="default"
            leftSection={<IconPhotoPlus size={16} aria-hidden />}
            disabled={photos.length >= MAX_CLASSIFIED_PHOTOS}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('postads.add_photos', { count: photos.length, max: MAX_CLASSIFIED_PHOTOS })}
          </Button>
        )}
      </FileButton>
    </Stack>
  );
}
