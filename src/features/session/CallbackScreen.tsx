import { Spin } from 'antd';
import { copy } from '../../copy/ptBR';
import { PageHeading } from '../../ui/PageHeading';

/** `/callback`: the login returns here while the code is exchanged for tokens. */
export default function CallbackScreen() {
  return (
    <section className="screen screen--center" aria-busy="true">
      <Spin size="large" />
      <PageHeading>{copy.login.callbackTitle}</PageHeading>
    </section>
  );
}
