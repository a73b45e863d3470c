/**
 * Field data (issue 15, docs/decisions/023): the events the portal sends by beacon, checked field by
 * field (anything else is dropped, so nothing personal can be stored even if a client sent it), kept
 * in memory, and summed up for /banco/metricas.
 */
import type { ConsentKind } from '../src/api/contract';
import { CONSENT_KINDS } from '../src/api/contract';
import { confirmationScreenPaths } from '../src/journey/journeyTable';
import { PATHS } from '../src/journey/paths';

export const METRICS_PATH = '/banco/metricas';
export const METRICS_EVENTS_PATH = '/banco/metricas/eventos';
/** At most this many events per beacon, and this many kept. */
const PER_BEACON = 200;
const KEPT = 10_000;

/**
 * The largest beacon body taken: PER_BEACON events of the largest valid shape (about 210 bytes each)
 * fit with room to spare; a bigger body cannot be a beacon the portal sent, and is refused (413)
 * before it is read.
 */
export const METRICS_BODY_LIMIT = 64 * 1024;

/**
 * Beacons per client address: a burst of METRICS_BURST, refilled at METRICS_PER_MINUTE. A journey
 * sends a few (one per page left); the bound is wide because many customers may share one address
 * (a carrier's NAT), and every test run on this machine shares loopback.
 */
export const METRICS_BURST = 120;
export const METRICS_PER_MINUTE = 120;

/** What the customer did with her authorisations (the portal's `fieldNoted`, docs/decisions/083): the kind, never the item. */
const AUTHORISATION_STEPS = ['list', 'opened', 'confirmed', 'outcome'] as const;
const AUTHORISATION_CHANGES = ['revoke', 'limit'] as const;
const AUTHORISATION_RESULTS = ['ok', 'conflict', 'refused', 'failed'] as const;

export type StoredEvent =
  | { type: 'step'; journey: string; route: string; kind: ConsentKind | null; at: number; sinceLast: number }
  | { type: 'answer'; journey: string; call: 'load' | 'authorise'; status: number | null; at: number }
  | { type: 'outcome'; journey: string; outcome: 'authorised' | 'refused' | 'returned' | 'result'; route: string; kind: ConsentKind | null; at: number }
  | { type: 'vital'; journey: string; route: string; name: 'LCP' | 'INP' | 'CLS'; value: number }
  | {
      type: 'authorisation';
      journey: string;
      step: (typeof AUTHORISATION_STEPS)[number];
      kind: ConsentKind | null;
      change: (typeof AUTHORISATION_CHANGES)[number] | null;
      result: (typeof AUTHORISATION_RESULTS)[number] | null;
      at: number;
    };

const JOURNEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ROUTE = /^(\*|\/[a-z/-]{0,40})$/;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v < 1e7;
const kindOf = (v: unknown): ConsentKind | null | undefined => (v === null ? null : (CONSENT_KINDS as readonly unknown[]).includes(v) ? (v as ConsentKind) : undefined);
const oneOf = <T extends string>(v: unknown, options: readonly T[]): T | undefined => (options as readonly unknown[]).includes(v) ? (v as T) : undefined;

