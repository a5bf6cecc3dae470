import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { notifyError } from '../../../components/notify';
import { translateMessage } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api-client';
import { useClientConfig } from '../../../lib/client-config';
import { formatCad } from '../../../lib/format';
import { paymentKeys } from '../../../lib/payment-status';
import { refresh } from '../../../lib/call';
import { authorizeOrder, createOrder, useTaskWithTax } from '../api/payments';
import { usePaymentParams } from './make-payment';
import { link } from '../../../lib/paths';

interface PayPalButtons {
  render(target: HTMLElement): Promise<void>;
}
interface PayPalSdk {
  Buttons(options: {
    createOrder: () => Promise<string>;
    onApprove: (data: { orderID: string }) => Promise<void>;
    onError: (err: unknown) => void;
  }): PayPalButtons;
}

/** PayPal's checkout script, loaded once, only here and only when PayPal is configured. */
function loadPayPal(clientId: string): Promise<PayPalSdk> {
  const existing = (window as { paypal?: PayPalSdk }).paypal;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    const query = new URLSearchParams({
      'client-id': clientId,
      currency: 'CAD',
      intent: 'authorize',
    });
    script.src = `https://www.paypal.com/sdk/js?${query.toString()}`;
    script.onload = () => resolve((window as unknown as { paypal: PayPalSdk }).paypal);
    script.onerror = () => reject(new Error('PayPal could not be loaded'));
    document.head.append(script);
  });
}

const messageOf = (err: unknown) =>
  err instanceof ApiError
    ? translateMessage(err.messageCode)
    : translateMessage('payment.unavailable');

/** Paypal-checkout (spec: query Id, part): the total and PayPal's own button. */
export function PayPalCheckoutPage() {
  const { t, i18n } = useTranslation();
  const { taskId, part } = usePaymentParams();
  const price = useTaskWithTax(taskId, part);
  const clientId = useClientConfig().data?.paypalClientId;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const target = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!clientId || !target.current || !price.data) return;
    const el = target.current;
    loadPayPal(clientId)
      .then((paypal) =>
        paypal
          .Buttons({
            createOrder: async () => (await createOrder(taskId, part)).orderId,
            onApprove: async ({ orderID }) => {
              await authorizeOrder(taskId, part, orderID).catch((err: unknown) => {
                notifyError(messageOf(err));
                throw err;
              });
              await refresh(queryClient, paymentKeys(taskId));
              void navigate(link.makePayment(taskId, part));
            },
            onError: (err) => notifyError(messageOf(err)),
          })
          .render(el),
      )
      .catch(() => setFailed(true));
  }, [clientId, price.data, taskId, part, navigate, queryClient]);
  if (price.isPending && taskId > 0) return <Loader m="xl" aria-label={t('common.loading')} />;
  if (!price.data) return <Alert m="xl" color="gray" title={t('task.not_found')} />;
  return (
    <Container size="sm" py={{ base: 'md', sm: 40 }}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {t('payment.checkout_title')}
          </Title>
          <Text>
            {t('payment.total')}:{' '}
            <strong>{formatCad(price.data.totalCents / 100, i18n.language)}</strong>
          </Text>
          {!clientId && <Alert color="gray">{t('payment.paypal_not_configured')}</Alert>}
          {failed && <Alert color="red">{t('payment.unavailable')}</Alert>}
          <div ref={target} />
          <Anchor component={Link} to={link.makePayment(taskId, part)} size="sm">
            {t('payment.back_to_payment')}
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}
