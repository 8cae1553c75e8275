import { Component, type ReactNode } from 'react';
import { RouteErrorPage } from './RouteErrorPage';

interface State {
  failed: boolean;
}

/**
 * Catches what a page throws while rendering (reactfire rethrows a failed listener; a page's
 * download can fail after a deploy) and shows `RouteErrorPage` instead of a blank screen.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
