import { call, put } from 'redux-saga/effects';
import { bff } from './bff';
import { toFailure, type BffFailure } from './failure';

export type BffResult<T> = { ok: true; data: T } | { ok: false; failure: BffFailure };

type Endpoints = typeof bff.endpoints;
type EndpointName = keyof Endpoints;
type ArgOf<K extends EndpointName> = Parameters<Endpoints[K]['initiate']>[0];
type DataOf<K extends EndpointName> = Endpoints[K] extends { Types: { ResultType: infer R } } ? R : never;

interface Handle {
  unwrap(): Promise<unknown>;
  unsubscribe?: () => void;
  reset?: () => void;
}

// Queries are fetched once and not cached: the saga copies the answer into its slice.
const QUERIES: ReadonlySet<EndpointName> = new Set<EndpointName>(['getConsent', 'getConsentV3', 'getSecurityDevice']);

/**
 * Runs one BFF endpoint from a saga and returns its answer or its failure, never throwing. Sagas
 * name the endpoint (`call(request, 'decidePayment', args)`) so tests can assert exactly which call
 * was sent and stub its answer.
 */
export function* request<K extends EndpointName>(name: K, arg: ArgOf<K>): Generator<unknown, BffResult<DataOf<K>>, unknown> {
  const endpoint = bff.endpoints[name] as unknown as {
    initiate: (a: unknown, o?: unknown) => unknown;
  };
  const isQuery = QUERIES.has(name);
  const handle = (yield put(
    (isQuery ? endpoint.initiate(arg, { subscribe: false, forceRefetch: true }) : endpoint.initiate(arg)) as never,
  )) as Handle;
  try {
    const data = (yield call([handle, handle.unwrap])) as DataOf<K>;
    return { ok: true, data };
  } catch (error) {
    return { ok: false, failure: toFailure(error) };
  } finally {
    handle.reset?.();
  }
}
