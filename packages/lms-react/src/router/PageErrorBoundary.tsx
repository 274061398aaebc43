import { Component, type ReactNode } from 'react';
import { RouteErrorView } from './RouteErrorView';

interface State {
  error: unknown;
  failed: boolean;
}

/** What react-router's error element does, for pages shown without it (LmsLightRouter, LmsRoutes). */
export class PageErrorBoundary extends Component<{ children: ReactNode; inLayout?: boolean }, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override render() {
    return this.state.failed ? (
      <RouteErrorView error={this.state.error} inLayout={this.props.inLayout} />
    ) : (
      this.props.children
    );
  }
}
