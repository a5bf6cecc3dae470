import { useEffect, useMemo, useState } from 'react';
import {
  ActionIcon,
  Button,
  Card,
  Container,
  FileButton,
  Grid,
  Group,
  Image,
  Paper,
  Progress,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconPhotoPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  MAX_CLASSIFIED_PHOTOS,
  MAX_CLASSIFIED_PHOTO_BYTES,
  PREMIUM_OPTIONS,
} from '@airwork/shared/classifieds/classified-constants';
import { notifyError, notifySuccess } from '../../../components/notify';
import type { TranslationKey } from '../../../i18n/i18n';
import { useAddClassified } from '../api/add-classified';
import { uploadClassifiedPhoto } from '../api/upload-classified-photo';
import { CategorySelect, VoivodeshipSelect } from '../components/classified-selects';
import { ErrorList } from '../components/error-list';

const RECOMMENDED_TITLE = 60;
const PREMIUM_KEYS: TranslationKey[] = [
  'postads.premium_regular',
  'postads.premium_urgent',
  'postads.premium_top',
  'postads.premium_top_urgent',
];

interface Values {
  name: string;
  description: string;
  category: number;
  voivodeship: number;
  premium: 0 | 1 | 2 | 3;
}

function problems(v: Values): TranslationKey[] {
  const found: TranslationKey[] = [];
  if (v.name.trim().length < 5) found.push('postads.title_need');
  if (v.category === 0) found.push('postads.category_need');
  if (v.voivodeship === 0) found.push('postads.voivodeship_need');
  if (v.description.trim().length < 20) found.push('postads.description_need');
  return found;
}

/** Photos chosen but not yet sent, with previews that are released when no longer shown. */
function usePreviews(files: File[]): string[] {
  const urls = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => urls.forEach((u) => URL.revokeObjectURL(u)), [urls]);
  return urls;
}

