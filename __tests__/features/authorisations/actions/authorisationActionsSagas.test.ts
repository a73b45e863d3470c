import type { UnknownAction } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import type { EffectProviders } from 'redux-saga-test-plan/providers';
import { request, type BffResult } from '../../../../src/api/bff';
import type { AuthorisationDetail, AuthorisationItem } from '../../../../src/api/contract';
import { rootReducer, type RootState } from '../../../../src/app/rootReducer';
import {
  detailLoaded,
  detailRequested,
  itemChanged,
  listRequested,
  type AuthorisationsState,
} from '../../../../src/features/authorisations/authorisationsSlice';
import { sessionLost } from '../../../../src/features/authorisations/authorisationsSagas';
import {
  authorisationActionsSaga,
  limitChangeSaga,
  revokeSaga,
} from '../../../../src/features/authorisations/actions/authorisationActionsSagas';
import {
  actionSettled,
  actionStarted,
  limitConfirmed,
  revokeConfirmed,
  type AuthorisationActionsState,
} from '../../../../src/features/authorisations/actions/authorisationActionsSlice';
import { fieldNoted } from '../../../../src/features/metrics/fieldEvents';
import { automaticData } from '../../../support/consents';
import { stateWith } from '../../../support/state';

const ID = 'urn:banco:consent:7b1e';
const OTHER = 'urn:banco:consent:9c2f';

const item = (changes: Partial<AuthorisationItem> = {}): AuthorisationItem => ({
  id: ID,
  tipo: 'AUTOMATICO',
  status: 'ATIVO',
  instituicao: { nome: 'Iniciadora de Testes S.A.', cnpj: '12345678000190' },
  criadoEm: '2026-10-01T12:00:00Z',
  expiraEm: null,
  revogavel: true,
  editavel: true,
  ...changes,
});

const detail = (maximum = '500.00', changes: Partial<AuthorisationDetail> = {}): AuthorisationDetail => ({
  tipo: 'AUTOMATICO',
  consentimentoPagamentoAutomatico: automaticData({ schedule: { ...automaticData().dados.schedule, maximumVariableAmount: maximum } }),
  status: 'ATIVO',
  revogavel: true,
  editavel: true,
  ...changes,
});

/** The customer on the item's page: the list loaded, the item opened, and what the actions hold. */
function onItem(opts: { listed?: AuthorisationItem; opened?: string | null; actions?: Partial<AuthorisationActionsState> } = {}): RootState {
  const listed = opts.listed ?? item();
  const opened = opts.opened === undefined ? ID : opts.opened;
  const authorisations: AuthorisationsState = {
    list: { status: 'loaded', items: [listed, item({ id: OTHER, tipo: 'DADOS', editavel: false })] },
    filter: { tipo: null, status: null },
    detail: opened === null ? { id: null, status: 'idle', data: null } : { id: opened, status: 'loaded', data: detail('500.00', { status: listed.status, revogavel: listed.revogavel, editavel: listed.editavel }) },
  };
  return stateWith({ authorisations, authorisationActions: { dialog: null, busy: null, outcome: null, ...opts.actions } });
}

const ok = <T>(data: T): BffResult<T> => ({ ok: true, data });
const failure = (status: number | null, message: string | null = null): BffResult<never> => ({ ok: false, failure: { status, message, details: [] } });

/** The BFF: records each call (endpoint and argument) and answers `answer`, after `ms` when given (a PATCH still out). */
function bank(answer: BffResult<unknown>, ms = 0) {
  const calls: [string, unknown][] = [];
  const providers: EffectProviders = {
    call(effect, next) {
      if (effect.fn !== request) return next();
      calls.push([effect.args[0] as string, effect.args[1]]);
      return ms > 0 ? new Promise((resolve) => setTimeout(() => resolve(answer), ms)) : answer;
    },
  };
  return { calls, providers };
}

const revoked = item({ status: 'REVOGADO', revogavel: false, editavel: false });
const actionsOf = (state: unknown) => (state as RootState).authorisationActions;
const authorisationsOf = (state: unknown) => (state as RootState).authorisations;

