import { randomBytes } from 'node:crypto';
import {
  AUTHORIZATION_VALIDITY_MS,
  PaymentProviderError,
  type Authorization,
  type Money,
  type PaymentProvider,
} from './payment-provider';

/**
 * The built-in sandbox: no network, no real money. It keeps nothing — the order id carries the
 * amount it was made for, and the payments table holds every state — so a restart loses no
 * hold. That each authorization is captured or voided once is the payments service's rule.
 */
export function createSandboxProvider(now: () => Date = () => new Date()): PaymentProvider {
  const random = () => randomBytes(8).toString('hex').toUpperCase();
  // The authorization carries its amount too, so that a capture of more than the hold is
  // refused as PayPal refuses it (a split takes part of it, with the rest released).
  const authorize = (amount: Money): Authorization => ({
    authorizationId: `SANDBOX-AUTH-${amount.cents}-${random()}`,
    amount,
    expiresAt: new Date(now().getTime() + AUTHORIZATION_VALIDITY_MS),
  });
  const known = (id: string, prefix: string) => {
    if (!id.startsWith(prefix)) throw new PaymentProviderError('refused', 'RESOURCE_NOT_FOUND');
  };

  return {
    name: 'sandbox',
    async createOrder(order) {
      return { orderId: `SANDBOX-${order.amount.cents}-${order.amount.currency}-${random()}` };
    },
    async authorizeOrder(orderId) {
      const m = /^SANDBOX-(\d+)-([A-Z]{3})-[0-9A-F]{16}$/.exec(orderId);
      if (!m) throw new PaymentProviderError('refused', 'RESOURCE_NOT_FOUND');
      return authorize({ cents: Number(m[1]), currency: m[2]! });
    },
    async capture(authorizationId, amount) {
      known(authorizationId, 'SANDBOX-AUTH-');
      const held = /^SANDBOX-AUTH-(\d+)-/.exec(authorizationId);
      if (amount.cents <= 0 || (held && amount.cents > Number(held[1]))) {
        throw new PaymentProviderError('refused', 'AMOUNT_EXCEEDS_AUTHORIZATION');
      }
      return { captureId: `SANDBOX-CAPTURE-${random()}` };
    },
    async void(authorizationId) {
      known(authorizationId, 'SANDBOX-AUTH-');
    },
    async reauthorize(authorizationId, amount) {
      known(authorizationId, 'SANDBOX-AUTH-');
      return authorize(amount);
    },
    async verifyWebhook() {
      // The sandbox sends no notifications: anything claiming to be one is not.
      return null;
    },
  };
}
