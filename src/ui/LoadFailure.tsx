import { Component, type ReactNode } from 'react';
import { copy } from '../copy/ptBR';
import { ResultPanel } from './ResultPanel';

/**
 * A screen's or a modal's code that cannot be fetched (the connection dropped between two steps)
 * would otherwise unmount the whole page and leave it blank. Reloading brings the same step back
 * (every route reloads sensibly, e2e/reload.spec.ts); nothing has been decided by a failed load.
 */
export class LoadFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ResultPanel
        icon="error"
        title={copy.loadError.title}
        message={copy.loadError.message}
        actions={
          <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
            {copy.loadError.retry}
          </button>
        }
      />
    );
  }
}
