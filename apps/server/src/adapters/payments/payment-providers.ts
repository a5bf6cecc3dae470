import type { AppConfig } from '../../config';
import type { PaymentProvider } from './payment-provider';
import { createPayPalProvider } from './paypal-provider';
import { createSandboxProvider } from './sandbox-provider';

/**
 * PayPal when its credentials are configured; the built-in sandbox otherwise, on the app's
 * clock (its holds expire when the app's time says so, as PayPal's do in real time).
 */
export function paymentProviderFor(
  config: Pick<AppConfig, 'paypal'>,
  now?: () => Date,
): PaymentProvider {
  return config.paypal ? createPayPalProvider(config.paypal) : createSandboxProvider(now);
}