/** Every action a saga put: none of them may move the customer (no journey page, INTERFACE §7.2). */
const putTypes = (effects: { put?: { payload: { action: UnknownAction } }[] }) => (effects.put ?? []).map((p) => p.payload.action.type);
const MOVES = /^(location|journey)\//;

describe('revoking (INTERFACE §7.2 `PATCH …/status/REVOGADO`, §7.3)', () => {
  it('sends the one reason the customer revokes for, then the item as the bank answered: revoked, no action, the dialog closed', async () => {
    const b = bank(ok(revoked));
    const start = onItem({ actions: { dialog: { id: ID, action: 'revoke', amount: null } } });
    const { storeState, effects } = await expectSaga(revokeSaga, revokeConfirmed({ id: ID }))
      .withReducer(rootReducer, start)
      .provide(b.providers)
      .put(actionStarted({ id: ID, action: 'revoke' }))
      .put(itemChanged(revoked))
      .put(actionSettled({ id: ID, action: 'revoke', result: { kind: 'done' } }))
      .run();
    expect(b.calls).toEqual([['revokeAuthorisation', { id: ID, body: { motivo: 'REVOGADO_USUARIO' } }]]);
    expect(authorisationsOf(storeState).list.items[0]).toEqual(revoked);
    expect(authorisationsOf(storeState).detail.data).toMatchObject({ status: 'REVOGADO', revogavel: false, editavel: false });
    expect(actionsOf(storeState)).toEqual({ dialog: null, busy: null, outcome: { id: ID, action: 'revoke', result: { kind: 'done' } } });
    expect(putTypes(effects as never).filter((type) => MOVES.test(type))).toEqual([]);
  });

  it('one PATCH however often it is pressed while the bank answers', async () => {
    const b = bank(ok(revoked), 200);
    await expectSaga(authorisationActionsSaga)
      .withReducer(rootReducer, onItem())
      .provide(b.providers)
      .dispatch(revokeConfirmed({ id: ID }))
      .dispatch(revokeConfirmed({ id: ID }))
      .delay(5)
      .dispatch(revokeConfirmed({ id: ID }))
      .silentRun(300);
    expect(b.calls.map(([endpoint]) => endpoint)).toEqual(['revokeAuthorisation']);
  });

  it('nothing while another change is being answered (a maximum amount sent a moment before)', async () => {
    const b = bank(ok(detail('150.00')), 200);
    await expectSaga(authorisationActionsSaga)
      .withReducer(rootReducer, onItem())
      .provide(b.providers)
      .dispatch(limitConfirmed({ id: ID, amount: '150.00' }))
      .delay(5)
      .dispatch(revokeConfirmed({ id: ID }))
      .silentRun(300);
    expect(b.calls.map(([endpoint]) => endpoint)).toEqual(['changeAuthorisationLimit']);
  });

  it.each<[string, Partial<AuthorisationItem>]>([
    ['already revoked', { status: 'REVOGADO', revogavel: false }],
    ['expired', { status: 'EXPIRADO', revogavel: false }],
    ['active but not revocable (a scheduled Pix past its deadline)', { revogavel: false }],
  ])('nothing for an item the bank last said is %s', async (_name, changes) => {
    const b = bank(ok(revoked));
    await expectSaga(revokeSaga, revokeConfirmed({ id: ID })).withReducer(rootReducer, onItem({ listed: item(changes) })).provide(b.providers).run();
    expect(b.calls).toEqual([]);
  });

  it('409: says it changed elsewhere with the bank’s words, and reads the list and the opened item again', async () => {
    const b = bank(failure(409, 'Esta autorização já foi revogada.'));
    const start = onItem({ actions: { dialog: { id: ID, action: 'revoke', amount: null } } });
    const { storeState } = await expectSaga(revokeSaga, revokeConfirmed({ id: ID }))
      .withReducer(rootReducer, start)
      .provide(b.providers)
      .put(actionSettled({ id: ID, action: 'revoke', result: { kind: 'changed', message: 'Esta autorização já foi revogada.' } }))
      .put(listRequested())
      .put(detailRequested(ID))
      .run();
    expect(actionsOf(storeState).dialog).toBeNull();
  });

  it('409 on an item that is not the one opened: the list only', async () => {
    const b = bank(failure(409, 'Esta autorização expirou.'));
    await expectSaga(revokeSaga, revokeConfirmed({ id: ID }))
      .withReducer(rootReducer, onItem({ opened: null }))
      .provide(b.providers)
      .put(listRequested())
      .not.put(detailRequested(ID))
      .run();
  });

  it.each([403, 422, 423])('%i: the bank’s message, in the dialog where the customer pressed; nothing read again', async (status) => {
    const message = 'Este Pix agendado não pode mais ser cancelado: o cancelamento é possível até as 23:59 do dia anterior à data do pagamento.';
    const b = bank(failure(status, message));
    const start = onItem({ actions: { dialog: { id: ID, action: 'revoke', amount: null } } });
    const { storeState } = await expectSaga(revokeSaga, revokeConfirmed({ id: ID }))
      .withReducer(rootReducer, start)
      .provide(b.providers)
      .put(actionSettled({ id: ID, action: 'revoke', result: { kind: 'refused', message } }))
      .not.put(listRequested())
      .run();
    expect(actionsOf(storeState).dialog).toEqual({ id: ID, action: 'revoke', amount: null });
    expect(authorisationsOf(storeState).list.items[0]).toEqual(item());
  });

  it.each<[string, BffResult<never>]>([
    ['a 500', failure(500, 'Erro interno.')],
    ['no answer', failure(null)],
    ['a 422 without a message', failure(422)],
    ['a 404', failure(404, 'Autorização não encontrada.')],
  ])('%s: says it failed and may be tried again (the dialog stays)', async (_name, answer) => {
    const b = bank(answer);
    const start = onItem({ actions: { dialog: { id: ID, action: 'revoke', amount: null } } });
    const { storeState, effects } = await expectSaga(revokeSaga, revokeConfirmed({ id: ID }))
      .withReducer(rootReducer, start)
      .provide(b.providers)
      .put(actionSettled({ id: ID, action: 'revoke', result: { kind: 'failed' } }))
      .run();
    expect(actionsOf(storeState)).toMatchObject({ dialog: { id: ID, action: 'revoke' }, busy: null });
    expect(putTypes(effects as never).filter((type) => MOVES.test(type))).toEqual([]);
  });

  it('an error of ours while the bank answers: the change still ends said as failed, so nothing stays busy', async () => {
    const puts: UnknownAction[] = [];
    const providers: EffectProviders = {
      call(effect, next) {
        if (effect.fn !== request) return next();
        throw new Error('boom');
      },
      put(effect, next) {
        puts.push(effect.action as UnknownAction);
        return next();
      },
    };
    const start = onItem({ actions: { dialog: { id: ID, action: 'revoke', amount: null } } });
    await expect(expectSaga(revokeSaga, revokeConfirmed({ id: ID })).withReducer(rootReducer, start).provide(providers).run()).rejects.toThrow('boom');
    expect(puts).toEqual([
      fieldNoted({ step: 'confirmed', kind: 'AUTOMATICO', change: 'revoke', result: null }),
      actionStarted({ id: ID, action: 'revoke' }),
      actionSettled({ id: ID, action: 'revoke', result: { kind: 'failed' } }),
      fieldNoted({ step: 'outcome', kind: 'AUTOMATICO', change: 'revoke', result: 'failed' }),
    ]);
  });

  it('an answer that is not the item: the bank’s lists are read again instead of trusting it', async () => {
    const b = bank(ok({ id: OTHER }));
    await expectSaga(revokeSaga, revokeConfirmed({ id: ID }))
      .withReducer(rootReducer, onItem())
      .provide(b.providers)
      .not.put.actionType(itemChanged.type)
      .put(listRequested())
      .put(detailRequested(ID))
      .put(actionSettled({ id: ID, action: 'revoke', result: { kind: 'done' } }))
      .run();
  });
});

