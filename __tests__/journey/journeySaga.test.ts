import fs from 'node:fs';
import path from 'node:path';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { runSaga, stdChannel } from 'redux-saga';
import { all, call, put } from 'redux-saga/effects';
import { createAppStore } from '../../src/app/store';
import { setConfig } from '../../src/config/currentConfig';
import { consentLoaded } from '../../src/features/consent/consentSlice';
import { journeySaga } from '../../src/journey/journeySaga';
import { journey, moveOf, type JourneyEvent } from '../../src/journey/journeyTable';
import { navigateTo, registerNavigator } from '../../src/journey/navigation';
import { pixConsent } from '../support/consents';
import { testConfig } from '../support/testConfig';

/** The journey saga: each journey event moves the customer by its line of the table, and nothing else does. */
const EVENTS: JourneyEvent[] = [
  ...Object.entries(journey)
    .filter(([name]) => name !== 'consentReady' && name !== 'confirmationNeeded')
    .map(([, raise]) => (raise as () => JourneyEvent)()),
  journey.consentReady({ kind: 'PAGAMENTO', scheduled: true }),
  journey.consentReady({ kind: 'DADOS', scheduled: false }),
  journey.confirmationNeeded({ kind: 'VINCULO', scheduled: false }),
];
const stubbed: [matchers.Matcher, undefined] = [matchers.call.fn(navigateTo), undefined];

beforeAll(() => setConfig(testConfig));
afterEach(() => registerNavigator(null));

describe('the journey saga', () => {
  it.each(EVENTS.map((event) => [event.type, event, moveOf(event)] as const))('%s moves the customer by its line', (_type, event, { to, replace }) =>
    expectSaga(journeySaga).provide([stubbed]).dispatch(event).call(navigateTo, to, replace).silentRun(20),
  );

  it('moves once per event, in the order raised', async () => {
    const { effects } = await expectSaga(journeySaga)
      .provide([stubbed])
      .dispatch(journey.answerAwaited())
      .dispatch(journey.lateAnswerForForm())
      .silentRun(20);
    expect(effects.call?.map((effect) => effect.payload.args)).toEqual([
      ['/responses/processando', true],
      ['/segredo', true],
    ]);
  });

  it('moves on no other action', () =>
    expectSaga(journeySaga).provide([stubbed]).dispatch(consentLoaded(pixConsent())).dispatch({ type: 'journey/unknown' }).not.call.fn(navigateTo).silentRun(20));

  it('in the app, the customer has been moved before the saga that raised the event takes its next step', () => {
    const moves: string[] = [];
    const seen: string[][] = [];
    registerNavigator((to) => moves.push(to));
    function* raiser(): Generator<unknown, void, unknown> {
      yield put(journey.confirmed());
      seen.push([...moves]);
      yield put(journey.answerAwaited());
      seen.push([...moves]);
    }
    // The saga middleware as the store runs it (redux-saga-test-plan hands a put on a microtask later).
    const channel = stdChannel();
    runSaga({ channel, dispatch: (action: { type: string }) => channel.put(action), getState: () => ({}) }, function* both() {
      yield all([call(journeySaga), call(raiser)]);
    });
    expect(seen).toEqual([['/segredo'], ['/segredo', '/responses/processando']]);
  });

  it("runs in the app's store: an event dispatched there moves the customer", () => {
    const moves: [string, boolean][] = [];
    registerNavigator((to, { replace }) => moves.push([to, replace]));
    createAppStore().dispatch(journey.consentReady({ kind: 'AUTOMATICO', scheduled: false }));
    expect(moves).toEqual([['/pix/automatico', true]]);
  });
});

describe('sagas raise events, not navigateTo', () => {
  const src = path.resolve(__dirname, '../../src');
  const files = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));

  it('only the journey saga calls the navigator (and the router, should a link ever navigate)', () => {
    const callers = files(src)
      .filter((file) => /\.tsx?$/.test(file) && /\bnavigateTo\b/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(src, file));
    expect(callers.sort()).toEqual(['app/App.tsx', 'journey/journeySaga.ts', 'journey/navigation.ts']);
  });
});
