import BankOutlined from '@ant-design/icons-svg/es/asn/BankOutlined';
import CreditCardOutlined from '@ant-design/icons-svg/es/asn/CreditCardOutlined';
import DollarOutlined from '@ant-design/icons-svg/es/asn/DollarOutlined';
import FileTextOutlined from '@ant-design/icons-svg/es/asn/FileTextOutlined';
import IdcardOutlined from '@ant-design/icons-svg/es/asn/IdcardOutlined';
import RiseOutlined from '@ant-design/icons-svg/es/asn/RiseOutlined';
import SafetyOutlined from '@ant-design/icons-svg/es/asn/SafetyOutlined';
import SwapOutlined from '@ant-design/icons-svg/es/asn/SwapOutlined';
import { OutlinedIcon } from '../../ui/OutlinedIcon';
import type { ReactNode } from 'react';

const plain = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** First match wins: "cartão de crédito" must be tested before "operações de crédito" and "contas". */
const ICONS: [RegExp, () => ReactNode][] = [
  [/cart(ao|oes)/, () => <OutlinedIcon icon={CreditCardOutlined} />],
  [/cadastr|complementar|identifica/, () => <OutlinedIcon icon={IdcardOutlined} />],
  [/credito|emprestimo|financiamento|adiantamento|direitos creditorios/, () => <OutlinedIcon icon={DollarOutlined} />],
  [/investimento|renda fixa|fundo|tesouro/, () => <OutlinedIcon icon={RiseOutlined} />],
  [/cambio/, () => <OutlinedIcon icon={SwapOutlined} />],
  [/seguro|previdencia|capitalizacao/, () => <OutlinedIcon icon={SafetyOutlined} />],
  [/conta/, () => <OutlinedIcon icon={BankOutlined} />],
];

/** The category icon of a requested data group (by nomeCategoria); decorative, the group name says it all. */
export function categoryIcon(nomeCategoria: string | null | undefined): ReactNode {
  const name = plain(String(nomeCategoria ?? ''));
  const match = ICONS.find(([pattern]) => pattern.test(name));
  return match ? match[1]() : <OutlinedIcon icon={FileTextOutlined} />;
}