/** One event as the portal's type describes it, rebuilt from its known fields only; undefined if it is not one. */
export function checkEvent(raw: unknown): StoredEvent | undefined {
  if (!isRecord(raw) || typeof raw.journey !== 'string' || !JOURNEY.test(raw.journey)) return undefined;
  const journey = raw.journey;
  const route = typeof raw.route === 'string' && ROUTE.test(raw.route) ? raw.route : undefined;
  switch (raw.type) {
    case 'step': {
      const kind = kindOf(raw.kind);
      return route && kind !== undefined && num(raw.at) && num(raw.sinceLast) ? { type: 'step', journey, route, kind, at: raw.at, sinceLast: raw.sinceLast } : undefined;
    }
    case 'answer': {
      const which = oneOf(raw.call, ['load', 'authorise'] as const);
      const status = raw.status === null ? null : Number.isInteger(raw.status) && (raw.status as number) >= 100 && (raw.status as number) < 600 ? (raw.status as number) : undefined;
      return which && status !== undefined && num(raw.at) ? { type: 'answer', journey, call: which, status, at: raw.at } : undefined;
    }
    case 'outcome': {
      const outcome = oneOf(raw.outcome, ['authorised', 'refused', 'returned', 'result'] as const);
      const kind = kindOf(raw.kind);
      return outcome && route && kind !== undefined && num(raw.at) ? { type: 'outcome', journey, outcome, route, kind, at: raw.at } : undefined;
    }
    case 'vital': {
      const name = oneOf(raw.name, ['LCP', 'INP', 'CLS'] as const);
      return name && route && num(raw.value) ? { type: 'vital', journey, route, name, value: raw.value } : undefined;
    }
    case 'authorisation': {
      const step = oneOf(raw.step, AUTHORISATION_STEPS);
      const kind = kindOf(raw.kind);
      const change = raw.change === null ? null : oneOf(raw.change, AUTHORISATION_CHANGES);
      const result = raw.result === null ? null : oneOf(raw.result, AUTHORISATION_RESULTS);
      return step && kind !== undefined && change !== undefined && result !== undefined && num(raw.at)
        ? { type: 'authorisation', journey, step, kind, change, result, at: raw.at }
        : undefined;
    }
    default:
      return undefined;
  }
}

export class FieldData {
  readonly events: StoredEvent[] = [];

  /** A beacon's body (text/plain or JSON): `{ events: [...] }`. Returns how many events were kept. */
  receive(body: unknown): number {
    let parsed: unknown = body;
    if (typeof body === 'string') {
      try {
        parsed = JSON.parse(body);
      } catch {
        return 0;
      }
    }
    if (!isRecord(parsed) || !Array.isArray(parsed.events)) return 0;
    const kept = parsed.events.slice(0, PER_BEACON).map(checkEvent).filter((e): e is StoredEvent => e !== undefined);
    this.events.push(...kept);
    if (this.events.length > KEPT) this.events.splice(0, this.events.length - KEPT);
    return kept.length;
  }

  clear(): void {
    this.events.length = 0;
  }
}

/** A token bucket per client address; `take` says whether one more beacon fits, or in how many seconds one will. */
export class BeaconBudget {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly now: () => number,
    private readonly burst = METRICS_BURST,
    private readonly perMinute = METRICS_PER_MINUTE,
  ) {}

  take(client: string): { ok: true } | { ok: false; retryAfterSeconds: number } {
    const now = this.now();
    const perMs = this.perMinute / 60_000;
    const bucket = this.buckets.get(client) ?? { tokens: this.burst, at: now };
    bucket.tokens = Math.min(this.burst, bucket.tokens + (now - bucket.at) * perMs);
    bucket.at = now;
    if (this.buckets.size > 10_000) this.forgetFull(now);
    this.buckets.set(client, bucket);
    if (bucket.tokens < 1) return { ok: false, retryAfterSeconds: Math.ceil((1 - bucket.tokens) / perMs / 1000) };
    bucket.tokens -= 1;
    return { ok: true };
  }

  /** Addresses whose bucket has refilled are as good as new: dropping them bounds the memory a flood of addresses takes. */
  private forgetFull(now: number): void {
    const refillMs = this.burst / (this.perMinute / 60_000);
    for (const [client, bucket] of this.buckets) if (now - bucket.at >= refillMs) this.buckets.delete(client);
  }
}

// ---- Summary for the page --------------------------------------------------------------------------

/** The funnel's steps, in order; a journey counts at a step if it reached it. */
export const FUNNEL = ['Consentimento carregado', 'Tela de confirmação', 'Segurança (/segredo)', 'Decisão aceita', 'Autorizado'] as const;
/** Every kind's confirmation screens, as the portal's journey table names them (decision 072). */
const CONFIRMATION_ROUTES = new Set<string>(confirmationScreenPaths());

