import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import type { AuthorisationDetail, ConsentKind, LoadedConsent } from '../../api/contract';
import { parseEnvelope } from '../../api/envelope';
import { copy } from '../../copy/ptBR';
import type { TermsLoader } from '../../kinds/kindModule';
import { moduleOf } from '../../kinds/registry';

const t = copy.review;

type TermsView = LazyExoticComponent<ComponentType<{ consent: LoadedConsent }>>;

/** Each kind's read-only terms, made lazy once: React keeps a lazy component by its identity. */
const termsViews = new Map<TermsLoader<ConsentKind>, TermsView>();

function termsViewOf(consent: LoadedConsent): TermsView {
  const { load } = moduleOf(consent).termsCode;
  const view = termsViews.get(load) ?? lazy(load);
  termsViews.set(load, view);
  return view;
}

/**
 * Issue 44 point 2: what the kind's authorisation screen showed, read-only, on `/autorizacoes/{id}`
 * (docs/decisions/077). The bank's answer is the consent envelope (INTERFACE §7.2), checked by the
 * same run-time check as a journey's load (api/envelope.ts, each kind's `envelopeCheck`), then
 * drawn by the kind's own sections of its screen (its module's `termsCode`), in its screen's chunk:
 * no deadline, no buttons, no account choice, no field to change. An answer that does not pass the
 * check is said in words, never drawn in part.
 */
export function AuthorisationTerms({ detail }: { detail: AuthorisationDetail }) {
  const consent = useMemo(() => parseEnvelope(detail), [detail]);
  if (!consent) return <p className="hint">{t.unreadable}</p>;
  const Terms = termsViewOf(consent);
  return (
    <section aria-label={t.termsLabel}>
      <Suspense fallback={<p className="screen-loading">{t.loading}</p>}>
        <Terms consent={consent} />
      </Suspense>
    </section>
  );
}
