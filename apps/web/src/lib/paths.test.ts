import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isBuilt, link, readQuery } from './paths';

const queryOf = (href: string) => new URLSearchParams(href.split('?')[1] ?? '');

describe('typed links', () => {
  it('build the spec’s queries and read them back', () => {
    expect(link.airworkDetails(42)).toBe('/Airwork-details?Id=42');
    const rating = readQuery(queryOf(link.rating(7, 9, 1)));
    expect([rating.id(), rating.userId(), rating.ratingType()]).toEqual([7, 9, 1]);
    const prepare = readQuery(queryOf(link.schedulePrepare(3, 'AW 12&34')));
    expect([prepare.id(), prepare.number()]).toEqual([3, 'AW 12&34']);
    const payment = readQuery(queryOf(link.makePayment(5, 2)));
    expect([payment.id(), payment.part()]).toEqual([5, 2]);
    expect(readQuery(queryOf(link.postConfirmation(8, true))).editing()).toBe(true);
    expect(link.chooseAddress(null)).toBe('/choose-address');
    expect(isBuilt(link.uploadFile(1, 'AW1'))).toBe(true);
  });

  it('lead back after a log-in only to a screen of this app', () => {
    const next = (href: string) => readQuery(queryOf(href)).next();
    expect(next(link.loginThen('/client-orders?status=2'))).toBe('/client-orders?status=2');
    expect(next(link.loginThen('//evil.example/'))).toBeNull();
    expect(next(link.loginThen('/\\evil.example/'))).toBeNull();
    expect(next(link.loginThen('https://evil.example/'))).toBeNull();
    expect(next(link.loginThen('/login?next=/x'))).toBeNull();
    expect(next('/login')).toBeNull();
  });

  it('read what a hand-edited address holds as nothing rather than NaN', () => {
    const q = readQuery(new URLSearchParams('Id=abc&part=-1&status=x'));
    expect([q.id(), q.part(), q.status(7), q.hasId()]).toEqual([0, 0, 7, true]);
    expect(readQuery(new URLSearchParams('status=0')).status(7)).toBe(0);
  });

  it('are the only place that spells a screen’s query', () => {
    const src = path.resolve(__dirname, '..');
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
      (f) =>
        /\.tsx?$/.test(f) && !f.endsWith('.test.ts') && !f.endsWith(path.join('lib', 'paths.ts')),
    );
    const handTyped =
      /\?Id=\$\{|&number=|&part=|params\.get\('(Id|number|part|userId|ratingType|status|action)'\)/;
    const offenders = files.filter((f) => handTyped.test(readFileSync(path.join(src, f), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
