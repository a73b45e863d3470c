import {
  BankOutlined,
  CreditCardOutlined,
  DollarOutlined,
  FileTextOutlined,
  IdcardOutlined,
  RiseOutlined,
  SafetyOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

const plain = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** First match wins: "cartão de crédito" must be tested before "operações de crédito" and "contas". */
const ICONS: [RegExp, () => ReactNode][] = [
  [/cart(ao|oes)/, () => <CreditCardOutlined />],
  [/cadastr|complementar|identifica/, () => <IdcardOutlined />],
  [/credito|emprestimo|financiamento|adiantamento|direitos creditorios/, () => <DollarOutlined />],
  [/investimento|renda fixa|fundo|tesouro/, () => <RiseOutlined />],
  [/cambio/, () => <SwapOutlined />],
  [/seguro|previdencia|capitalizacao/, () => <SafetyOutlined />],
  [/conta/, () => <BankOutlined />],
];

/** The category icon of a requested data group (by nomeCategoria); decorative, the group name says it all. */
export function categoryIcon(nomeCategoria: string | null | undefined): ReactNode {
  const name = plain(String(nomeCategoria ?? ''));
  const match = ICONS.find(([pattern]) => pattern.test(name));
  return match ? match[1]() : <FileTextOutlined />;
}
