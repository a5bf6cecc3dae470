import { taskNotFound } from '@airwork/shared/api/contract';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Grid,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import {
  PaymentMethod,
  PaymentPart,
  type PaymentPartValue,
  type PaymentStatus,
} from '@airwork/shared/payments/payment.schema';
import { notifyError } from '../../../components/notify';
import { translateMessage, type TranslationKey } from '../../../i18n/i18n';
import { useAirwork } from '../../../lib/airwork-query';
import { ApiError } from '../../../lib/api-client';
import { useClientConfig } from '../../../lib/client-config';
import { formatDate } from '../../../lib/format';
import { usePaymentStatus } from '../../../lib/payment-status';
import { useSandboxHold, useTaskWithTax } from '../api/payments';
import { PaymentPolicy } from '../components/payment-policy';
import { PriceDetail } from '../components/price-detail';
import { isHeld, isPaid } from '@airwork/shared/payments/payment-states';
import { link, readQuery } from '../../../lib/paths';

/** A button whose label may take a second line on a phone rather than be cut. */
const WRAPPING = {
  root: { height: 'auto', minHeight: 'var(--button-height)' },
  label: { whiteSpace: 'normal', textAlign: 'center', paddingBlock: 4, lineHeight: 1.3 },
} as const;

/** Whether a hold's validity ended (PayPal's 29 days). */
const pastValidity = (expiresAt: string | null | undefined) =>
  !!expiresAt && Date.parse(expiresAt) <= Date.now();

/** The page's query: Id = the Airwork, part = which hold (1 at approval, 2 a renewal). */
export function usePaymentParams() {
  const [params] = useSearchParams();
  const query = readQuery(params);
  const id = query.id();
  // Only the two holds exist: a renewal when the link says so, otherwise the first.
  const part: PaymentPartValue =
    query.part() === PaymentPart.renewal ? PaymentPart.renewal : PaymentPart.approval;
  return { taskId: Number.isInteger(id) && id > 0 ? id : 0, part };
}

function HeldNotice({ status, taskId }: { status: PaymentStatus; taskId: number }) {
  const { t, i18n } = useTranslation();
  return (
    <Alert
      color="teal.9"
      variant="filled"
      title={t('payment.held_title')}
      data-testid="payment-held"
    >
      <Stack gap="xs">
        <Text size="sm">
          {t('payment.held_text', {
            date: status.expiresAt ? formatDate(status.expiresAt, i18n.language) : '—',
          })}
        </Text>
        <Anchor component={Link} to={link.airworkDetails(taskId)} c="white" fw={700}>
          {t('payment.back_to_airwork')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

function SandboxStep({ taskId, part }: { taskId: number; part: PaymentPartValue }) {
  const { t } = useTranslation();
  const hold = useSandboxHold(taskId, part);
  const approve = () =>
    hold.mutate(undefined, {
      onError: (err) =>
        notifyError(
          err instanceof ApiError ? translateMessage(err.messageCode) : t('common.unknow_error'),
        ),
    });
  return (
    <Paper withBorder radius="lg" p="md" bg="gray.0">
      <Stack gap="sm">
        <Badge color="yellow.4" variant="filled" autoContrast>
          {t('payment.sandbox_badge')}
        </Badge>
        <Text size="sm">{t('payment.sandbox_text')}</Text>
        <Button
          onClick={approve}
          loading={hold.isPending}
          leftSection={<IconLock size={16} />}
          // A label longer than a phone is wide wraps instead of being cut (issue 46).
          styles={WRAPPING}
        >
          {t('payment.sandbox_approve')}
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * How the client said they would pay, in the wizard (issue 23): the card chosen there or the
 * default card ("Visa card ending in 4242"), PayPal, or — decided at approval — nothing said.
 */
function PayingWith({ taskId }: { taskId: number }) {
  const { t } = useTranslation();
  const a = useAirwork(taskId).data;
  if (!a) return null;
  const card =
    a.paymentMethod !== PaymentMethod.provider && a.cardBrand && a.cardLast4
      ? t('card.on_file', {
          brand: t(`card.brand_${a.cardBrand}` as TranslationKey),
          last4: a.cardLast4,
        })
      : undefined;
  const method = card ?? (a.paymentMethod === PaymentMethod.provider ? 'PayPal' : undefined);
  if (!method) return null;
  return (
    <Text fw={600} data-testid="paying-with">
      {t('payment.paying_with', { method })}
    </Text>
  );
}

/** Make-payment (spec: query Id, part): the price detail, the provider's step, the policy. */
export function MakePaymentPage() {
  const { t } = useTranslation();
  const { taskId, part } = usePaymentParams();
  const price = useTaskWithTax(taskId, part);
  const status = usePaymentStatus(taskId);
  const config = useClientConfig().data;
  if (price.isPending && taskId > 0) return <Loader m="xl" aria-label={t('common.loading')} />;
  if (!price.data) {
    const code = price.error instanceof ApiError ? price.error.messageCode : taskNotFound.message;
    return <Alert m="xl" color="gray" title={translateMessage(code)} />;
  }
  // A hold past its validity is no longer money held, whether or not the server marked it so
  // yet: the renewal is what the page is for (the server lapses it when the order is made).
  const lapsed = isHeld(status.data?.state) && pastValidity(status.data?.expiresAt);
  const held = isPaid(status.data?.state) && !lapsed;
  return (
    <Container size="lg" py={{ base: 'md', sm: 40 }}>
      <Stack gap="md">
        <Title order={1} fz={{ base: 22, sm: 28 }}>
          {t('payment.title', { title: price.data.title })}
        </Title>
        <Text c="dimmed">{t('payment.promise')}</Text>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
            <Stack gap="md">
              {!held && <PayingWith taskId={taskId} />}
              {held && status.data ? (
                <HeldNotice status={status.data} taskId={taskId} />
              ) : config?.paymentsSandbox !== false ? (
                <SandboxStep taskId={taskId} part={part} />
              ) : (
                <Button
                  component={Link}
                  to={link.paypalCheckout(taskId, part)}
                  size="md"
                  styles={WRAPPING}
                >
                  {t('payment.pay_with_paypal')}
                </Button>
              )}
              <PaymentPolicy />
              <Anchor component={Link} to="/client-home" size="sm">
                {t('payment.back_home')}
              </Anchor>
            </Stack>
          </Grid.Col>
          {/* On a phone the price comes first: it is what the client approves. */}
          <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
            <PriceDetail price={price.data} />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
