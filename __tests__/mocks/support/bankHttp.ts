import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CUSTOMERS } from '../../../mocks/customers';
import { resolveOptions, type BankOptions } from '../../../mocks/options';
import { buildBank } from '../../../mocks/server';
import type { BankState } from '../../../mocks/state';

/**
 * The simulated bank listening on a free loopback port, driven over real HTTP (fastify's inject()
 * pulls an ESM-only dependency jest cannot load). Each token is one logged-in session of its customer.
 */
export const TOKENS: Record<string, string> = {
  'tok-maria': CUSTOMERS.maria.cpf,
  'tok-maria-2': CUSTOMERS.maria.cpf,
  'tok-carlos': CUSTOMERS.carlos.cpf,
  'tok-joao': CUSTOMERS.joao.cpf,
  'tok-ana': CUSTOMERS.ana.cpf,
};

/** A JSON answer of the bank, with the fields these tests read. */
export interface Body {
  message?: string;
  status?: string;
  hash?: string;
  consentId?: string;
  [key: string]: unknown;
}

export interface Reply {
  status: number;
  body: Body;
  headers: Headers;
}

export interface Bank {
  base: string;
  /** The build folder the bank serves the portal from: an index.html, and what a test writes there. */
  dist: string;
  lines: string[];
  /** The bank's memory, for a test that sets up what no scenario gives (an initiator naming another's account). */
  state: BankState;
  /** Moves the bank's clock on. */
  advance: (ms: number) => void;
  /** `payload` goes as JSON, `rawBody` as it is (with the content-type of `headers`). */
  call: (method: string, url: string, options?: { token?: string; payload?: unknown; rawBody?: string; headers?: Record<string, string> }) => Promise<Reply>;
  close: () => Promise<void>;
}

export async function startBank(extra: Partial<BankOptions> = {}): Promise<Bank> {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Portal</title>');
  let now = Date.UTC(2026, 5, 10, 15, 0, 0);
  const lines: string[] = [];
  const options = resolveOptions({ publicUrl: 'http://127.0.0.1:3000', portalDist: dist, logLine: (l) => lines.push(l), now: () => now, ...extra });
  const server: FastifyInstance = await buildBank(options, { verifyToken: async (t) => TOKENS[t] });
  const base = await server.listen({ host: '127.0.0.1', port: 0 });
  const call: Bank['call'] = async (method, url, { token, payload, rawBody, headers = {} } = {}) => {
    const all: Record<string, string> = { ...headers };
    if (token) Object.assign(all, { authorization: `Bearer ${token}`, accept: 'application/json' });
    if (payload !== undefined) all['content-type'] = 'application/json';
    const sent = rawBody ?? (payload === undefined ? undefined : JSON.stringify(payload));
    const res = await fetch(base + url, { method, headers: all, body: sent, redirect: 'manual' });
    const text = await res.text();
    let body: Body = {};
    try {
      body = text ? (JSON.parse(text) as Body) : {};
    } catch {
      body = { text };
    }
    // Not enumerable: tests compare replies as { status, body }.
    return Object.defineProperty({ status: res.status, body }, 'headers', { value: res.headers, enumerable: false }) as Reply;
  };
  return {
    base,
    dist,
    lines,
    state: server.bankState,
    advance: (ms) => {
      now += ms;
    },
    call,
    close: async () => {
      await server.close();
      fs.rmSync(dist, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh bank for every test of the suite that calls it (at its top level or in a describe): the
 * object it returns always speaks to the current test's bank, started before it and closed after it.
 */
export function bankPerTest(extra: Partial<BankOptions> = {}): Bank {
  let current: Bank | null = null;
  beforeEach(async () => {
    current = await startBank(extra);
  });
  afterEach(async () => {
    await current?.close();
    current = null;
  });
  const now = (): Bank => {
    if (!current) throw new Error('bankPerTest: the bank runs only inside a test');
    return current;
  };
  return {
    get base() {
      return now().base;
    },
    get dist() {
      return now().dist;
    },
    get lines() {
      return now().lines;
    },
    get state() {
      return now().state;
    },
    advance: (ms) => now().advance(ms),
    call: (...args) => now().call(...args),
    close: () => now().close(),
  };
}

/** Starts a journey of `scenario` at the bank (for `customer`, else the scenario's own) and returns its consent id. */
export async function createConsent(bank: Bank, scenario: string, customer?: keyof typeof CUSTOMERS): Promise<string> {
  const res = await bank.call('POST', '/banco/api/consents', { payload: customer ? { scenario, customer } : { scenario } });
  expect(res.status).toBe(201);
  return res.body.consentId as string;
}

/** Loads the consent in the session of `token` (puts it "on screen" at the bank) and returns the envelope. */
export async function loadConsent(bank: Bank, token: string, id: string): Promise<Body> {
  const res = await bank.call('GET', `/api/canais/v1/consentimento/${encodeURIComponent(id)}`, { token });
  expect(res.status).toBe(200);
  return res.body;
}
