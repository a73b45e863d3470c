/** The whole simulated bank on one origin: the portal, the BFF, the identity provider and the tools. */
import type { FastifyInstance } from 'fastify';
import { createIdp } from './idp';
import { resolveOptions, type BankOptions } from './options';
import { buildBank } from './server';

export type { BankOptions } from './options';

/** Builds the app (not listening). Options not given take their defaults (not the environment). */
export async function createApp(options: Partial<BankOptions> = {}): Promise<FastifyInstance> {
  const resolved = resolveOptions(options);
  const idp = await createIdp(resolved);
  return buildBank(resolved, { verifyToken: idp.verifyToken, beforeRoutes: idp.mount });
}
