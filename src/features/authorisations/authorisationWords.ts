import type { AuthorisationItem, AuthorisationStatus, ConsentKind } from '../../api/contract';
import { copy } from '../../copy/ptBR';
import { formatDateOf } from '../../format/format';
import type { AuthorisationFilter } from './authorisationsSlice';

/**
 * What the list and an item's page say of an authorisation (INTERFACE §7.3; docs/decisions/076), and
 * how the list is ordered and narrowed. Generic: the words of each kind and status are the copy's,
 * keyed by the bank's `tipo` and `status`; a kind without them fails the typecheck here.
 */
const KIND_NAMES: { readonly [K in ConsentKind]: string } = copy.authorisations.kinds;
const STATUS_NAMES: { readonly [S in AuthorisationStatus]: string } = copy.authorisations.statuses;

/** The kind in words. */
export const kindName = (kind: ConsentKind): string => KIND_NAMES[kind];

/** The status in words. */
export const statusName = (status: AuthorisationStatus): string => STATUS_NAMES[status];

/** When it was given: the date in Brasília. */
export const sinceText = (item: Pick<AuthorisationItem, 'criadoEm'>): string => formatDateOf(item.criadoEm);

/** Until when: the date in Brasília, or 'Indeterminado' without an end. */
export const untilText = (item: Pick<AuthorisationItem, 'expiraEm'>): string =>
  item.expiraEm ? formatDateOf(item.expiraEm) : copy.authorisations.indefinite;

/** Every kind and status, in the order the copy lists them (the filter's options). */
export const KIND_ORDER = Object.keys(KIND_NAMES) as ConsentKind[];
export const STATUS_ORDER = Object.keys(STATUS_NAMES) as AuthorisationStatus[];

const createdAt = (item: AuthorisationItem): number => {
  const at = Date.parse(item.criadoEm);
  return Number.isNaN(at) ? 0 : at;
};

/**
 * The list as the customer reads it: the active ones first, then the ended ones (revoked, expired,
 * consumed), each part the most recent first; the bank's order where they tie.
 */
export function inReadingOrder(items: readonly AuthorisationItem[]): { active: AuthorisationItem[]; ended: AuthorisationItem[] } {
  const recentFirst = (list: AuthorisationItem[]) =>
    list
      .map((item, index) => ({ item, index }))
      .sort((a, b) => createdAt(b.item) - createdAt(a.item) || a.index - b.index)
      .map(({ item }) => item);
  return {
    active: recentFirst(items.filter((item) => item.status === 'ATIVO')),
    ended: recentFirst(items.filter((item) => item.status !== 'ATIVO')),
  };
}

/** The items the customer's filter keeps (none chosen: every one). */
export const narrowed = (items: readonly AuthorisationItem[], { tipo, status }: AuthorisationFilter): AuthorisationItem[] =>
  items.filter((item) => (tipo === null || item.tipo === tipo) && (status === null || item.status === status));

/** The filter's choices: the kinds and statuses the list has, and the one chosen even if no item has it now. */
export function filterChoices(items: readonly AuthorisationItem[], filter: AuthorisationFilter) {
  const kinds = new Set<ConsentKind>(items.map((item) => item.tipo));
  const statuses = new Set<AuthorisationStatus>(items.map((item) => item.status));
  if (filter.tipo) kinds.add(filter.tipo);
  if (filter.status) statuses.add(filter.status);
  return { kinds: KIND_ORDER.filter((kind) => kinds.has(kind)), statuses: STATUS_ORDER.filter((status) => statuses.has(status)) };
}
