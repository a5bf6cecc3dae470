import { describe, expect, it } from 'vitest';
import {
  AirworkStatus,
  listedStatuses,
  listedUnder,
  statusName,
  stepStatusName,
} from './airwork-states';
import { allowedActions, stateOf, transitionFor } from './airwork-graph';
import { ownerButtons } from './airwork-viewers';

describe('the Airwork lifecycle', () => {
  it('lets a client create, and the owner edit or delete only while open', () => {
    expect(transitionFor('create', null, 'client')?.to).toBe(AirworkStatus.open);
    expect(transitionFor('edit', AirworkStatus.open, 'owner')).toBeDefined();
    expect(transitionFor('delete', AirworkStatus.open, 'owner')?.to).toBe(AirworkStatus.cancelled);
    for (const status of [2, 3, 4, 5, 6, 7]) {
      expect(transitionFor('edit', status, 'owner')).toBeUndefined();
      expect(transitionFor('delete', status, 'owner')).toBeUndefined();
    }
    expect(transitionFor('create', null, 'owner')).toBeUndefined();
  });

  it("gives the owner the spec's buttons per status", () => {
    // As a reply gives the Airwork to its owner: the graph's moves for them, money held.
    const asOwner = (status: number, accepted = false) => ({
      state: stateOf({ status, accepted })!,
      allowedActions: allowedActions({ status, accepted, payment: 'held' }, 'owner'),
    });
    expect(ownerButtons(asOwner(1))).toEqual(['edit', 'delete']);
    for (const status of [2, 3, 4, 5]) expect(ownerButtons(asOwner(status))).toEqual(['viewPilot']);
    expect(ownerButtons(asOwner(6))).toEqual(['viewResult']);
    expect(ownerButtons(asOwner(6, true))).toEqual(['viewResult']);
    expect(ownerButtons(asOwner(7))).toEqual([]);
  });

  it('names every status in English and Chinese', () => {
    for (let s = 1; s <= 8; s++) {
      expect(statusName(s, 'en')).not.toBe(String(s));
      expect(statusName(s, 'zh')).not.toBe(String(s));
    }
  });

  it("calls the pilot's delivery Delivered and the client's acceptance Completed, in the record (the glossary)", () => {
    expect(stepStatusName(6, 'complete', 'en')).toBe('Delivered');
    expect(stepStatusName(6, 'complete', 'zh')).toBe('已交付');
    expect(stepStatusName(6, 'accept', 'en')).toBe('Completed');
    expect(stepStatusName(3, 'schedule', 'en')).toBe('Scheduled');
  });

  it('lists hired Airworks under Pending until their results are delivered', () => {
    expect(listedStatuses(2)).toEqual([2, 3, 4, 5, 8]);
    expect(listedStatuses(6)).toEqual([6]);
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(listedUnder)).toEqual([1, 2, 2, 2, 2, 6, 7, 2]);
  });

  it('lets either party dispute a hired Airwork from scheduled to delivered, and only an admin decide', () => {
    for (const from of [3, 4, 5, 6]) {
      expect(transitionFor('dispute', from, 'owner')?.to).toBe(AirworkStatus.disputed);
      expect(transitionFor('dispute', from, 'pilot')?.to).toBe(AirworkStatus.disputed);
      expect(transitionFor('dispute', from, 'admin')).toBeUndefined();
    }
    for (const from of [1, 2, 7, 8])
      expect(transitionFor('dispute', from, 'owner')).toBeUndefined();
    expect(transitionFor('settle', 8, 'admin')?.to).toBe(AirworkStatus.completed);
    expect(transitionFor('refund', 8, 'admin')?.to).toBe(AirworkStatus.cancelled);
    for (const actor of ['owner', 'pilot', 'system'] as const) {
      expect(transitionFor('settle', 8, actor)).toBeUndefined();
      expect(transitionFor('refund', 8, actor)).toBeUndefined();
    }
  });

  it('lets nothing else happen to a disputed Airwork: no timer, no upload, no accept, no cancel', () => {
    const others = [
      'start',
      'upload',
      'complete',
      'accept',
      'reject',
      'cancel',
      'schedule',
    ] as const;
    for (const action of others) {
      for (const actor of ['owner', 'pilot', 'admin', 'system'] as const) {
        expect(transitionFor(action, AirworkStatus.disputed, actor)).toBeUndefined();
      }
    }
  });
});
