import { useState } from 'react';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { LabelledModal } from '../../../components/labelled-modal';
import { notifyError } from '../../../components/notify';
import { PhotoCropper } from '../../../components/photo-cropper';
import { translateMessage } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { uploadFile } from '../../../lib/uploads';

// A member's photo: chosen, cut square, uploaded (kind avatar), then saved by the form that
// shows it — the pilot's public profile, or the client's photo on their profile (issue 46).

/** A photo chosen but not saved yet: its upload, or null to remove the saved one. */
export type PhotoChange = { id: string; url: string } | null | undefined;

/** Sends the cropped square as the pilot's photo (kind avatar); answers the upload. */
function usePhotoUpload(onUploaded: (photo: { id: string; url: string }) => void) {
  const [busy, setBusy] = useState(false);
  const upload = async (photo: Blob) => {
    setBusy(true);
    const named = new File([photo], 'photo.jpg', { type: 'image/jpeg' });
    const sent = await uploadFile(named, 'avatar', () => undefined);
    setBusy(false);
    if (!sent.ok) return notifyError(translateMessage(sent.message));
    onUploaded({ id: sent.file.id, url: sent.file.url });
  };
  return { busy, upload };
}

export function PhotoField(props: {
  name: string;
  /** What the photo is for, under the buttons (the pilot's and the client's differ). */
  about?: string;
  saved: string | null;
  change: PhotoChange;
  onChange: (change: PhotoChange) => void;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const { busy, upload } = usePhotoUpload((photo) => {
    setFile(null);
    props.onChange(photo);
  });
  const shown = props.change === undefined ? props.saved : (props.change?.url ?? null);
  const clear = () => props.onChange(null);
  return (
    <Group gap="md" align="center">
      <Avatar src={shown} alt={t('profile.photo_of', { name: props.name })} size={96} radius={96}>
        {props.name.slice(0, 1)}
      </Avatar>
      <Stack gap={6}>
        <Group gap="xs">
          <FileButton onChange={setFile} accept="image/jpeg,image/png,image/webp">
            {(p) => (
              <Button variant="default" size="sm" {...p}>
                {t(shown ? 'photo.change' : 'photo.choose')}
              </Button>
            )}
          </FileButton>
          {shown && (
            <Button variant="transparent" color="red" size="sm" onClick={clear}>
              {t('photo.remove')}
            </Button>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {props.change === undefined
            ? (props.about ?? t('photo.about'))
            : t('photo.save_to_publish')}
        </Text>
      </Stack>
      <LabelledModal
        opened={file !== null}
        onClose={() => setFile(null)}
        title={t('photo.crop_title')}
        centered
      >
        {file && (
          <PhotoCropper
            file={file}
            busy={busy}
            onCancel={() => setFile(null)}
            onCropped={(photo) => void upload(photo)}
          />
        )}
      </LabelledModal>
    </Group>
  );
}
