import type { ServerModule } from '../../server-module';
import { mailboxCalls } from '@airwork/shared/mail/mailbox.calls';
import { mailboxRoutes } from './mailbox.routes';
import { mailPersonalData } from './personal-data.repository';

/** The mail module as it declares itself (server-module.ts). */
export const mailModule: ServerModule = {
  name: 'mail',
  routes: (s) => [mailboxRoutes(s.mailbox)],
  calls: mailboxCalls,
  tables: ['mail_outbox', 'mail_throttle'],
  personalData: mailPersonalData,
};
