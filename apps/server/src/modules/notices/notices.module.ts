import type { ServerModule } from '../../server-module';

/** The notices module as it declares itself (server-module.ts). */
export const noticesModule: ServerModule = {
  name: 'notices',
};
