import { copy } from '../../copy/ptBR';
import { PageHeading } from '../../ui/PageHeading';

/** Placeholder: this screen is built in its own issue. */
export default function PlaceholderScreen() {
  return (
    <section className="screen">
      <PageHeading>{copy.common.confirmation}</PageHeading>
    </section>
  );
}
