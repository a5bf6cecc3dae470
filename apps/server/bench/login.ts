import { hash, verify } from '@node-rs/argon2';
import { figuresOf, load, type Figures } from './measure';
import { callApi, register, type Driver, startProduct } from './product';

export interface LoginFigures {
  /** 20 log-ins a second, each a real argon2id verification. */
  paced: Figures;
  /** One verification alone, in this process: the floor a log-in cannot go below. */
  argon2Ms: number;
  /** A signed-in call alone, then under a flood of log-ins (50 connections, unpaced). */
  callAlone: Figures;
  callUnderFlood: Figures;
  flood: Figures;
}

async function argon2Floor(): Promise<number> {
  const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
  const stored = await hash('bench-password-1', options);
  const started = performance.now();
  for (let i = 0; i < 10; i += 1) await verify(stored, 'bench-password-1');
  return (performance.now() - started) / 10;
}

/** Log-in at a steady 20 a second, and a flood of log-ins beside a signed-in call. */
export async function benchLogin(driver: Driver, seconds: number): Promise<LoginFigures> {
  const product = await startProduct(driver);
  try {
    const user = await register(product.url, 'bench_login', 2);
    const argon2Ms = await argon2Floor();
    const login = {
      url: `${product.url}/api/member/login`,
      body: { userName: 'bench_login', userPwd: 'bench-password-1' },
    };
    await load({ ...login, connections: 4, seconds: 2, rate: 10 });
    const paced = await load({
      ...login,
      connections: 20,
      seconds: seconds * 2,
      rate: 20,
      even: true,
    });
    const call = {
      url: `${product.url}/api/member/loadClientInfo`,
      headers: { authorization: `Bearer ${user.token}` },
      body: { userId: user.id },
      connections: 10,
      seconds,
    };
    const reply = await callApi(product.url, '/api/member/loadClientInfo', call.body, user.token);
    if (reply.code !== 200) throw new Error(`loadClientInfo: ${reply.message}`);
    const alone = await load(call);
    const [underFlood, flood] = await Promise.all([
      load(call),
      load({ ...login, connections: 50, seconds }),
    ]);
    return {
      paced: figuresOf('login 20/s', paced),
      argon2Ms,
      callAlone: figuresOf('call alone', alone),
      callUnderFlood: figuresOf('call in flood', underFlood),
      flood: figuresOf('login flood', flood),
    };
  } finally {
    await product.close();
  }
}
