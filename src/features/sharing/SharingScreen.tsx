import { useDispatch, useSelector } from 'react-redux';
import { getConfig } from '../../config/currentConfig';
import { groupToggled, modalityToggled, selectSelection } from '../consent/selectionSlice';
import { useConfirmation } from '../consent/useConfirmation';
import { modalOpened } from '../modal/modalSlice';
import { SharingView } from './SharingView';

export default function SharingScreen() {
  const screen = useConfirmation('DADOS');
  const selection = useSelector(selectSelection);
  const dispatch = useDispatch();
  if (!screen) return null;
  const groups = screen.consent.dados.dadosCompartilhamento?.dadosSolicitados ?? [];
  return (
    <SharingView
      consent={screen.consent}
      selection={selection}
      allowInsecureLoopback={getConfig().allowInsecureLoopback}
      {...screen.actions}
      onToggleModality={(group, codigo) => dispatch(modalityToggled({ group, codigo }))}
      onToggleGroup={(group) => dispatch(groupToggled({ group }))}
      onShowInfo={(index) => {
        const group = groups[index];
        if (group) dispatch(modalOpened({ type: 'INFO-SHARE', title: group.nome, item: index }));
      }}
    />
  );
}
