import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { compressedForms } from './kept-reply';

// API replies compressed for the clients that ask (every browser does): a page of twenty
// Airworks is ~15 KB of JSON and ~3 KB as brotli, which a phone on a slow network feels.
// Static files are compressed at build time (plugins/web.ts); event streams are streams and
// pass untouched. Benchmark clients send no Accept-Encoding and get the plain reply.

/** Below this, compressing saves less than its own headers and time. */
export const COMPRESS_FROM_BYTES = 1024;

const encodings = new Negotiator<'br' | 'gzip'>({ supportedValues: ['br', 'gzip'] });

// Brotli's quality 4 compresses JSON better than gzip's default, at about its speed.
const BROTLI = {
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
};

/** The encoding a reply should go out in, if any. */
function encodingFor(request: FastifyRequest, reply: FastifyReply, size: number) {
  if (size < COMPRESS_FROM_BYTES || reply.hasHeader('content-encoding')) return null;
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string' || !type.startsWith('application/json')) return null;
  const accepted = request.headers['accept-encoding'];
  return accepted ? encodings.negotiate(accepted) : null;
}

/** For the app's `onSend` hook: the payload as it should be sent. */
export function compressReply(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: Error | null, payload?: unknown) => void,
): void {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
  const encoding = encodingFor(request, reply, payload.length);
  // A cache between must not hand a compressed reply to a client that did not ask for it.
  if (payload.length >= COMPRESS_FROM_BYTES) reply.header('vary', 'accept-encoding');
  if (!encoding) return done(null, payload);
  // A kept reply (a popular search's page) is compressed once, for everyone who asks.
  const forms = typeof payload === 'string' ? compressedForms(payload) : undefined;
  const send = (compressed: Buffer) => {
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    done(null, compressed);
  };
  const made = forms?.[encoding];
  if (made) return send(made);
  const finish = (error: Error | null, compressed: Buffer) => {
    if (error) return done(null, payload); // sent as it was rather than not at all
    if (forms) forms[encoding] = compressed;
    send(compressed);
  };
  if (encoding === 'br') zlib.brotliCompress(payload, BROTLI, finish);
  else zlib.gzip(payload, finish);
}
