// The one way a part of a page (a chart, the Markdown parser, a menu) is loaded on demand: like `React.lazy`, it
// suspends to the nearest <Suspense> while downloading, but a failed download shows in place (offline: until the
// connection returns, then it loads by itself) instead of reaching the page's or the app's error element.
import { Component, lazy, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { onDemand } from './on-demand';
import { OfflineRetry } from './OfflineRetry';

interface BoundaryState {
  error: unknown;
  failed: boolean;
}

/** Catches only the failed download of its part (the part's own render errors are caught the same way). */
interface BoundaryProps {
  /** Drawn at each render, so a retry draws the part's fresh download rather than the failed one. */
  part: () => ReactNode;
  download: () => unknown;
}

class PartBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, failed: true };
  }

  private readonly retry = () => {
    // A fresh download for the part, which then waits for it.
    this.props.download();
    this.setState({ error: null, failed: false });
  };

  override render() {
    return this.state.failed ? (
      <OfflineRetry error={this.state.error} retry={this.retry} />
    ) : (
      this.props.part()
    );
  }
}

// Any component, as React.lazy takes it; the props are its own.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPart<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): ComponentType<ComponentProps<T>> & { preload: () => Promise<unknown> } {
  const module = onDemand(load);
  // React.lazy does the suspending; it keeps a failure for good, so trying again takes a new one.
  let Part = lazy(module.preload);
  function LazyPart(props: ComponentProps<T>) {
    return (
      <PartBoundary
        download={() => {
          Part = lazy(module.preload);
        }}
        part={() => <Part {...props} />}
      />
    );
  }
  // Tests download the part up front (test-support/setup.ts says why).
  return Object.assign(LazyPart, { preload: module.preload });
}
