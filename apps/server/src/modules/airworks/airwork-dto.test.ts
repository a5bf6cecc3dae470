import { airworkPageSchema, airworkSchema } from '@airwork/shared/airworks/airwork.schema';
import { envelopeSchema } from '@airwork/shared/api/envelope';
import { describe, expect, it } from 'vitest';
import { compileCheck, zodPart } from '../../lib/reply-check';
import {
  noViewerBits,
  seesAsEveryone,
  toAirwork,
  toAirworksWith,
  type ViewerBits,
} from './airwork-dto';
import type { SessionCaller } from '../../plugins/auth';
import type { AirworkRow } from './airwork-rows.repository';

const exactFor = (schema: Parameters<typeof compileCheck>[0]) =>
  compileCheck(schema, zodPart(false));

const row: AirworkRow = {
  id: 1,
  tasksId: 'BN00000001',
  clientId: 2,
  pilotId: null,
  title: 'Roof inspection',
  description: 'Photos of the roof.',
  address: '1 Main St',
  city: 'Kingston',
  province: 'Ontario',
  country: 'CA',
  latitude: 44.2312,
  longitude: -76.486,
  conditions: '1,2',
  fileFormat: 'JPG',
  neededBy: null,
  salaryCents: 250_000,
  paymentMethod: 1,
  cardBrand: null,
  cardLast4: null,
  attachmentKey: null,
  status: 1,
  acceptedAt: null,
  createdAt: new Date('2026-11-20T10:00:00.000Z'),
  categoryIds: [5],
  clientName: 'client',
  attachmentType: null,
};

describe('the Airwork DTO', () => {
  it('is built in its schema’s order, so a page of Airworks goes out without zod’s copy', () => {
    const airwork = toAirwork(row, null, 'en');
    expect(exactFor(airworkSchema)(airwork)).toBe(true);
    // The nearest search sets the distance on the DTO (searchTasks): last, as the schema has it.
    airwork.distanceKm = 3;
    const page = { total: 1, more: false, data: [airwork] };
    const envelope = envelopeSchema(airworkPageSchema);
    expect(exactFor(envelope)({ code: 200, message: 'common.success', result: page })).toBe(true);
  });
});

describe('a viewer who sees a page as everyone does', () => {
  const rows: AirworkRow[] = [
    row,
    { ...row, id: 2, clientId: 7, status: 2, pilotId: 8, cardBrand: 'visa', cardLast4: '4242' },
  ];
  const none = noViewerBits(0);
  const caller = (userId: number, roleId: number) => ({ userId, roleId }) as SessionCaller;
  const cases: [string, SessionCaller, ViewerBits][] = [
    ['another client', caller(50, 2), none],
    ['a pilot who applied to none', caller(51, 1), none],
    ['a pilot who applied to one', caller(51, 1), { ...none, applied: new Map([[1, 1]]) }],
    ['the owner of the open one', caller(2, 2), { ...none, opened: new Set([1]) }],
    ['the owner of the assigned one', caller(7, 2), none],
    ['the assigned pilot', caller(8, 1), none],
    ['an admin', caller(52, 3), none],
  ];

  it.each(cases)('is given the same DTOs as a stranger, and only then: %s', (_, viewer, bits) => {
    for (const language of ['en', 'zh'] as const) {
      const theirs = toAirworksWith(rows, viewer, language, bits);
      const strangers = toAirworksWith(rows, null, language, none);
      const same = JSON.stringify(theirs) === JSON.stringify(strangers);
      expect(seesAsEveryone(rows, viewer, bits)).toBe(same);
    }
  });
});
