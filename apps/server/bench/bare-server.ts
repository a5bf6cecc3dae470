// The bare server of the start-to-ready line (start.ts): Fastify answering one page, started
// the way the product starts (node with tsx), so the line shows what the product adds.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', (_request, reply) =>
  reply.type('text/html').send('<!doctype html><html lang="en"><title>Bare</title><p>Bare</p>'),
);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
