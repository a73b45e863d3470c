import type { SharingData } from '../../api/contract';

/** The fields SPEC §5 says the data-sharing screen needs before it shows anything. */
export const REQUIRED_SHARING_FIELDS = [
  'quantidadeUsuariosConta',
  'dataExpiracao',
  'cpfCnpj',
  'nome',
  'instituicao.nome',
  'instituicao.cnpj',
  'instituicao.icone',
  'dadosCompartilhamento.data',
  'dadosCompartilhamento.prazo',
] as const;

export type RequiredSharingField = (typeof REQUIRED_SHARING_FIELDS)[number];

const filled = (v: unknown) => typeof v === 'string' && v.trim() !== '';

/**
 * Which required fields are missing. The load check (src/api/envelope.ts) only guarantees the shape
 * of `dados`, so every member is read as possibly absent here.
 */
export function missingSharingData(dados: Partial<SharingData> | null | undefined): RequiredSharingField[] {
  const d = dados ?? {};
  const present: Record<RequiredSharingField, boolean> = {
    quantidadeUsuariosConta: typeof d.quantidadeUsuariosConta === 'number' && Number.isFinite(d.quantidadeUsuariosConta),
    dataExpiracao: filled(d.dataExpiracao),
    cpfCnpj: filled(d.cpfCnpj),
    nome: filled(d.nome),
    'instituicao.nome': filled(d.instituicao?.nome),
    'instituicao.cnpj': filled(d.instituicao?.cnpj),
    'instituicao.icone': filled(d.instituicao?.icone),
    'dadosCompartilhamento.data': filled(d.dadosCompartilhamento?.data),
    'dadosCompartilhamento.prazo': filled(d.dadosCompartilhamento?.prazo),
  };
  return REQUIRED_SHARING_FIELDS.filter((field) => !present[field]);
}

/** SPEC §2, §5: the authorisation card when the account has more than one user or needs double signature. */
export const needsSharingApproval = (dados: Pick<SharingData, 'quantidadeUsuariosConta' | 'duplaAssinatura'>) =>
  dados.duplaAssinatura === true || dados.quantidadeUsuariosConta > 1;
