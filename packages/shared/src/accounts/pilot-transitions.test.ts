import { describe, expect, it } from 'vitest';
import { pilotActions, transitionTo } from './pilot-transitions';

describe('pilot account transitions', () => {
  it.each([
    [1, false, 3, 'block'],
    [3, false, 1, 'unblock'],
    [1, false, 4, 'delete'],
    [4, false, 1, 'undelete'],
    [2, true, 1, 'approve'],
    [2, true, 2, 'disapprove'],
    [1, true, 1, 'approve'],
    [1, true, 2, 'disapprove'],
  ])('from %i (certificate waiting: %s) to %i is %s', (from, waiting, to, action) => {
    expect(transitionTo(from, waiting, to)?.action).toBe(action);
  });

  it.each([
    [1, false, 1],
    [2, false, 1],
    [2, false, 3],
    [3, false, 4],
    [4, false, 3],
    [3, true, 2],
    [1, false, 2],
  ])('refuses from %i (certificate waiting: %s) to %i', (from, waiting, to) => {
    expect(transitionTo(from, waiting, to)).toBeUndefined();
  });

  it("offers a row only its status's actions", () => {
    expect(pilotActions(1, false).map((t) => t.action)).toEqual(['block', 'delete']);
    expect(pilotActions(3, false).map((t) => t.action)).toEqual(['unblock']);
    expect(pilotActions(2, true).map((t) => t.action)).toEqual(['approve', 'disapprove']);
  });
});
