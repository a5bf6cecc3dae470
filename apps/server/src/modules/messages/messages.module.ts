import { MINUTE, type ServerModule } from '../../server-module';
import { messageCalls } from '@airwork/shared/messages/message.calls';
import { messagesRoutes } from './messages.routes';
import { messagesPersonalData } from './personal-data.repository';

/** The messages module as it declares itself (server-module.ts). */
export const messagesModule: ServerModule = {
  name: 'messages',
  routes: (s, { limits }) => [messagesRoutes(s.messages, limits)],
  calls: messageCalls,
  tables: ['conversations', 'messages', 'message_attachments'],
  jobs: (s) => [
    {
      name: 'message-digests',
      everyMs: MINUTE,
      run: async () => ({ digests: await s.messages.runDigests() }),
    },
  ],
  keepsUploads: ['message'],
  personalData: messagesPersonalData,
};
