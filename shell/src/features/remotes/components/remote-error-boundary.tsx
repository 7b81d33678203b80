import { Component, type ErrorInfo, type ReactNode } from 'react';
import { loadFailureKind } from '@vithelper/shared/load-report';
import { reloadForStable } from '../data/federation';
import { reportLoad } from '../data/release-reports';
import { fallBackToStable, sectionRelease } from '../data/releases';
import { Loader } from '../../layout/components/loader';
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
};

/** Keeps a section's load or render failure inside that section's part of the page. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown error') };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    const { remote, section } = this.props;
    reportLoad(remote, loadFailureKind(error, 'render'));
    // A candidate that throws while rendering gives way to stable on this device, without an error screen.
    const fallback = fallBackToStable(remote, error, 'render');
    if (fallback === 'reload') return void reloadForStable();
    if (fallback === 'now') return this.retry();
    console.error(`The ${section} section failed:`, error, info.componentStack);
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  render(): ReactNode {
    if (this.state.error) {
      // On a candidate the error is not shown: componentDidCatch is switching to stable.
      if (sectionRelease(this.props.remote)?.which === 'candidate' && navigator.onLine)
        return <Loader label={`Loading ${this.props.section}…`} />;
      return (
        <LoadFailure section={this.props.section} error={this.state.error} onRetry={this.retry} />
      );
    }
    return this.props.children;
  }
}
