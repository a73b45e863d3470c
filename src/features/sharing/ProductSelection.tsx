import { memo, useId } from 'react';
import { copy } from '../../copy/ptBR';
import { Checkbox } from '../../ui/Checkbox';
import type { ModalityGroup, SelectableModality } from '../consent/selectionSlice';

const t = copy.sharing;

export interface ProductSelectionProps {
  groups: ModalityGroup[];
  onToggleModality: (group: number, codigo: string) => void;
  onToggleGroup: (group: number) => void;
}

interface GroupProps {
  group: ModalityGroup;
  index: number;
  onToggleModality: (group: number, codigo: string) => void;
  onToggleGroup: (group: number) => void;
}

interface ModalityProps {
  modality: SelectableModality;
  group: number;
  onToggleModality: (group: number, codigo: string) => void;
}

/**
 * One credit modality. Memoised: a tap changes one modality in the store and the others keep their
 * identity, so only the tapped checkbox renders again, with its group's 'Selecionar tudo' (issue #15,
 * 'modality toggled': a tap's render is most of its cost on a slow phone).
 */
const ModalityItem = memo(function ModalityItem({ modality, group, onToggleModality }: ModalityProps) {
  return (
    <li>
      <Checkbox checked={modality.selected} onChange={() => onToggleModality(group, modality.codigo)}>
        {modality.nomeSucinto}
      </Checkbox>
    </li>
  );
});

/** One product group. Memoised: a tap changes one group in the store (the others keep their identity). */
const GroupFieldset = memo(function GroupFieldset({ group, index, onToggleModality, onToggleGroup }: GroupProps) {
  const all = group.numSelected === group.modalidade.length;
  return (
    <fieldset className="products__group">
      <legend className="products__legend">{group.nome}</legend>
      <Checkbox className="products__all" checked={all} mixed={group.numSelected > 0 && !all} onChange={() => onToggleGroup(index)}>
        {t.selectAll}
      </Checkbox>
      <ul className="products__list">
        {group.modalidade.map((m) => (
          <ModalityItem key={m.codigo} modality={m} group={index} onToggleModality={onToggleModality} />
        ))}
      </ul>
    </fieldset>
  );
});

/**
 * SPEC §2, §4 "Selection": per product group a 'Selecionar tudo' checkbox (mixed while only some
 * modalities are chosen) and one checkbox per credit modality, labelled by its short name. Each group
 * is a fieldset, so a screen reader announces the group's name with its 'Selecionar tudo'.
 */
export function ProductSelection({ groups, onToggleModality, onToggleGroup }: ProductSelectionProps) {
  const headingId = useId();
  const shown = groups.map((group, index) => ({ group, index })).filter(({ group }) => group.modalidade.length > 0);
  if (shown.length === 0) return null;
  return (
    <section className="products" aria-labelledby={headingId}>
      <h2 id={headingId} className="fields__title">
        {t.products}
      </h2>
      {shown.map(({ group, index }) => (
        <GroupFieldset key={`${index}-${group.nome}`} group={group} index={index} onToggleModality={onToggleModality} onToggleGroup={onToggleGroup} />
      ))}
    </section>
  );
}
