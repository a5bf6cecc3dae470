import { useState } from 'react';
import {
  Button,
  Card,
  FileInput,
  Group,
  Image,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import {
  CAPTION_MAX,
  PORTFOLIO_MAX,
  type PortfolioItem,
} from '@airwork/shared/pilots/public-profile.schema';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notifyError, notifySuccess } from '../../../components/notify';
import { translateMessage } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { messageOf } from '../../../lib/call';
import { useAddPortfolioItem, useRemovePortfolioItem } from '../../../lib/public-profile';
import { uploadFile } from '../../../lib/uploads';

/** Uploads the picture (kind portfolio: resized, EXIF removed on the server), then adds it. */
function useAddPicture() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const add = useAddPortfolioItem();
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!file) return notifyError(t('portfolio.file_need'));
    setProgress(0);
    const sent = await uploadFile(file, 'portfolio', setProgress);
    if (!sent.ok) {
      setProgress(null);
      return notifyError(translateMessage(sent.message));
    }
    add.mutate(
      { uploadId: sent.file.id, caption: caption.trim() },
      {
        onSuccess: () => {
          setFile(null);
          setCaption('');
          notifySuccess(t('portfolio.added'));
        },
        onError: (err) => notifyError(translateMessage(messageOf(err))),
        onSettled: () => setProgress(null),
      },
    );
  };
  return {
    file,
    setFile,
    caption,
    setCaption,
    progress,
    submit,
    busy: progress !== null || add.isPending,
  };
}

function AddPicture() {
  const { t } = useTranslation();
  const { file, setFile, caption, setCaption, progress, submit, busy } = useAddPicture();
  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FileInput
            label={t('portfolio.file')}
            description={t('portfolio.file_hint')}
            placeholder={t('portfolio.file_placeholder')}
            // Mantine draws this placeholder as text: in placeholder grey it fails contrast.
            styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
            accept="image/jpeg,image/png,image/webp"
            value={file}
            onChange={setFile}
            clearable
            leftSection={<IconPhotoPlus size={16} aria-hidden />}
          />
          <TextInput
            label={t('portfolio.caption')}
            description={t('portfolio.caption_hint')}
            value={caption}
            maxLength={CAPTION_MAX}
            onChange={(e) => setCaption(e.currentTarget.value)}
          />
        </SimpleGrid>
        {progress !== null && (
          <Progress value={progress * 100} aria-label={t('portfolio.uploading')} />
        )}
        <Group justify="flex-end">
          <Button type="submit" variant="default" loading={busy}>
            {t('portfolio.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The pictures as tiles, each with its caption and a way to remove it. */
function Tiles(props: { items: PortfolioItem[]; onRemove: (item: PortfolioItem) => void }) {
  const { t } = useTranslation();
  if (props.items.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
      {props.items.map((item, i) => {
        const name = item.caption || t('portfolio.picture', { number: i + 1 });
        return (
          <Card key={item.id} withBorder padding="xs" radius="md">
            <Card.Section>
              <Image
                src={item.thumbnailUrl}
                alt={name}
                style={{ aspectRatio: '4 / 3', objectFit: 'cover' }}
              />
            </Card.Section>
            <Text size="xs" mt={6} lineClamp={2}>
              {item.caption || '—'}
            </Text>
            <Button
              mt={6}
              size="compact-xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={12} aria-hidden />}
              onClick={() => props.onRemove(item)}
              aria-label={t('portfolio.remove_named', { name })}
            >
              {t('portfolio.remove')}
            </Button>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}

/** The pilot's portfolio on their profile page: the pictures, each removable, and one more. */
export function PortfolioManager({ items }: { items: PortfolioItem[] }) {
  const { t } = useTranslation();
  const remove = useRemovePortfolioItem();
  const [removing, setRemoving] = useState<PortfolioItem | null>(null);
  const confirm = () =>
    removing &&
    remove.mutate(removing.id, {
      onSuccess: () => {
        setRemoving(null);
        notifySuccess(t('portfolio.removed'));
      },
      onError: (err) => notifyError(translateMessage(messageOf(err))),
    });
  return (
    <Stack gap="sm" component="section" aria-labelledby="portfolio-edit-title">
      <Title order={3} fz="md" id="portfolio-edit-title">
        {t('portfolio.title')} ({items.length}/{PORTFOLIO_MAX})
      </Title>
      <Text size="sm" c="dimmed">
        {t('portfolio.intro')}
      </Text>
      <Tiles items={items} onRemove={setRemoving} />
      {items.length < PORTFOLIO_MAX ? <AddPicture /> : <Text size="sm">{t('portfolio.full')}</Text>}
      <ConfirmDialog
        opened={removing !== null}
        title={t('portfolio.remove')}
        text={t('portfolio.remove_confirm')}
        confirmLabel={t('portfolio.remove')}
        confirmColor="red"
        busy={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={confirm}
      />
    </Stack>
  );
}
