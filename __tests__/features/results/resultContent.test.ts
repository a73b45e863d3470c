import { resultContent, type ResultContext } from '../../../src/features/results/resultContent';

/**
 * A way back from every page (issue 16, docs/decisions/024): every result and error page offers
 * 'Voltar para a outra instituição' where one can exist, beside SPEC §8's buttons.
 */
const ctx = (extra: Partial<ResultContext> = {}): ResultContext => ({
  kind: null,
  alertMessage: null,
  lateAnswer: null,
  canReturn: true,
  ...extra,
});

describe('result pages: the way back to the initiator', () => {
  it.each([
    ['the default page (500, unknown paths)', undefined],
    ['expirado', 'expirado'],
    ['decidido', 'decidido'],
    ['cancelado', 'cancelado'],
    ['compartilhamento-recusado', 'compartilhamento-recusado'],
    ['processando after the wait', 'processando'],
    ['an unknown type', 'nao-existe'],
  ])('%s keeps SPEC\'s button and adds the way back after it', (_name, type) => {
    expect(resultContent(type, ctx()).actions).toEqual(['site', 'wayBack']);
  });

  it('the alert page with a generic message adds the way back too', () => {
    expect(resultContent('alerta', ctx({ alertMessage: 'Conta bloqueada.' })).actions).toEqual(['site', 'wayBack']);
  });

  it("keeps SPEC's own ways out where the alert has them", () => {
    expect(resultContent('alerta', ctx({ alertMessage: 'O CPF não confere.' })).actions).toEqual(['otherAccount', 'exit']);
    expect(resultContent('alerta', ctx({ alertMessage: 'Sistema em instabilidade.' })).actions).toEqual(['backToInitiator']);
  });

  it('the redirect error page has none: the way back is what failed', () => {
    expect(resultContent('redirect', ctx()).actions).toEqual(['site']);
  });

  it('none without a session or a consent id', () => {
    expect(resultContent('expirado', ctx({ canReturn: false })).actions).toEqual(['site']);
    expect(resultContent(undefined, ctx({ canReturn: false })).actions).toEqual(['site']);
  });
});

describe('the processing page while the bank may still answer', () => {
  it('says it is waiting (for a few more minutes, as SPEC says) and offers no way back, which could race the decision', () => {
    const page = resultContent('processando', ctx({ lateAnswer: 'waiting' }));
    expect(page.title).toBe('A transação está sendo processada');
    expect(page.note).toBe('Continuamos aguardando a resposta do banco por mais alguns minutos. Quando ela chegar, você seguirá automaticamente.');
    expect(page.waiting).toBe(true);
    expect(page.actions).toEqual(['site']);
  });

  it('after the wait, says no answer came and offers the way back', () => {
    const page = resultContent('processando', ctx({ lateAnswer: 'given-up', kind: 'DADOS' }));
    expect(page.title).toBe('O compartilhamento está sendo processado');
    expect(page.note).toBe('Não recebemos a resposta do banco a tempo. Você pode voltar para a outra instituição e conferir lá o resultado.');
    expect(page.waiting).toBeUndefined();
    expect(page.actions).toEqual(['site', 'wayBack']);
  });
});

describe('result pages after a data sharing name the receiving institution one way (decision 049)', () => {
  it.each(['redirect', 'compartilhamento-recusado', 'decidido', 'expirado', 'processando', undefined])(
    "%s: never the 'instituição iniciadora'",
    (type) => {
      const page = resultContent(type, ctx({ kind: 'DADOS' }));
      expect(`${page.title} ${page.message}`).not.toMatch(/iniciadora/i);
    },
  );

  it('the redirect error page says where the customer was being sent', () => {
    expect(resultContent('redirect', ctx({ kind: 'DADOS' })).message).toMatch(/^Ocorreu um erro ao redirecionar você para a instituição de destino\./);
    expect(resultContent('redirect', ctx()).message).toMatch(/^Ocorreu um erro ao redirecionar você para a instituição iniciadora\./);
  });
});
