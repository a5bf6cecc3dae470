import { notifyError, notifySuccess } from '../../../components/notify';
import { translateMessage } from '../../../i18n/i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { messageOf } from '../../../lib/call';
import { usePublicProfile, useUpdatePhoto } from '../../../lib/public-profile';
import { PhotoField } from './photo-field';

/**
 * The client's photo (issue 46): pilots see it on the client card of an Airwork they look at
 * and of one they apply to. Saved as soon as it is cut (or removed): a client has no public
 * profile form to publish it with.
 */
export function ClientPhoto({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const profile = usePublicProfile(userId).data;
  const save = useUpdatePhoto();
  return (
    <PhotoField
      name={profile?.displayName ?? ''}
      saved={profile?.avatarUrl ?? null}
      change={undefined}
      about={t('photo.about_client')}
      onChange={(change) => {
        if (change === undefined) return;
        save.mutate(change?.id ?? null, {
          onSuccess: () => notifySuccess(t('profile.photo_saved')),
          onError: (err) => notifyError(translateMessage(messageOf(err))),
        });
      }}
    />
  );
}
