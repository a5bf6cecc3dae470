/** One call as a client saw it: how it ended and how long it took. */
export interface Sample {
  at: number;
  ms: number;
  /** HTTP status, or 0 when no reply came (refused, reset, or over the client's 5 s). */
  status: number;
  code?: number;
  message?: string;
  error?: string;
}

/** POSTs JSON and waits at most `timeoutMs` for the reply, as an impatient client would. */
export async function timedPost(
  base: string,
  path: string,
  body: unknown,
  options: { token?: string; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<Sample & { result?: unknown }> {
  const at = Date.now();
  const started = performance.now();
  try {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.token && { authorization: `Bearer ${options.token}` }),
        ...options.headers,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
    });
    const text = await response.text();
    const json = JSON.parse(text) as { code?: number; message?: string; result?: unknown };
    return {
      at,
      ms: performance.now() - started,
      status: response.status,
      code: json.code,
      message: json.message,
      result: json.result,
    };
  } catch (err) {
    return { at, ms: performance.now() - started, status: 0, error: String(err) };
  }
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
