import type { FastifyRequest } from 'fastify';

/** The caller's language, from Accept-Language as the web app sends it: Chinese or English. */
export function requestLanguage(request: FastifyRequest): 'en' | 'zh' {
  return /^zh\b/i.test(request.headers['accept-language'] ?? '') ? 'zh' : 'en';
}
