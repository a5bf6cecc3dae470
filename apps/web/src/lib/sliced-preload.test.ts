import { describe, expect, it } from 'vitest';
import { createPreloader, LINKS_PER_TASK, type PreloadDom } from './sliced-preload';

/** A page without a browser: links appended are recorded, tasks run when the test says. */
function fakePage(alreadyLinked: string[] = []) {
  const appended: string[][] = [[]];
  const tasks: (() => void)[] = [];
  const sheets = new Map<string, { resolve: () => void; reject: (e: Error) => void }>();
  const failures: unknown[] = [];
  let goOn = false;
  const dom: PreloadDom = {
    resolve: (dep) => `http://airwork.test/${dep}`,
    linked: () => ({ all: new Set(alreadyLinked), styles: new Set() }),
    append(href, isCss) {
      appended[appended.length - 1]!.push(href.replace('http://airwork.test/', ''));
      if (!isCss) return undefined;
      return new Promise<void>((resolve, reject) => sheets.set(href, { resolve, reject }));
    },
    later: (task) => void tasks.push(task),
    failed(error) {
      failures.push(error);
      return !goOn;
    },
  };
  return {
    dom,
    /** The links appended in each task run so far (the first entry: before any task). */
    appended,
    failures,
    letPageGoOn: () => (goOn = true),
    runTasks() {
      while (tasks.length > 0) {
        appended.push([]);
        tasks.shift()!();
      }
    },
    sheet: (dep: string) => sheets.get(`http://airwork.test/${dep}`)!,
  };
}

const scripts = (n: number) => Array.from({ length: n }, (_, i) => `assets/s${i}.js`);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the sliced preload', () => {
  it('appends a screen’s links a few per task, none in the task that asks for the screen', async () => {
    const page = fakePage();
    const preloader = createPreloader(page.dom);
    const imported = preloader.preload(async () => 'screen', scripts(20));
    expect(page.appended[0]).toEqual([]);
    page.runTasks();
    const perTask = page.appended.slice(1).map((links) => links.length);
    expect(perTask).toEqual([LINKS_PER_TASK, LINKS_PER_TASK, 20 - 2 * LINKS_PER_TASK]);
    expect(page.appended.flat()).toEqual(scripts(20));
    await expect(imported).resolves.toBe('screen');
  });

  it('appends every link at once where the page runs its tasks at once (a hidden tab)', async () => {
    const page = fakePage();
    const dom = { ...page.dom, later: (task: () => void) => queueMicrotask(task) };
    await createPreloader(dom).preload(async () => 'screen', scripts(20));
    expect(page.appended.flat()).toEqual(scripts(20));
  });

  it('imports a chunk without waiting for its scripts’ links', async () => {
    const page = fakePage();
    const imported = createPreloader(page.dom).preload(async () => 'screen', scripts(3));
    await expect(imported).resolves.toBe('screen');
    expect(page.appended.flat()).toEqual([]);
  });

  it('imports a chunk once its style sheets have loaded, sheets first and in their order', async () => {
    const page = fakePage();
    let importedAt: 'before' | 'after' | undefined;
    let loaded = false;
    const imported = createPreloader(page.dom).preload(async () => {
      importedAt = loaded ? 'after' : 'before';
    }, ['assets/a.js', 'assets/one.css', 'assets/b.js', 'assets/two.css']);
    page.runTasks();
    expect(page.appended[1]).toEqual([
      'assets/one.css',
      'assets/two.css',
      'assets/a.js',
      'assets/b.js',
    ]);
    await flush();
    expect(importedAt).toBeUndefined();
    page.sheet('assets/one.css').resolve();
    page.sheet('assets/two.css').resolve();
    loaded = true;
    await imported;
    expect(importedAt).toBe('after');
  });

  it('links a file once, whether index.html links it or another screen asked for it', async () => {
    const page = fakePage(['http://airwork.test/assets/core.js']);
    const preloader = createPreloader(page.dom);
    void preloader.preload(async () => 1, ['assets/core.js', 'assets/shared.js', 'assets/a.js']);
    void preloader.preload(async () => 2, ['assets/core.js', 'assets/shared.js', 'assets/b.js']);
    page.runTasks();
    expect(page.appended.flat()).toEqual(['assets/shared.js', 'assets/a.js', 'assets/b.js']);
  });

  it('lets a second screen needing a sheet still loading wait for it too', async () => {
    const page = fakePage();
    const preloader = createPreloader(page.dom);
    const order: string[] = [];
    const first = preloader.preload(async () => order.push('first'), ['assets/x.css']);
    const second = preloader.preload(async () => order.push('second'), ['assets/x.css']);
    page.runTasks();
    await flush();
    expect(order).toEqual([]);
    page.sheet('assets/x.css').resolve();
    await Promise.all([first, second]);
    expect(order).toEqual(['first', 'second']);
    expect(page.appended.flat()).toEqual(['assets/x.css']);
  });

  it('tells the page when a sheet or a chunk cannot be loaded, and fails the import', async () => {
    const page = fakePage();
    const preloader = createPreloader(page.dom);
    const sheetLost = preloader.preload(async () => 'never', ['assets/lost.css']);
    page.runTasks();
    page.sheet('assets/lost.css').reject(new Error('Unable to preload CSS'));
    await expect(sheetLost).rejects.toThrow('Unable to preload CSS');
    const chunkLost = preloader.preload(() => Promise.reject(new Error('chunk gone')), []);
    await expect(chunkLost).rejects.toThrow('chunk gone');
    expect(page.failures).toHaveLength(2);
  });

  it('goes on when the page takes a failure over (a `vite:preloadError` listener)', async () => {
    const page = fakePage();
    page.letPageGoOn();
    const imported = createPreloader(page.dom).preload(
      () => Promise.reject(new Error('chunk gone')),
      [],
    );
    await expect(imported).resolves.toBeUndefined();
    expect(page.failures).toHaveLength(1);
  });
});
