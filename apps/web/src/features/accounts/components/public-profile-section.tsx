import { useEffect, useState } from 'react';
import {
  Anchor,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { Link } from 'react-router';
import {
  BIO_MAX,
  LANGUAGES_MAX,
  PROFILE_LANGUAGES,
  TRAVEL_KM_MAX,
  publicProfileFormSchema,
  type ProfileLanguage,
} from '@airwork/shared/pilots/public-profile.schema';
import { notifyError, notifySuccess } from '../../../components/notify';
import { PlaceSearch } from '../../../components/place-search';
import { useSchemaForm } from '../../../components/use-schema-form';
import { translateMessage } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { messageOf } from '../../../lib/call';
import { languageName } from '../../../lib/language-names';
import { link } from '../../../lib/paths';
import {
  usePublicProfile,
  useUpdatePublicProfile,
  type PublicProfile,
} from '../../../lib/public-profile';
import { PortfolioManager } from './portfolio-manager';
import { PhotoField, type PhotoChange } from './photo-field';

interface Values extends Record<string, unknown> {
  bio: string;
  homeCity: string;
  travelKm: number;
  languages: ProfileLanguage[];
}

const known = (code: string): code is ProfileLanguage =>
  (PROFILE_LANGUAGES as readonly string[]).includes(code);

const valuesOf = (p: PublicProfile | undefined): Values => ({
  bio: p?.bio ?? '',
  homeCity: p?.homeCity ?? '',
  travelKm: p?.travelKm ?? 0,
  languages: (p?.languages ?? []).filter(known),
});

/** The form: prefilled from the saved profile once it arrives (unless typing began). */
function useProfileForm(profile: PublicProfile | undefined) {
  const { t } = useTranslation();
  const update = useUpdatePublicProfile();
  const [photo, setPhoto] = useState<PhotoChange>(undefined);
  const schemaForm = useSchemaForm<Values>({
    schema: publicProfileFormSchema,
    initialValues: valuesOf(profile),
  });
  const { form } = schemaForm;
  const savedKey = JSON.stringify(valuesOf(profile));
  useEffect(() => {
    if (!profile || form.isDirty()) return;
    form.setValues(valuesOf(profile));
    form.resetDirty();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when the saved profile changes
  }, [savedKey]);
  const save = schemaForm.onSubmit((values) =>
    update.mutate(
      { ...values, ...(photo !== undefined && { avatarUploadId: photo?.id ?? null }) },
      {
        onSuccess: (saved) => {
          setPhoto(undefined);
          form.setValues(valuesOf(saved));
          form.resetDirty();
          notifySuccess(t('profile.public_saved'));
        },
        onError: (err) => notifyError(translateMessage(messageOf(err))),
      },
    ),
  );
  return { ...schemaForm, save, saving: update.isPending, photo, setPhoto };
}

/** Where the pilot flies from, how far, and in which languages. */
function PlaceAndLanguages({ profileForm }: { profileForm: ReturnType<typeof useProfileForm> }) {
  const { t, i18n } = useTranslation();
  const { form, field } = profileForm;
  const languages = PROFILE_LANGUAGES.map((code) => ({
    value: code,
    label: languageName(code, i18n.language),
  }));
  return (
    <>
      <PlaceSearch
        label={t('profile.home_city')}
        description={t('profile.home_city_hint')}
        placeholder={t('profile.home_city_placeholder')}
        value={form.values.homeCity}
        onChange={(text) => form.setFieldValue('homeCity', text)}
        onPlace={(place) => form.setFieldValue('homeCity', `${place.city}, ${place.province}`)}
        error={field('homeCity').error as string | undefined}
      />
      <NumberInput
        label={t('profile.travel')}
        description={t('profile.travel_hint')}
        min={0}
        max={TRAVEL_KM_MAX}
        step={10}
        suffix=" km"
        allowDecimal={false}
        allowNegative={false}
        maw={220}
        {...field('travelKm')}
      />
      <MultiSelect
        label={t('profile.languages')}
        description={t('profile.languages_hint', { max: LANGUAGES_MAX })}
        data={languages}
        searchable
        maxValues={LANGUAGES_MAX}
        hidePickedOptions
        {...field('languages')}
      />
    </>
  );
}

/**
 * The pilot's public profile on /pilot-profile (issue 23): photo, bio, home city and how far
 * they travel, languages; then the portfolio. What clients read before they hire.
 */
export function PublicProfileSection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const profile = usePublicProfile(userId).data;
  const profileForm = useProfileForm(profile);
  const { form, field } = profileForm;
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {t('profile.public_intro')}{' '}
        <Anchor component={Link} to={link.pilotInformation(userId)}>
          {t('profile.public_view')}
        </Anchor>
      </Text>
      <form noValidate onSubmit={profileForm.save}>
        <Stack gap="sm">
          <PhotoField
            name={profile?.displayName ?? ''}
            saved={profile?.avatarUrl ?? null}
            change={profileForm.photo}
            onChange={profileForm.setPhoto}
          />
          <Textarea
            label={t('profile.bio')}
            description={t('profile.bio_hint', {
              count: form.values.bio.length,
              max: BIO_MAX.toLocaleString(),
            })}
            autosize
            minRows={4}
            maxLength={BIO_MAX}
            {...field('bio')}
          />
          <PlaceAndLanguages profileForm={profileForm} />
          <Group justify="flex-end">
            <Button type="submit" loading={profileForm.saving}>
              {t('profile.public_save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <PortfolioManager items={profile?.portfolio ?? []} />
    </Stack>
  );
}