describe('changing the maximum amount (INTERFACE §7.2 `PATCH /canais/v1/autorizacoes/{id}`)', () => {
  it('sends the new maximum; the envelope answered becomes the opened item, the list’s line takes its state', async () => {
    const answer = detail('150.00');
    const b = bank(ok(answer));
    const start = onItem({ actions: { dialog: { id: ID, action: 'limit', amount: '150.00' } } });
    const { storeState } = await expectSaga(limitChangeSaga, limitConfirmed({ id: ID, amount: '150.00' }))
      .withReducer(rootReducer, start)
      .provide(b.providers)
      .put(actionStarted({ id: ID, action: 'limit' }))
      .put(detailLoaded({ id: ID, detail: answer }))
      .put(actionSettled({ id: ID, action: 'limit', result: { kind: 'done' } }))
      .run();
    expect(b.calls).toEqual([['changeAuthorisationLimit', { id: ID, body: { valorMaximo: '150.00' } }]]);
    expect(authorisationsOf(storeState).detail.data).toEqual(answer);
    expect(actionsOf(storeState).dialog).toBeNull();
  });

  it.each(['', '0.00', '1.234', '150', '1.500,00', '500.00'])('never sends what the field refuses (%p; the last is the maximum now)', async (amount) => {
    const b = bank(ok(detail('150.00')));
    await expectSaga(limitChangeSaga, limitConfirmed({ id: ID, amount })).withReducer(rootReducer, onItem()).provide(b.providers).run();
    expect(b.calls).toEqual([]);
  });

  it('nothing for an item the bank says it may not change', async () => {
    const b = bank(ok(detail('150.00')));
    await expectSaga(limitChangeSaga, limitConfirmed({ id: ID, amount: '150.00' }))
      .withReducer(rootReducer, onItem({ listed: item({ editavel: false }) }))
      .provide(b.providers)
      .run();
    expect(b.calls).toEqual([]);
  });

  it('one PATCH however often it is confirmed while the bank answers', async () => {
    const b = bank(ok(detail('150.00')), 200);
    await expectSaga(authorisationActionsSaga)
      .withReducer(rootReducer, onItem())
      .provide(b.providers)
      .dispatch(limitConfirmed({ id: ID, amount: '150.00' }))
      .delay(5)
      .dispatch(limitConfirmed({ id: ID, amount: '150.00' }))
      .silentRun(300);
    expect(b.calls).toHaveLength(1);
  });

  it('422: the bank’s message goes beside the field (the confirmation closes), the amount shown unchanged', async () => {
    const message = 'Valor máximo inválido: informe um valor maior que zero, com duas casas decimais.';
    const b = bank(failure(422, message));
    const start = onItem({ actions: { dialog: { id: ID, action: 'limit', amount: '150.00' } } });
    const { storeState } = await expectSaga(limitChangeSaga, limitConfirmed({ id: ID, amount: '150.00' }))
      .withReducer(rootReducer, start)
      .provide(b.providers)
      .put(actionSettled({ id: ID, action: 'limit', result: { kind: 'refused', message } }))
      .run();
    expect(actionsOf(storeState).dialog).toBeNull();
    expect(authorisationsOf(storeState).detail.data).toEqual(detail('500.00'));
  });

  it('409: changed elsewhere, read again', async () => {
    const b = bank(failure(409, 'Esta autorização expirou.'));
    await expectSaga(limitChangeSaga, limitConfirmed({ id: ID, amount: '150.00' }))
      .withReducer(rootReducer, onItem())
      .provide(b.providers)
      .put(actionSettled({ id: ID, action: 'limit', result: { kind: 'changed', message: 'Esta autorização expirou.' } }))
      .put(listRequested())
      .put(detailRequested(ID))
      .run();
  });

  it('no answer: the confirmation stays and offers to try again', async () => {
    const b = bank(failure(null));
    const start = onItem({ actions: { dialog: { id: ID, action: 'limit', amount: '150.00' } } });
    const { storeState } = await expectSaga(limitChangeSaga, limitConfirmed({ id: ID, amount: '150.00' }))
      .withReducer(rootReducer, start)
      .provide(b.providers)
      .put(actionSettled({ id: ID, action: 'limit', result: { kind: 'failed' } }))
      .run();
    expect(actionsOf(storeState).dialog).toEqual({ id: ID, action: 'limit', amount: '150.00' });
  });
});

