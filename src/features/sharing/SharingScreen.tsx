import { useDispatch, useSelector } from 'react-redux';
import type { RootState } from '../../app/rootReducer';
import { getConfig } from '../../config/currentConfig';
import { cancelRequested, confirmRequested } from '../consent/consentSlice';
import { useConsentOf } from '../consent/useConsent';
import { modalOpened } from '../modal/modalSlice';
import { groupToggled, modalityToggled } from './selectionSlice';
import { SharingView } from './SharingView';

export default function SharingScreen() {
  const consent = useConsentOf('DADOS');
  const selection = useSelector((s: RootState) => s.selection);
  const busy = useSelector((s: RootState) => s.consent.decision !== 'idle');
  const dispatch = useDispatch();
  if (!consent) return null;
  const groups = consent.dados.dadosCompartilhamento?.dadosSolicitados ?? [];
  return (
    <SharingView
      consent={consent}
      selection={selection}
      allowInsecureLoopback={getConfig().allowInsecureLoopback}
      busy={busy}
      onConfirm={() => dispatch(confirmRequested())}
      onCancel={() => dispatch(cancelRequested())}
      onToggleModality={(group, codigo) => dispatch(modalityToggled({ group, codigo }))}
      onToggleGroup={(group) => dispatch(groupToggled({ group }))}
      onShowInfo={(index) => {
        const group = groups[index];
        if (group) dispatch(modalOpened({ type: 'INFO-SHARE', title: group.nome, item: index }));
      }}
    />
  );
}
