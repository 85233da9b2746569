import { Component, type ErrorInfo, type ReactNode } from 'react';
import { LazyProblemAlert } from './lazy-problem-alert';

type Props = { children: ReactNode };
type State = { error: unknown };

/** Catches a render error of one section and offers to try again. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Section failed to render', error, info.componentStack);
  }

  override render() {
    if (this.state.error)
      return <LazyProblemAlert error={this.state.error} onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