/** 'Post a Free Classified Ad' (spec: /post-ads): the ad, up to five photos, premium placement. */
export function PostAdsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>({
    name: '',
    description: '',
    category: 0,
    voivodeship: 0,
    premium: 0,
  });
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [progress, setProgress] = useState<number>();
  const previews = usePreviews(photos);
  const addAd = useAddClassified();
  const price = PREMIUM_OPTIONS[values.premium].price;

  const choose = (chosen: File[]) => {
    const tooBig = chosen.filter((f) => f.size > MAX_CLASSIFIED_PHOTO_BYTES);
    const fitting = chosen.filter((f) => f.size <= MAX_CLASSIFIED_PHOTO_BYTES);
    const next = [...photos, ...fitting].slice(0, MAX_CLASSIFIED_PHOTOS);
    const messages: string[] = [];
    if (tooBig.length > 0) messages.push(t('postads.photo_too_big'));
    if (photos.length + fitting.length > MAX_CLASSIFIED_PHOTOS)
      messages.push(t('postads.photos_max'));
    setErrors(messages);
    setPhotos(next);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = problems(values);
    if (found.length > 0) {
      setErrors(found.map((k) => t(k)));
      return;
    }
    setErrors([]);
    const reply = await addAd.mutateAsync(values).catch(() => undefined);
    if (!reply) return setErrors([t('common.unknow_error')]);
    if (!reply.ok) return setErrors(reply.errors);
    const failed: string[] = [];
    for (const [i, file] of photos.entries()) {
      setProgress(Math.round((i / photos.length) * 100));
      const sent = await uploadClassifiedPhoto(reply.classified._id, file).catch(() => undefined);
      if (!sent?.ok)
        failed.push(
          `${file.name}: ${sent && !sent.ok ? sent.errors.join(' ') : t('common.unknow_error')}`,
        );
    }
    setProgress(undefined);
    notifySuccess(t('postads.published'));
    if (failed.length > 0) notifyError(t('postads.photos_failed', { list: failed.join('; ') }));
    void navigate(`/classified/${reply.classified._id}`);
  };

  const busy = addAd.isPending || progress !== undefined;
  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg">
              <Stack gap="md">
                <div>
                  <Title order={1} fz={{ base: 24, sm: 30 }}>
                    {t('postads.title')}
                  </Title>
                  <Text c="dimmed" size="sm">
                    {t('postads.subtitle')}
                  </Text>
                </div>
                <ErrorList title={t('postads.errors_title')} errors={errors} />
                <TextInput
                  label={t('postads.ad_title')}
                  description={t('postads.title_hint', {
                    count: RECOMMENDED_TITLE,
                    length: values.name.length,
                  })}
                  required
                  maxLength={100}
                  value={values.name}
                  onChange={(e) => setValues({ ...values, name: e.currentTarget.value })}
                />
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <CategorySelect
                    label={t('postads.category')}
                    placeholder={t('postads.choose')}
                    value={values.category}
                    onChange={(category) => setValues({ ...values, category })}
                  />
                  <VoivodeshipSelect
                    label={t('postads.region')}
                    placeholder={t('postads.choose')}
                    value={values.voivodeship}
                    onChange={(voivodeship) => setValues({ ...values, voivodeship })}
                  />
                </SimpleGrid>
                <Textarea
                  label={t('postads.description')}
                  required
                  autosize
                  minRows={5}
                  maxLength={3000}
                  value={values.description}
                  onChange={(e) => setValues({ ...values, description: e.currentTarget.value })}
                />
                <Stack gap="xs">
                  <Text fw={500} size="sm">
                    {t('postads.photos', { max: MAX_CLASSIFIED_PHOTOS })}
                  </Text>
                  <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs">
                    {previews.map((src, i) => (
                      <div key={src} style={{ position: 'relative' }}>
                        <Image
                          src={src}
                          alt={photos[i]?.name ?? ''}
                          h={80}
                          radius="sm"
                          fit="cover"
                        />
                        <ActionIcon
                          size="sm"
                          color="dark"
                          variant="filled"
                          style={{ position: 'absolute', top: 4, right: 4 }}
                          aria-label={t('postads.remove_photo', { name: photos[i]?.name ?? '' })}
                          onClick={() => setPhotos(photos.filter((_, j) => j !== i))}
                        >
                          <IconX size={14} />
                        </ActionIcon>
                      </div>
                    ))}
                  </SimpleGrid>
                  <FileButton onChange={choose} accept="image/jpeg,image/png,image/webp" multiple>
                    {(props) => (
                      <Button
                        {...props}
                        variant="default"
                        leftSection={<IconPhotoPlus size={16} aria-hidden />}
                        disabled={photos.length >= MAX_CLASSIFIED_PHOTOS}
                        style={{ alignSelf: 'flex-start' }}
                      >
                        {t('postads.add_photos', {
                          count: photos.length,
                          max: MAX_CLASSIFIED_PHOTOS,
                        })}
                      </Button>
                    )}
                  </FileButton>
                </Stack>
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper withBorder p="lg" radius="lg">
              <Stack gap="sm">
                <Radio.Group
                  label={t('postads.premium')}
                  value={String(values.premium)}
                  onChange={(v) =>
                    setValues({ ...values, premium: Number(v) as Values['premium'] })
                  }
                >
                  <Stack gap="xs" mt="xs">
                    {PREMIUM_OPTIONS.map((o) => (
                      <Card key={o.value} withBorder padding="sm" radius="md">
                        <Group justify="space-between" wrap="nowrap">
                          <Radio value={String(o.value)} label={t(PREMIUM_KEYS[o.value]!)} />
                          <Text fw={700}>${o.price}</Text>
                        </Group>
                      </Card>
                    ))}
                  </Stack>
                </Radio.Group>
                <Group justify="space-between">
                  <Text fw={600}>{t('postads.total')}</Text>
                  <Text fw={800} fz="xl">
                    ${price}
                  </Text>
                </Group>
                <Text size="xs" c="dimmed">
                  {t('postads.no_charge')}
                </Text>
                {progress !== undefined && (
                  <Progress value={progress} aria-label={t('postads.uploading')} />
                )}
                <Button type="submit" loading={busy} fullWidth>
                  {t('postads.submit')}
                </Button>
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
      </form>
    </Container>
  );
}
