import { Component, type ErrorInfo, type ReactNode } from 'react';
import { afterFailure, reloadForStable } from '../data/federation';
import { fallsBackOnFailure } from '../data/releases';
import { Loader } from '../../../common/components/loader';
import { LoadFailure } from './load-failure';

export type RemoteErrorBoundaryProps = {
  /** The registry name, e.g. "exams". */
  remote: string;
  section: string;
  onRetry: () => void;
  children: ReactNode;
};

type State = {
  error: unknown;
  /** Show the error even on a candidate: its fallback did not happen. */
  shown?: boolean;
};

/** Keeps a section's load or render failure inside that section's part of the page. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown error'), shown: false };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    const { remote, section } = this.props;
    const fallingBack = fallsBackOnFailure(remote);
    if (!fallingBack) console.error(`The ${section} section failed:`, error, info.componentStack);
    // A candidate that throws while rendering gives way to stable on this device, without an error screen.
    void afterFailure(remote, error, 'render').then((fallback) => {
      if (fallback === 'reload') return void reloadForStable();
      if (fallback === 'now') return this.retry();
      // Not switched after all (the device went offline): the error is shown.
      if (fallingBack) this.setState({ shown: true });
    });
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  render(): ReactNode {
    if (this.state.error) {
      // On a candidate the error is not shown: componentDidCatch is switching to stable.
      if (!this.state.shown && fallsBackOnFailure(this.props.remote))
        return <Loader label={`Loading ${this.props.section}…`} />;
      return (
        <LoadFailure section={this.props.section} error={this.state.error} onRetry={this.retry} />
      );
    }
    return this.props.children;
  }
}
