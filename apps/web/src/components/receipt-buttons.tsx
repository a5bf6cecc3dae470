import { Button, Group } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { receiptCall, type ReceiptKind } from '@airwork/shared/payments/receipt.calls';
import { translateMessage } from '../i18n/i18n';
import { useTranslation } from '../i18n/use-translation';
import { call, messageOf } from '../lib/call';
import { notifyError } from './notify';

const LABELS = {
  receipt: 'receipts.download_receipt',
  payout: 'receipts.download_payout',
} as const;

/**
 * Downloads an Airwork's receipt or payout statement: asks for a fresh signed link (in the
 * reader's language) and follows it; the PDF comes as a download, the page stays.
 */
export function ReceiptButtons({ taskId, kinds }: { taskId: number; kinds: ReceiptKind[] }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<ReceiptKind | null>(null);
  const download = async (kind: ReceiptKind) => {
    setBusy(kind);
    try {
      const link = await call(receiptCall, { taskId, kind });
      window.location.assign(link.url);
    } catch (err) {
      notifyError(translateMessage(messageOf(err)));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group gap="xs">
      {kinds.map((kind) => (
        <Button
          key={kind}
          variant="default"
          size="xs"
          leftSection={<IconFileDownload size={16} aria-hidden />}
          loading={busy === kind}
          onClick={() => void download(kind)}
        >
          {t(LABELS[kind])}
        </Button>
      ))}
    </Group>
  );
}
