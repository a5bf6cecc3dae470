import { useState } from 'react';
import { Container, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { TFunction } from '../../../i18n/texts';
import { useNavigate } from 'react-router';
import {
  newClassifiedSchema,
  type NewClassified,
} from '@airwork/shared/classifieds/classified.schema';
import { notifyError, notifySuccess } from '../../../components/notify';
import { useSchemaForm } from '../../../components/use-schema-form';
import { translateMessage } from '../../../i18n/i18n';
import { useAddClassified } from '../api/add-classified';
import { uploadClassifiedPhoto } from '../api/upload-classified-photo';
import {
  AdFields,
  type AdFieldLabels,
  type AdValues as AdFieldValues,
} from '../components/ad-fields';
import { ErrorList } from '../components/error-list';
import { PhotoPicker, addPhotos } from '../components/photo-picker';
import { PremiumPanel } from '../components/premium-panel';

const RECOMMENDED_TITLE = 60;

type AdValues = AdFieldValues & { premium: 0 | 1 | 2 | 3 };
const empty: AdValues = { name: '', description: '', category: 0, voivodeship: 0, premium: 0 };

/** Sends the photos one by one; returns a line for each that failed. */
async function uploadPhotos(
  classifiedId: string,
  photos: File[],
  onProgress: (percent: number) => void,
): Promise<string[]> {
  const failed: string[] = [];
  for (const [i, file] of photos.entries()) {
    const progress = (fraction: number) =>
      onProgress(Math.round(((i + fraction) / photos.length) * 100));
    const sent = await uploadClassifiedPhoto(classifiedId, file, progress).catch(() => undefined);
    if (sent?.ok) continue;
    const why = sent ? sent.errors.join(' ') : translateMessage('common.unknow_error');
    failed.push(`${file.name}: ${why}`);
  }
  return failed;
}

/** The ad, then its photos; the ad is published even when some photos fail. */
function usePostAd(photos: File[], setErrors: (errors: string[]) => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const addAd = useAddClassified();
  const [progress, setProgress] = useState<number>();

  const post = async (values: NewClassified) => {
    setErrors([]);
    const reply = await addAd.mutateAsync(values).catch(() => undefined);
    if (!reply) return setErrors([t('common.unknow_error')]);
    if (!reply.ok) return setErrors(reply.errors);
    setProgress(0);
    const failed = await uploadPhotos(reply.classified._id, photos, setProgress);
    setProgress(undefined);
    notifySuccess(t('postads.published'));
    if (failed.length > 0) notifyError(t('postads.photos_failed', { list: failed.join('; ') }));
    void navigate(`/classified/${reply.classified._id}`);
  };
  return { post, progress, busy: addAd.isPending || progress !== undefined };
}

function adLabels(t: TFunction, titleLength: number): AdFieldLabels {
  return {
    name: t('postads.ad_title'),
    nameHint: t('postads.title_hint', { count: RECOMMENDED_TITLE, length: titleLength }),
    category: t('postads.category'),
    categoryPlaceholder: t('postads.choose'),
    voivodeship: t('postads.region'),
    voivodeshipPlaceholder: t('postads.choose'),
    description: t('postads.description'),
  };
}

/** 'Post a Free Classified Ad' (spec: /post-ads): the ad, up to five photos, premium placement. */
export function PostAdsPage() {
  const { t } = useTranslation();
  const [photos, setPhotos] = useState<File[]>([]);
  const [notes, setNotes] = useState<string[]>([]);
  // Checked by the board's own schema; its message codes read in English or Chinese here.
  const { form, field, onSubmit, messages } = useSchemaForm({
    schema: newClassifiedSchema,
    initialValues: empty,
  });
  const { post, progress, busy } = usePostAd(photos, setNotes);
  const choose = (chosen: File[]) => {
    const { next, problems } = addPhotos(photos, chosen);
    setNotes(problems.map(translateMessage));
    setPhotos(next);
  };

  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }}>
      <form
        onSubmit={onSubmit(
          (values) => void post(values),
          () => setNotes([]),
        )}
        noValidate
      >
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
                <ErrorList title={t('postads.errors_title')} errors={[...messages(), ...notes]} />
                <AdFields field={field} labels={adLabels(t, form.values.name.length)} />
                <PhotoPicker
                  photos={photos}
                  onChoose={choose}
                  onRemove={(i) => setPhotos(photos.filter((_, j) => j !== i))}
                />
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <PremiumPanel premium={field('premium')} progress={progress} busy={busy} />
          </Grid.Col>
        </Grid>
      </form>
    </Container>
  );
}
