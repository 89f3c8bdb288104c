import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteErrorPage } from './RouteErrorPage';

interface BoundaryProps {
  /** The page's path: a navigation elsewhere clears a caught error. */
  resetKey: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  error: unknown;
  caughtAt: string | undefined;
}

class Boundary extends Component<BoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { error: undefined, caughtAt: undefined };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { error: error ?? new Error('A screen failed without an error') };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    if (state.error === undefined) return null;
    if (state.caughtAt === undefined) return { caughtAt: props.resetKey };
    return state.caughtAt === props.resetKey ? null : { error: undefined, caughtAt: undefined };
  }

  override render() {
    return this.state.error === undefined ? (
      this.props.children
    ) : (
      <RouteErrorPage error={this.state.error} />
    );
  }
}

/**
 * Catches what a screen throws while rendering and shows the route error page in its place,
 * until the user navigates to another path.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}
