import { airworkPageSchema, airworkSchema } from '@airwork/shared/airworks/airwork.schema';
import { envelopeSchema } from '@airwork/shared/api/envelope';
import { describe, expect, it } from 'vitest';
import { compileCheck, zodPart } from '../../lib/reply-check';
import { toAirwork } from './airwork-dto';
import type { AirworkRow } from './airwork-rows.repository';

const exactFor = (schema: Parameters<typeof compileCheck>[0]) =>
  compileCheck(schema, zodPart(false));

describe('the Airwork DTO', () => {
  it('is built in its schema’s order, so a page of Airworks goes out without zod’s copy', () => {
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
    const airwork = toAirwork(row, null, 'en');
    expect(exactFor(airworkSchema)(airwork)).toBe(true);
    // The nearest search sets the distance on the DTO (searchTasks): last, as the schema has it.
    airwork.distanceKm = 3;
    const page = { total: 1, more: false, data: [airwork] };
    const envelope = envelopeSchema(airworkPageSchema);
    expect(exactFor(envelope)({ code: 200, message: 'common.success', result: page })).toBe(true);
  });
});
