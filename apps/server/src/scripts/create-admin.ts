// `npm run create-admin -- <username> [password]`: creates an admin, or makes an existing
// account an active admin. Without a password one is generated and printed once.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createLogger } from '../logger';
import { ensureAdmin } from '../modules/accounts/admin-account';

const [username, given] = process.argv.slice(2);
if (!username) {
  process.stderr.write('usage: npm run create-admin -- <username> [password]\n');
  process.exit(2);
}
if (given !== undefined && given.length < 8) {
  process.stderr.write('The password needs at least 8 characters.\n');
  process.exit(2);
}
const config = loadConfig();
const logger = createLogger('warn');
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: path.join(config.dataDir, 'db'),
  logger,
});
const password = given ?? randomBytes(12).toString('base64url');
const result = await ensureAdmin(database.db, { username, password });
await database.close();
process.stdout.write(
  `Admin ${result?.username ?? username} ${result?.action ?? 'ensured'}${given ? '' : ` with password ${password}`}\n`,
);
