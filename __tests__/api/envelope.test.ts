import type { ConsentKind } from '../../src/api/contract';
import { parseEnvelope } from '../../src/api/envelope';
import { envelopeOf, VALID } from '../support/arbitraries';

/**
 * Every amount of every envelope kind (INTERFACE §4, §6.2): written as Open Finance writes amounts
 * (`^\d{1,16}\.\d{2}$`) or the envelope is malformed (the load-error path), never a different number
 * on the screen (issue 42, point 4).
 */
const AMOUNTS: [ConsentKind, string[]][] = [
  ['PAGAMENTO', ['consentimento', 'payment', 'amount']],
  ['RECORRENTE', ['valor']],
  ['RECORRENTE', ['consentimento', 'payment', 'amount']],
  ['SWEEPING', ['dados', 'dadosVinculo', 'limiteVinculo']],
  ['SWEEPING', ['dados', 'dadosVinculo', 'limiteTransacao']],
  ['AUTOMATICO', ['dados', 'amount']],
  ['AUTOMATICO', ['dados', 'schedule', 'maximumVariableAmount']],
  ['AUTOMATICO', ['dados', 'firstPayment', 'amount']],
  ['VINCULO', ['dados', 'limiteTransacao']],
  ['VINCULO', ['dados', 'limiteDiario']],
];

/** The valid envelope of the kind with the value at the path replaced. */
function withValue(kind: ConsentKind, path: string[], value: unknown) {
  const consent = VALID.find((c) => c.kind === kind);
  if (!consent) throw new Error(`no valid ${kind}`);
  const envelope = envelopeOf(consent);
  let node = envelope[Object.keys(envelope).find((k) => k !== 'tipo') as string] as Record<string, unknown>;
  for (const key of path.slice(0, -1)) {
    // The valid Pix Automático has no immediate payment: one is added, with its date.
    node[key] ??= { date: '2026-12-10' };
    node = node[key] as Record<string, unknown>;
  }
  node[path[path.length - 1] as string] = value;
  return envelope;
}

describe.each(AMOUNTS)('%s %j', (kind, path) => {
  it.each(['150.750', '1.500,50', '1500,50', '1500.5', '1500', '1.500', '-10.00', ' 10.00', '12345678901234567.00', 'R$ 10,00'])(
    '%p makes the envelope malformed',
    (value) => {
      expect(parseEnvelope(withValue(kind, path, value))).toBeNull();
    },
  );

  it('a number is not an amount either (Open Finance sends text)', () => {
    expect(parseEnvelope(withValue(kind, path, 150.75))).toBeNull();
  });

  it.each(['150.75', '0.01', '9999999999999999.99'])('%p is an amount', (value) => {
    expect(parseEnvelope(withValue(kind, path, value))).not.toBeNull();
  });
});
