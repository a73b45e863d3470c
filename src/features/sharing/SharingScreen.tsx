import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { groupToggled, modalityToggled, selectSelection } from '../consent/selectionSlice';
import { useConfirmation } from '../consent/useConfirmation';
import { modalOpened } from '../modal/modalSlice';
import { SharingView } from './SharingView';

export default function SharingScreen() {
  const screen = useConfirmation('DADOS');
  const selection = useSelector(selectSelection);
  const dispatch = useDispatch();
  const groups = screen?.consent.dados.dadosCompartilhamento?.dadosSolicitados;
  // Stable across taps, so the memoised parts of the view (each product group, the requested data)
  // render again only when what they show has changed.
  const onToggleModality = useCallback((group: number, codigo: string) => dispatch(modalityToggled({ group, codigo })), [dispatch]);
  const onToggleGroup = useCallback((group: number) => dispatch(groupToggled({ group })), [dispatch]);
  const onShowInfo = useCallback(
    (index: number) => {
      const group = groups?.[index];
      if (group) dispatch(modalOpened({ type: 'INFO-SHARE', title: group.nome, item: index }));
    },
    [dispatch, groups],
  );
  if (!screen) return null;
  return (
    <SharingView
      consent={screen.consent}
      selection={selection}
      {...screen.actions}
      onToggleModality={onToggleModality}
      onToggleGroup={onToggleGroup}
      onShowInfo={onShowInfo}
    />
  );
}
