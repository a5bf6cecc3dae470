// `npm run ledger:check`: proves the ledger of the configured database holds together (issue 48)
// — every entry adds up to zero, what the ledger says is held is what the held payments hold,
// and each pilot's balance is what was captured for them less tax and fee. Exits 1 if not.
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createLogger } from '../logger';
import { checkLedger, ledgerHolds } from '../modules/payouts/ledger-check';

const config = loadConfig();
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: path.join(config.dataDir, 'db'),
  logger: createLogger('warn'),
});
const problems = await checkLedger(database.db);
await database.close();
if (ledgerHolds(problems)) {
  process.stdout.write(
    'The ledger holds: every entry balances, holds and pilots’ balances agree.\n',
  );
} else {
  process.stdout.write(`${JSON.stringify(problems, null, 2)}\n`);
  process.exit(1);
}
