import { describe, expect, it } from 'vitest';
import { sharedRead } from './shared-read';

/** A read the test finishes by hand: each began read is numbered, answered when told. */
function manualReads() {
  const began: { n: number; finish: () => void; fail: () => void }[] = [];
  const read = () =>
    new Promise<number>((resolve, reject) => {
      const n = began.length + 1;
      began.push({
        n,
        finish: () => resolve(n),
        fail: () => reject(new Error(`read ${n} failed`)),
      });
    });
  return { began, read };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a shared read', () => {
  it('answers an asker alone with a read of its own', async () => {
    const { began, read } = manualReads();
    const ask = sharedRead(read);
    const first = ask();
    began[0]!.finish();
    await expect(first).resolves.toBe(1);
    const second = ask();
    began[1]!.finish();
    await expect(second).resolves.toBe(2);
  });

  it('answers those who ask during a read with one read begun after it, never with it', async () => {
    const { began, read } = manualReads();
    const ask = sharedRead(read);
    const first = ask();
    const during = [ask(), ask(), ask()];
    expect(began).toHaveLength(1);
    began[0]!.finish();
    await settle();
    // The second read began only once the first had ended: after every one of them asked.
    expect(began).toHaveLength(2);
    began[1]!.finish();
    await expect(first).resolves.toBe(1);
    await expect(Promise.all(during)).resolves.toEqual([2, 2, 2]);
  });

  it('keeps one read in flight however many ask, each wave sharing the next', async () => {
    const { began, read } = manualReads();
    const ask = sharedRead(read);
    const answers: Promise<number>[] = [ask()];
    for (let wave = 0; wave < 3; wave += 1) {
      answers.push(ask(), ask());
      expect(began).toHaveLength(wave + 1);
      began[wave]!.finish();
      await settle();
    }
    began[3]!.finish();
    await expect(Promise.all(answers)).resolves.toEqual([1, 2, 2, 3, 3, 4, 4]);
  });

  it('fails only the askers of a failed read; the next ask reads again', async () => {
    const { began, read } = manualReads();
    const ask = sharedRead(read);
    const failing = ask();
    const waiting = ask();
    began[0]!.fail();
    await expect(failing).rejects.toThrow('read 1 failed');
    await settle();
    began[1]!.finish();
    await expect(waiting).resolves.toBe(2);
    const later = ask();
    began[2]!.finish();
    await expect(later).resolves.toBe(3);
  });
});
