import { redisServerAvailable } from '../../src/test/own-redis';
import { postgresBin } from './own-postgres';

/** Says plainly what the suite cannot try on this machine, and why, before it runs. */
export default function announce(): void {
  if (!postgresBin()) {
    process.stdout.write(
      "\nFault suite skipped: no PostgreSQL binaries under /usr/lib/postgresql/*/bin (Debian's " +
        '"postgresql" package). Each fault test runs a cluster of its own that it restarts.\n\n',
    );
  } else if (!redisServerAvailable) {
    process.stdout.write('\nFault suite: the Redis outage is skipped: no redis-server here.\n\n');
  }
}
