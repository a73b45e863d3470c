import fs from 'node:fs';
import type { FastifyReply } from 'fastify';
import { BROTLI_SUFFIX } from '../deploy/precompress';

/** Whether an `Accept-Encoding` value takes brotli (`br`, not refused with `q=0`). */
export function acceptsBrotli(acceptEncoding: string | string[] | undefined): boolean {
  const value = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  return value.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding?.trim() !== 'br') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * As deploy/nginx/nginx.conf's brotli_static (decision 032): a file the build compressed goes out as
 * its `.br` to a browser that accepts brotli. Returns the file to send; the reply says how it is
 * encoded, and that the answer depends on Accept-Encoding.
 */
export function precompressed(file: string, acceptEncoding: string | string[] | undefined, reply: FastifyReply): string {
  const compressed = `${file}${BROTLI_SUFFIX}`;
  if (!fs.existsSync(compressed)) return file;
  reply.header('vary', 'accept-encoding');
  if (!acceptsBrotli(acceptEncoding)) return file;
  reply.header('content-encoding', 'br');
  return compressed;
}
