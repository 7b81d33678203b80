import { describeLoadError } from '../data/describe-load-error';

export type LoadFailureProps = {
  section: string;
  error: unknown;
  onRetry: () => void;
};

export function LoadFailure({ section, error, onRetry }: LoadFailureProps) {
  const { name, kind, detail } = describeLoadError(error);
  return (
    <section className="vh-failure" role="alert" aria-labelledby="vh-failure-title">
      <h1 id="vh-failure-title">The {section} section could not be loaded</h1>
      <p className="vh-failure__kind">
        {name} — {kind}
      </p>
      <p>
        The rest of VITHelper still works. Check your connection, then try again; nothing you typed
        is lost.
      </p>
      <button type="button" className="vh-button" onClick={onRetry}>
        Try again
      </button>
      <details className="vh-failure__detail">
        <summary>Technical details</summary>
        <code>{detail}</code>
      </details>
    </section>
  );
}
