import { useSelector } from 'react-redux';
import { copy } from '../../copy/ptBR';
import { PageHeading } from '../../ui/PageHeading';
import { selectSession } from './sessionSlice';

/** `/` inside the app: shown only while the entry saga is on its way to the login or the loading page. */
export default function EntryScreen() {
  const problem = useSelector(selectSession).problem;
  return (
    <section className="screen screen--center">
      <PageHeading>{problem === 'missing-intent' ? copy.login.missingIntent : copy.app.redirectingToLogin}</PageHeading>
    </section>
  );
}