describe('a token the bank no longer takes (401)', () => {
  it.each([
    ['revoking', revokeSaga, revokeConfirmed({ id: ID }), 'revoke'],
    ['changing the maximum', limitChangeSaga, limitConfirmed({ id: ID, amount: '150.00' }), 'limit'],
  ] as const)('%s: the session ends here and a fresh login comes back to the page, instead of a "try again" that fails at every try', async (_name, saga, action, kind) => {
    const calls: unknown[] = [];
    const providers: EffectProviders = {
      call(effect, next) {
        if (effect.fn === request) return failure(401);
        if (effect.fn === sessionLost) {
          calls.push('sessionLost');
          return undefined;
        }
        return next();
      },
    };
    await expectSaga(saga as never, action)
      .withReducer(rootReducer, onItem())
      .provide(providers)
      .put(actionSettled({ id: ID, action: kind, result: { kind: 'failed' } }))
      .run();
    expect(calls).toEqual(['sessionLost']);
  });

  it('another failure keeps the session: said as failed, tried again at will', async () => {
    const calls: unknown[] = [];
    const providers: EffectProviders = {
      call(effect, next) {
        if (effect.fn === request) return failure(500);
        if (effect.fn === sessionLost) calls.push('sessionLost');
        return next();
      },
    };
    await expectSaga(revokeSaga, revokeConfirmed({ id: ID })).withReducer(rootReducer, onItem()).provide(providers).run();
    expect(calls).toEqual([]);
  });
});

