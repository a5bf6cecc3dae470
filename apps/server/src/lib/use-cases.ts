// One way to wire a module: its use cases are plain functions `(deps, ...args)`, and the
// module's service is those functions bound to the dependencies app.ts built once.

type UseCase<D> = (deps: D, ...args: never[]) => unknown;
type Bound<D, F> = F extends (deps: D, ...args: infer A) => infer R ? (...args: A) => R : never;
export type BoundUseCases<D, T> = { [K in keyof T]: Bound<D, T[K]> };

export function bindUseCases<D, T extends Record<string, UseCase<D>>>(
  deps: D,
  useCases: T,
): BoundUseCases<D, T> {
  return Object.fromEntries(
    Object.entries(useCases).map(([name, fn]) => [name, (...args: never[]) => fn(deps, ...args)]),
  ) as BoundUseCases<D, T>;
}
