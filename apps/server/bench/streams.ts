import { figuresOf, load, type Figures } from './measure';
import { register, type Driver, startProduct } from './product';

export interface StreamFigures {
  streams: number;
  /** A signed-in call with no stream open, then with every stream open. */
  callAlone: Figures;
  callWithStreams: Figures;
  /** How much the server's resident memory grew with the streams open. */
  rssGrowthMB: number;
}

/** `count` people with their live-event stream open while others use the API. */
export async function benchStreams(
  driver: Driver,
  count: number,
  seconds: number,
): Promise<StreamFigures> {
  const product = await startProduct(driver);
  const controllers: AbortController[] = [];
  try {
    const people = [];
    for (let i = 0; i < count; i += 1) people.push(await register(product.url, `bench_s${i}`, 2));
    const caller = people[0]!;
    const call = {
      url: `${product.url}/api/member/loadClientInfo`,
      headers: { authorization: `Bearer ${caller.token}` },
      body: { userId: caller.id },
      connections: 10,
      seconds,
    };
    await load({ ...call, seconds: 2 });
    const alone = await load(call);
    global.gc?.();
    const before = process.memoryUsage().rss;
    for (const who of people) {
      const controller = new AbortController();
      controllers.push(controller);
      const reply = await fetch(`${product.url}/api/events`, {
        headers: { authorization: `Bearer ${who.token}` },
        signal: controller.signal,
      });
      if (reply.status !== 200) throw new Error(`events: ${reply.status}`);
      // Read and drop whatever comes (the opening comment, heartbeats).
      void reply.body?.pipeTo(new WritableStream()).catch(() => undefined);
    }
    const withStreams = await load(call);
    return {
      streams: count,
      callAlone: figuresOf('no streams', alone),
      callWithStreams: figuresOf(`${count} streams`, withStreams),
      rssGrowthMB: (process.memoryUsage().rss - before) / 1024 / 1024,
    };
  } finally {
    for (const c of controllers) c.abort();
    await product.close();
  }
}