/** The field data hears of each change and of its answer, by the item's kind alone (decision 083). */
describe('field data of a change', () => {
  it.each([
    ['done', ok(revoked), 'ok'],
    ['a 409', failure(409, 'Esta autorização já foi revogada.'), 'conflict'],
    ['a 423 with its message', failure(423, 'Conta bloqueada.'), 'refused'],
    ['a 500', failure(500, 'Erro interno.'), 'failed'],
    ['no answer', failure(null), 'failed'],
  ] as const)('a revocation confirmed, then %s: noted with the kind and the answer class, never the id or the words', async (_what, answer, result) => {
    const b = bank(answer);
    const { effects } = await expectSaga(revokeSaga, revokeConfirmed({ id: ID }))
      .withReducer(rootReducer, onItem({ actions: { dialog: { id: ID, action: 'revoke', amount: null } } }))
      .provide(b.providers)
      .put(fieldNoted({ step: 'confirmed', kind: 'AUTOMATICO', change: 'revoke', result: null }))
      .put(fieldNoted({ step: 'outcome', kind: 'AUTOMATICO', change: 'revoke', result }))
      .run();
    const notes = JSON.stringify((effects.put ?? []).map((p: { payload: { action: UnknownAction } }) => p.payload.action).filter((a: UnknownAction) => fieldNoted.match(a)));
    for (const secret of [ID, 'Iniciadora', 'revogada', 'bloqueada', 'Erro']) expect(notes).not.toContain(secret);
  });

  it("a new maximum amount confirmed: noted as a change of the limit, with the kind, never the amount", async () => {
    const b = bank(ok(detail('150.00')));
    const { effects } = await expectSaga(limitChangeSaga, limitConfirmed({ id: ID, amount: '150.00' }))
      .withReducer(rootReducer, onItem({ actions: { dialog: { id: ID, action: 'limit', amount: '150.00' } } }))
      .provide(b.providers)
      .put(fieldNoted({ step: 'confirmed', kind: 'AUTOMATICO', change: 'limit', result: null }))
      .put(fieldNoted({ step: 'outcome', kind: 'AUTOMATICO', change: 'limit', result: 'ok' }))
      .run();
    const notes = JSON.stringify((effects.put ?? []).map((p: { payload: { action: UnknownAction } }) => p.payload.action).filter((a: UnknownAction) => fieldNoted.match(a)));
    expect(notes).not.toContain('150');
  });
});