export interface Summary {
  journeys: number;
  /** Per consent kind (or 'desconhecido' before a consent loaded): journeys reaching each funnel step. */
  funnel: { kind: string; counts: number[] }[];
  outcomes: { label: string; count: number }[];
  statuses: { label: string; count: number }[];
  /** What customers did with their authorisations: the list read, items opened, changes confirmed and answered, by kind. */
  authorisations: { label: string; count: number }[];
  /** p75 of each vital over all screens, with how many samples. */
  vitals: { name: 'LCP' | 'INP' | 'CLS'; p75: number | null; samples: number }[];
}

const p75 = (values: number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.75 * sorted.length) - 1)] ?? null;
};

const countBy = (labels: string[]) => {
  const counts = new Map<string, number>();
  for (const l of labels) counts.set(l, (counts.get(l) ?? 0) + 1);
  return [...counts].map(([label, count]) => ({ label, count })).sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
};

export function summarise(events: readonly StoredEvent[]): Summary {
  const journeys = new Map<string, { kind: string; reached: Set<number> }>();
  const of = (id: string) => journeys.get(id) ?? journeys.set(id, { kind: 'desconhecido', reached: new Set() }).get(id)!;
  for (const e of events) {
    const j = of(e.journey);
    if ((e.type === 'step' || e.type === 'outcome') && e.kind) j.kind = e.kind;
    if (e.type === 'step') {
      if (e.route === PATHS.loading) j.reached.add(0);
      if (CONFIRMATION_ROUTES.has(e.route)) j.reached.add(1);
      if (e.route === PATHS.security) j.reached.add(2);
    }
    if (e.type === 'outcome' && e.outcome !== 'result') j.reached.add(3);
    if (e.type === 'outcome' && e.outcome === 'authorised') j.reached.add(4);
  }
  const byKind = new Map<string, number[]>();
  for (const j of journeys.values()) {
    const counts = byKind.get(j.kind) ?? byKind.set(j.kind, FUNNEL.map(() => 0)).get(j.kind)!;
    // Reaching a later step means the earlier ones were passed (a reload may skip recording one).
    const furthest = Math.max(-1, ...j.reached);
    for (let i = 0; i <= furthest && i < 4; i += 1) if (i <= furthest) counts[i] = (counts[i] ?? 0) + 1;
    if (j.reached.has(4)) counts[4] = (counts[4] ?? 0) + 1;
  }
  const outcomes = countBy(
    events.filter((e): e is Extract<StoredEvent, { type: 'outcome' }> => e.type === 'outcome').map((e) => (e.outcome === 'result' ? `Página ${e.route}` : { authorised: 'Autorizado', refused: 'Recusado', returned: 'Devolvido à iniciadora' }[e.outcome])),
  );
  const statuses = countBy(
    events.filter((e): e is Extract<StoredEvent, { type: 'answer' }> => e.type === 'answer').map((e) => `${e.call === 'load' ? 'Carga' : 'Autorização'}: ${e.status ?? 'sem resposta'}`),
  );
  const changeName = { revoke: 'Revogação', limit: 'Valor máximo' } as const;
  const authorisations = countBy(
    events
      .filter((e): e is Extract<StoredEvent, { type: 'authorisation' }> => e.type === 'authorisation')
      .map((e) => {
        const kind = e.kind ?? 'tipo desconhecido';
        if (e.step === 'list') return `Lista: ${e.result ?? '—'}`;
        if (e.step === 'opened') return `Aberta: ${kind}`;
        const change = e.change ? changeName[e.change] : 'Alteração';
        return `${change} (${kind}): ${e.step === 'confirmed' ? 'pedida' : (e.result ?? '—')}`;
      }),
  );
  const vitals = (['LCP', 'INP', 'CLS'] as const).map((name) => {
    const values = events.filter((e): e is Extract<StoredEvent, { type: 'vital' }> => e.type === 'vital' && e.name === name).map((e) => e.value);
    return { name, p75: p75(values), samples: values.length };
  });
  return { journeys: journeys.size, funnel: [...byKind].map(([kind, counts]) => ({ kind, counts })), outcomes, statuses, authorisations, vitals };
}
