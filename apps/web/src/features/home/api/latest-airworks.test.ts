import { describe, expect, it } from 'vitest';
import { latestAirworksCall } from '@airwork/shared/airworks/airwork.calls';
import { airworkSchema } from '@airwork/shared/airworks/airwork.schema';
import { isLatestAirworks, LATEST_AIRWORKS_PATH } from './latest-airworks';
import { sampleAirwork } from '../../../lib/sample-airwork';

// Home's newest Airworks are read without the contract's schemas: they must stay what it says.

describe("Home's newest Airworks without the schemas", () => {
  it('use the contract entry’s path', () => {
    expect(LATEST_AIRWORKS_PATH).toBe(latestAirworksCall.path);
  });

  it('accept what the contract accepts, and refuse a reply missing what a card reads', () => {
    expect(latestAirworksCall.result.safeParse([sampleAirwork]).success).toBe(true);
    expect(isLatestAirworks([sampleAirwork])).toBe(true);
    expect(isLatestAirworks({})).toBe(false);
    for (const field of ['id', 'title', 'salary', 'status', 'createTime', 'categoriesIds']) {
      const without: Record<string, unknown> = { ...sampleAirwork };
      delete without[field];
      expect(isLatestAirworks([without])).toBe(false);
      // …and the contract has the field the card reads.
      expect(Object.keys(airworkSchema.shape)).toContain(field);
    }
  });
});
