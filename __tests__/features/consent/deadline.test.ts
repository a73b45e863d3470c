import { consentDeadline } from '../../../src/features/consent/deadline';
import { instantOf, formatClock } from '../../../src/format/format';
import { automaticConsent, pixConsent, pixRequest, sharingConsent, sweepingConsent } from '../../support/consents';

describe('instantOf: bank timestamps read the same in every engine', () => {
  it('reads an offset, Z, and no offset as Brasília (-03:00)', () => {
    expect(instantOf('2026-11-24T12:00:00-03:00')).toBe(Date.UTC(2026, 10, 24, 15, 0, 0));
    expect(instantOf('2026-11-24T15:00:00Z')).toBe(Date.UTC(2026, 10, 24, 15, 0, 0));
    expect(instantOf('2026-11-24T12:00:00')).toBe(Date.UTC(2026, 10, 24, 15, 0, 0));
    expect(instantOf('2026-11-24T12:00:00.250+01:00')).toBe(Date.UTC(2026, 10, 24, 11, 0, 0, 250));
    expect(instantOf('2026-11-24 12:00')).toBe(Date.UTC(2026, 10, 24, 15, 0, 0));
  });

  it('is null for anything else', () => {
    for (const value of ['', null, undefined, '24/11/2026 12:00', '2026-11-24', 'amanhã']) expect(instantOf(value)).toBeNull();
  });

  it('formatClock writes m:ss, minutes not wrapped into hours', () => {
    expect(formatClock(3600)).toBe('60:00');
    expect(formatClock(89.2)).toBe('1:30');
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(-3)).toBe('0:00');
  });
});

describe('consentDeadline (SPEC §9; OPEN-FINANCE.md "Time windows")', () => {
  it('a Pix: 5 minutes from its creation', () => {
    expect(consentDeadline(pixConsent())).toBe(instantOf(pixRequest().consentimento.creationDateTime)! + 5 * 60_000);
  });

  it('a sharing: the end it states (dataExpiracao), else 60 minutes from its request', () => {
    const consent = sharingConsent();
    expect(consentDeadline(consent)).toBe(Date.UTC(2026, 10, 22, 14, 0, 0));
    const dados = consent.kind === 'DADOS' ? consent.data.dados : null;
    const unstated = { kind: 'DADOS' as const, data: { dados: { ...dados!, dataExpiracao: '', dadosCompartilhamento: { ...dados!.dadosCompartilhamento, data: '2026-11-22T10:00:00-03:00' } } } };
    expect(consentDeadline(unstated)).toBe(Date.UTC(2026, 10, 22, 14, 0, 0));
  });

  it('sweeping and automatic Pix: the time limit they state (horaLimite) when it is an instant, else 60 minutes from creation', () => {
    const created = Date.UTC(2026, 10, 22, 13, 0, 0);
    // '14:00' is a time of day only.
    expect(consentDeadline(sweepingConsent())).toBe(created + 60 * 60_000);
    expect(consentDeadline(automaticConsent())).toBe(created + 60 * 60_000);
    const automatic = automaticConsent();
    if (automatic.kind !== 'AUTOMATICO') throw new Error('fixture');
    const stated = { ...automatic, data: { ...automatic.data, dados: { ...automatic.data.dados, horaLimite: '2026-11-22T10:45:00-03:00' } } };
    expect(consentDeadline(stated)).toBe(Date.UTC(2026, 10, 22, 13, 45, 0));
  });

  it('null when the consent carries no time', () => {
    const request = pixRequest();
    expect(consentDeadline(pixConsent({ consentimento: { ...request.consentimento, creationDateTime: 'ontem' } }))).toBeNull();
  });
});
