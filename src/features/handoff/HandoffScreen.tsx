import { Button } from 'antd';
import { useDispatch } from 'react-redux';
import { headerLogos } from '../../ui/logos';
import { getConfig } from '../../config/currentConfig';
import { copy } from '../../copy/ptBR';
import { PageHeading } from '../../ui/PageHeading';
import { handoffRequested } from './handoffEvents';

export interface HandoffViewProps {
  productName: string;
  onContinue: () => void;
}

/** 'Redirecionamento' (SPEC §2 "Mobile hand-off screen"): the saga opens the app after 5 s; the button does it now. */
export function HandoffView({ productName, onContinue }: HandoffViewProps) {
  const h = copy.handoff;
  return (
    <section className="screen screen--center handoff">
      <img src={headerLogos.bank} alt={copy.app.bankLogoAlt(productName)} width={160} height={40} />
      <PageHeading>{h.title}</PageHeading>
      <p>{h.text(productName)}</p>
      <div className="progress" role="progressbar" aria-label={h.progress}>
        <div className="progress__bar" />
      </div>
      <div className="actions">
        <Button type="primary" size="large" block onClick={onContinue}>
          {h.continueInApp(productName)}
        </Button>
      </div>
    </section>
  );
}

export default function HandoffScreen() {
  const dispatch = useDispatch();
  return <HandoffView productName={getConfig().productName} onContinue={() => dispatch(handoffRequested())} />;
}
