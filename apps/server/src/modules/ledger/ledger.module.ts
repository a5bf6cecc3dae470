import type { ServerModule } from '../../server-module';
import { ledgerPersonalData } from './personal-data.repository';

/** The ledger module as it declares itself (server-module.ts): every cent's movement (issue 48). */
export const ledgerModule: ServerModule = {
  name: 'ledger',
  tables: ['ledger_entries', 'ledger_lines'],
  personalData: ledgerPersonalData,
};
