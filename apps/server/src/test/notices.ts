import { createLocalEventHub } from '../adapters/events/event-hub';
import { createNotices, type NoticesDeps } from '../modules/notices/notices';
import type { TestApp } from './build-test-app';

/**
 * The notices of a service a test builds by hand, on the test app's database and mailer: its
 * own clock, and (optionally) its own live events, handlers or catalogues.
 */
export function testNotices(t: TestApp, options: Partial<Omit<NoticesDeps, 'db' | 'mailer'>> = {}) {
  return createNotices({
    db: t.db,
    mailer: t.mailer,
    events: createLocalEventHub(),
    publicUrl: 'http://localhost',
    now: () => new Date(),
    ...options,
  });
}
