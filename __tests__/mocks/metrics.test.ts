import { checkEvent, FieldData, summarise } from '../../mocks/metrics';
import { metricsPage } from '../../mocks/metricsPage';
import { CONFIRMATION_SCREENS } from '../../src/journey/journeyTable';

const J = '0b6f8c3e-2a4d-4c1e-9f7a-1234567890ab';

describe('the simulated bank keeps field data field by field (docs/decisions/023)', () => {
  it('keeps a known event with its known fields only', () => {
    expect(checkEvent({ type: 'step', journey: J, route: '/pix', kind: 'PAGAMENTO', at: 10, sinceLast: 5, cpf: '52998224725', nome: 'Maria' })).toEqual({
      type: 'step',
      journey: J,
      route: '/pix',
      kind: 'PAGAMENTO',
      at: 10,
      sinceLast: 5,
    });
  });

  it('drops events that could carry personal data or are not the portal shape', () => {
    expect(checkEvent({ type: 'step', journey: J, route: '/responses/529.982.247-25', kind: null, at: 1, sinceLast: 1 })).toBeUndefined();
    expect(checkEvent({ type: 'step', journey: 'maria', route: '/pix', kind: null, at: 1, sinceLast: 1 })).toBeUndefined();
    expect(checkEvent({ type: 'vital', journey: J, route: '/pix', name: 'FID', value: 3 })).toBeUndefined();
    expect(checkEvent({ type: 'answer', journey: J, call: 'load', status: 'ok', at: 1 })).toBeUndefined();
    expect(checkEvent('x')).toBeUndefined();
  });

  it('receives a beacon body as text (sendBeacon sends text/plain) and counts what it kept', () => {
    const data = new FieldData();
    const kept = data.receive(JSON.stringify({ events: [{ type: 'vital', journey: J, route: '/pix', name: 'LCP', value: 1200 }, { type: 'nada' }] }));
    expect(kept).toBe(1);
    expect(data.receive('not json')).toBe(0);
    expect(data.events).toHaveLength(1);
  });

  // Every kind's confirmation screens, as the portal's journey table names them (decision 072): a
  // screen the funnel did not know would count its journeys as lost before the confirmation.
  it.each(Object.entries(CONFIRMATION_SCREENS).flatMap(([kind, screen]) => (typeof screen === 'string' ? [screen] : [screen.immediate, screen.scheduled]).map((route) => [kind, route])))(
    '%s: a journey that reached %s counts at the confirmation screen',
    (kind, route) => {
      const events = [
        { type: 'step', journey: J, route: '/carregando', kind: null, at: 1, sinceLast: 1 },
        { type: 'step', journey: J, route, kind, at: 2, sinceLast: 1 },
      ].map(checkEvent);
      expect(summarise(events.filter((e) => e !== undefined)).funnel).toEqual([{ kind, counts: [1, 1, 0, 0, 0] }]);
    },
  );

  it('counts a device enrolment at its confirmation screen, /vinculo, under its own kind', () => {
    const events = [
      { type: 'step', journey: J, route: '/carregando', kind: null, at: 1, sinceLast: 1 },
      { type: 'step', journey: J, route: '/vinculo', kind: 'VINCULO', at: 2, sinceLast: 1 },
    ].map(checkEvent);
    expect(events.every((e) => e !== undefined)).toBe(true);
    const summary = summarise(events.filter((e) => e !== undefined));
    expect(summary.funnel).toEqual([{ kind: 'VINCULO', counts: [1, 1, 0, 0, 0] }]);
    expect(metricsPage(summary)).toContain('Funil: Vínculo de dispositivo (Pix por aproximação)');
  });

  it('sums a journey into the funnel, outcomes, statuses and p75 per vital; the page shows them as charts', () => {
    const events = [
      { type: 'step', journey: J, route: '/carregando', kind: null, at: 1, sinceLast: 1 },
      { type: 'answer', journey: J, call: 'load', status: 200, at: 2 },
      { type: 'step', journey: J, route: '/pix', kind: 'PAGAMENTO', at: 3, sinceLast: 2 },
      { type: 'step', journey: J, route: '/segredo', kind: 'PAGAMENTO', at: 4, sinceLast: 1 },
      { type: 'outcome', journey: J, outcome: 'authorised', route: '/segredo', kind: 'PAGAMENTO', at: 5 },
      { type: 'vital', journey: J, route: '/pix', name: 'LCP', value: 1000 },
      { type: 'vital', journey: J, route: '/segredo', name: 'LCP', value: 2000 },
    ].map(checkEvent);
    const summary = summarise(events.filter((e) => e !== undefined));
    expect(summary.journeys).toBe(1);
    expect(summary.funnel).toEqual([{ kind: 'PAGAMENTO', counts: [1, 1, 1, 1, 1] }]);
    expect(summary.outcomes).toEqual([{ label: 'Autorizado', count: 1 }]);
    expect(summary.statuses).toEqual([{ label: 'Carga: 200', count: 1 }]);
    expect(summary.vitals.find((v) => v.name === 'LCP')).toEqual({ name: 'LCP', p75: 2000, samples: 2 });
    const html = metricsPage(summary);
    expect(html).toContain('Funil: Pagamento Pix');
    expect(html).not.toMatch(/<script|style=/);
  });

  it("keeps what customers did with their authorisations, by kind, field by field (docs/decisions/083)", () => {
    const kept = checkEvent({ type: 'authorisation', journey: J, step: 'outcome', kind: 'SWEEPING', change: 'revoke', result: 'conflict', at: 7, id: 'urn:cooperativaexemplo:autorizacao:maria-sweeping', instituicao: 'Iniciadora' });
    expect(kept).toEqual({ type: 'authorisation', journey: J, step: 'outcome', kind: 'SWEEPING', change: 'revoke', result: 'conflict', at: 7 });
    for (const wrong of [{ step: 'revoked' }, { kind: 'maria' }, { change: '150.00' }, { result: 409 }, { at: -1 }]) {
      expect(checkEvent({ type: 'authorisation', journey: J, step: 'list', kind: null, change: null, result: 'ok', at: 1, ...wrong })).toBeUndefined();
    }
    const events = [
      { type: 'authorisation', journey: J, step: 'list', kind: null, change: null, result: 'ok', at: 1 },
      { type: 'authorisation', journey: J, step: 'opened', kind: 'AUTOMATICO', change: null, result: null, at: 2 },
      { type: 'authorisation', journey: J, step: 'confirmed', kind: 'AUTOMATICO', change: 'limit', result: null, at: 3 },
      { type: 'authorisation', journey: J, step: 'outcome', kind: 'AUTOMATICO', change: 'limit', result: 'ok', at: 4 },
    ].map(checkEvent);
    const summary = summarise(events.filter((e) => e !== undefined));
    expect(summary.authorisations).toEqual([
      { label: 'Aberta: AUTOMATICO', count: 1 },
      { label: 'Lista: ok', count: 1 },
      { label: 'Valor máximo (AUTOMATICO): ok', count: 1 },
      { label: 'Valor máximo (AUTOMATICO): pedida', count: 1 },
    ]);
    expect(metricsPage(summary)).toContain('Minhas autorizações (/autorizacoes)');
  });
});
