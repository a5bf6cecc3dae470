import type { AppConfig } from '../../config';
import type { PaymentProvider } from './payment-provider';
import { createPayPalProvider } from './paypal-provider';
import { createSandboxProvider } from './sandbox-provider';

/** PayPal when its credentials are configured; the built-in sandbox otherwise. */
export function paymentProviderFor(config: Pick<AppConfig, 'paypal'>): PaymentProvider {
  return config.paypal ? createPayPalProvider(config.paypal) : createSandboxProvider();
}
