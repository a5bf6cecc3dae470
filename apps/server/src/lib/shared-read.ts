/**
 * A read shared by everyone who asks while it is waiting to begin: `read` runs for one asker,
 * and those who ask while it runs share the next one, begun as soon as it ends. Each asker is
 * answered by a read that began after they asked, so a write committed before they asked is
 * always seen — as if each had read for themselves — while a thousand asks a second make one
 * read in flight at a time instead of a thousand.
 *
 * For a small value many requests read (the search's `airwork_changes`): at 5,000 asks of a
 * kept page a second, each reading it on its own was a pool connection, a round trip and a
 * parsed row per request (issue 46, "the search's own cost").
 */
export function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const begin = (): Promise<T> => {
    const started = read();
    running = started;
    const ended = () => {
      if (running === started) running = undefined;
    };
    started.then(ended, ended);
    return started;
  };
  return () => {
    if (!running) return begin();
    // The read under way began before this ask: it may not see what was written just now.
    next ??= running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        next = undefined;
        return begin();
      });
    return next;
  };
}
