import { Component, type ErrorInfo, type ReactNode } from 'react';
import { LoadFailure } from './load-failure';

export type RemoteErrorBoundaryProps = {
  section: string;
  onRetry: () => void;
  children: ReactNode;
};

type State = {
  error: unknown;
};

/** Keeps a section's load or render failure inside that section's part of the page. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown error') };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`The ${this.props.section} section failed:`, error, info.componentStack);
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  render(): ReactNode {
    if (this.state.error) {
      return (
        <LoadFailure section={this.props.section} error={this.state.error} onRetry={this.retry} />
      );
    }
    return this.props.children;
  }
}
