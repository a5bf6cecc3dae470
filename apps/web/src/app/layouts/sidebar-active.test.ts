import { describe, expect, it } from 'vitest';
import { activeLink } from './sidebar-active';

const links = [
  { to: '/client-home' },
  { to: '/messages' },
  { to: '/client-history' },
  { to: '/client-orders?status=1' },
  { to: '/client-orders?status=2' },
];

describe('the sidebar link of the open screen', () => {
  it('is the same screen, its own query carried by the location', () => {
    expect(activeLink(links, '/client-home', '')).toBe(0);
    // A conversation is one of the messages.
    expect(activeLink(links, '/messages', '?Id=12&userId=7')).toBe(1);
    expect(activeLink(links, '/client-orders', '?status=2')).toBe(4);
    expect(activeLink(links, '/client-orders', '?page=3&status=1')).toBe(3);
  });

  it('is none where no link names the screen or its list', () => {
    expect(activeLink(links, '/client-orders', '?status=7')).toBe(-1);
    expect(activeLink(links, '/client-orders', '')).toBe(-1);
    expect(activeLink(links, '/Airwork-details', '?Id=1')).toBe(-1);
  });

  it('is the one naming most of the location when several could', () => {
    const both = [{ to: '/pilot-history' }, { to: '/pilot-history?status=2' }];
    expect(activeLink(both, '/pilot-history', '?status=2')).toBe(1);
    expect(activeLink(both, '/pilot-history', '?status=0')).toBe(0);
  });

  it('reads the path in any case, as the routes do', () => {
    expect(activeLink(links, '/Client-Home', '')).toBe(0);
  });
});
