import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { copy } from '../../../src/copy/ptBR';
import { AutomaticView } from '../../../src/features/automatic/AutomaticView';
import { EnrolmentView } from '../../../src/features/enrolment/EnrolmentView';
import { PixScheduledView } from '../../../src/features/payment/PixScheduledView';
import { PixView } from '../../../src/features/payment/PixView';
import { RecurringView } from '../../../src/features/recurring/RecurringView';
import RedirectScreen, { keptAtTheBank } from '../../../src/features/results/RedirectScreen';
import { SharingView } from '../../../src/features/sharing/SharingView';
import { SweepingView } from '../../../src/features/sweeping/SweepingView';
import { setConfig } from '../../../src/config/currentConfig';
import type { DecisionSubject } from '../../../src/kinds/kindModule';
import { automaticData, enrolmentData, pixRequest, recurringData, scheduledPixRequest, selectionFor, sharingData, sweepingData } from '../../support/consents';
import { renderWithStore } from '../../support/renderWithStore';
import { loggedInSession, stateWith } from '../../support/state';
import { testConfig } from '../../support/testConfig';

/**
 * Issue 44 point 6: the screens that say an authorisation can be cancelled later say where, the
 * customer's authorisations, with the link to `/autorizacoes`; inside a running journey it opens a
 * new tab, without a handle on the journey's window (docs/decisions/077).
 */
beforeAll(() => setConfig(testConfig));

const noop = () => undefined;
const actions = { busy: false, deadline: null, onConfirm: noop, onCancel: noop };
const LINK = `${copy.review.whereToCancel.link} ${copy.review.whereToCancel.newTab}`;
const where = () => screen.queryByRole('link', { name: LINK });

function expectTheWayBack() {
  const link = where();
  expect(link).not.toBeNull();
  expect(link).toHaveAttribute('href', '/autorizacoes');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link?.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
  expect(link?.closest('p')).toHaveTextContent(`${copy.review.whereToCancel.before} ${LINK}.`);
  return link!;
}

describe('the confirmation screens that promise cancelling later say where (issue 44 point 6)', () => {
  it.each<[string, string, () => ReactElement]>([
    ['scheduled Pix', copy.pix.scheduledRevoke, () => <PixScheduledView request={scheduledPixRequest()} {...actions} />],
    ['recurring Pix', copy.recurring.cancelNote, () => <RecurringView consent={recurringData()} {...actions} />],
    ['sweeping link', copy.sweeping.cancelNote, () => <SweepingView consent={sweepingData()} {...actions} />],
    ['Pix Automático', copy.automatic.cancelNote, () => <AutomaticView consent={automaticData()} {...actions} />],
    ['device enrolment', copy.enrolment.cancelNote, () => <EnrolmentView consent={enrolmentData()} {...actions} />],
  ])('%s: right after its own note, which stays as it was', (_kind, note, view) => {
    render(view());
    const promise = screen.getByText(note);
    expect(promise.tagName).toBe('P');
    const link = expectTheWayBack();
    expect(promise.nextElementSibling).toBe(link.closest('p'));
  });

  it.each<[string, () => ReactElement]>([
    ['immediate Pix', () => <PixView request={pixRequest()} {...actions} />],
    [
      'data sharing',
      () => {
        const consent = sharingData();
        return <SharingView consent={consent} selection={selectionFor(consent)} {...actions} onToggleModality={noop} onToggleGroup={noop} onShowInfo={noop} />;
      },
    ],
  ])('%s: promises nothing of the kind, so adds nothing', (_kind, view) => {
    render(view());
    expect(where()).toBeNull();
  });
});

describe('the redirect screen says where after an authorisation the bank keeps', () => {
  const subjects = Object.keys(copy.waits.authorising) as DecisionSubject[];

  it.each(subjects.map((subject) => [subject, subject !== 'payment'] as const))('authorised %s: kept at the bank, %s', (subject, kept) => {
    expect(keptAtTheBank({ decision: 'authorised', subject })).toBe(kept);
    expect(keptAtTheBank({ decision: 'refused', subject })).toBe(false);
  });

  it('nothing known, nothing said', () => {
    expect(keptAtTheBank(null)).toBe(false);
    expect(keptAtTheBank({ decision: 'authorised', subject: null })).toBe(false);
    expect(keptAtTheBank({ decision: null, subject: 'link' })).toBe(false);
  });

  it.each([
    [{ decision: 'authorised', subject: 'link' }, true],
    [{ decision: 'authorised', subject: 'scheduled' }, true],
    [{ decision: 'authorised', subject: 'payment' }, false],
    [{ decision: 'refused', subject: 'link' }, false],
  ] as const)('%j: the link %s', async (outcome, shown) => {
    renderWithStore(<RedirectScreen />, stateWith({ session: loggedInSession, consent: { decision: 'decided', outcome } }));
    await act(async () => {});
    if (shown) expectTheWayBack();
    else expect(where()).toBeNull();
  });
});
