import { CUSTOMERS } from '../../mocks/customers';
import { appPage, initiatorPage, returnPage } from '../../mocks/pages';

/**
 * Issue 44 points 1 and 6: the simulated bank's own pages lead to the customer's authorisations in
 * the portal, as a real bank's site and app would (docs/decisions/077).
 */
const LINK = /<a href="\/autorizacoes">[^<]*Minhas autorizações[^<]*<\/a>/;

describe("the simulated bank's pages link to /autorizacoes", () => {
  it.each([
    ["the initiator's start page", () => initiatorPage()],
    ["the initiator's return page, after a decision", () => returnPage('AUTHORISED', undefined)],
    ["the initiator's return page, without a consent", () => returnPage(undefined, undefined)],
    ["the bank's app", () => appPage({ name: CUSTOMERS.maria.name, cpf: CUSTOMERS.maria.cpf }, [])],
  ])('%s', (_page, html) => {
    expect(html()).toMatch(LINK);
  });
});
