import { Modal, type ModalProps } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';

/** A dialog whose close button has a name in the user's language (Mantine's has none). */
export function LabelledModal(props: ModalProps) {
  const { t } = useTranslation();
  return <Modal closeButtonProps={{ 'aria-label': t('common.close') }} {...props} />;
}
