import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { allMailCall, myMailCall } from '@airwork/shared/mail/mailbox.calls';
import { route } from '../../plugins/route';
import type { MailboxService } from './mailbox.service';

export function mailboxRoutes(mailbox: MailboxService) {
  return async (plugin: FastifyInstance): Promise<void> => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    route(app, myMailCall, (_input, { caller }) => mailbox.mine(caller));
    route(app, allMailCall, () => mailbox.all());
  };
}
