import { Component, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Alert, Button, Spinner, Status } from '../primitives';
import { useCoreText as useText } from './text';
import { onFirstInput } from '../../headless';
import { lazyChunk } from '../../headless/advanced';

/** Prefetch timing of the kit's screens: at the user's first input (see headless/client/prefetch.ts). */
export { onFirstInput };

/**
 * Shown while a step's chunk loads. A polite status (not an alert: nothing went wrong), mounted empty and
 * filled after mount, because a live region inserted together with its text is not announced everywhere
 * (see <Status>). The minimum height keeps the footer from jumping up and back down while the step loads.
 */
function StepLoading(): ReactNode {
  const t = useText();
  const [text, setText] = useState('');
  useEffect(() => {
    setText(t('step.loading'));
    // Set once on mount; the locale does not change while a chunk loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className="grid min-h-48 content-start gap-4" data-step="loading">
      <Status className="flex items-center gap-2 text-ik-fg-muted">
        {text === '' ? null : <Spinner aria-hidden="true" />}
        {text}
      </Status>
    </div>
  );
}

/** A step whose chunk did not load: an alert and a button that loads it again. */
function StepLoadFailed({ onRetry }: { onRetry: () => void }): ReactNode {
  const t = useText();
  return (
    <div className="grid min-h-48 content-start gap-4" data-step="loadFailed">
      <Alert>{t('step.loadFailed')}</Alert>
      <Button type="button" variant="secondary" onClick={onRetry}>
        {t('action.tryAgain')}
      </Button>
    </div>
  );
}

/** A load's outcome nobody reads here (a failure shows when the step renders). */
const ignore = (): void => undefined;

interface BoundaryProps {
  readonly onRetry: () => void;
  readonly children?: ReactNode;
}

/** Catches the failed load of a lazy step (error boundaries must be classes). */
class StepLoadBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return (
        <StepLoadFailed
          onRetry={() => {
            this.props.onRetry();
            this.setState({ failed: false });
          }}
        />
      );
    }
    return this.props.children;
  }
}

/**
 * A step loaded on demand (issues 5 and 6: each screen entry loads only its first steps up front). Rarely
 * reached steps (MFA, post-auth, the brand hand-off, the later sign-up and recovery steps) are separate
 * chunks. `Screen` is an ordinary component for the routers (and the default of a `components` override):
 * it shows a loading status while the chunk arrives and a retry when it fails. `preload()` fetches the
 * chunk ahead of time; the routers call it when the step before is shown, so users never wait visibly.
 */
export interface LazyStep<P extends object> {
  readonly Screen: ComponentType<P>;
  /** Fetches the chunk without rendering; never rejects (a failure shows when the step renders). */
  preload(): Promise<void>;
}

export function lazyStep<P extends object>(name: string, load: () => Promise<ComponentType<P>>): LazyStep<P> {
  // One load shared by preload() and every render, forgotten when it failed (offline, a deploy that removed
  // the chunk) so a retry loads again; the first load starts in the caller's tick. The render reads it
  // through lazyChunk's Suspense reader, so no second cache (React.lazy) sits beside it (issue 16 §3).
  const chunk = lazyChunk(load);
  const preload = (): Promise<void> => chunk.load().then(ignore, ignore);
  function LoadedStep(props: P): ReactNode {
    const Loaded = chunk.read();
    return <Loaded {...props} />;
  }
  function LazyStepScreen(props: P): ReactNode {
    // Retry: load() forgets the failure and loads again; the boundary then mounts the step anew, which
    // suspends on that load (no state here: the chunk itself is what changed).
    return (
      <StepLoadBoundary onRetry={preload}>
        <Suspense fallback={<StepLoading />}>
          <LoadedStep {...props} />
        </Suspense>
      </StepLoadBoundary>
    );
  }
  LazyStepScreen.displayName = `Lazy(${name})`;
  return { Screen: LazyStepScreen, preload };
}
