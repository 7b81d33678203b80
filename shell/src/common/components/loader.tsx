export type LoaderProps = {
  label?: string;
  /** Full-screen at start-up; inline while a section loads. */
  fullScreen?: boolean;
};

export function Loader({ label = 'Loading…', fullScreen = false }: LoaderProps) {
  return (
    <div className={fullScreen ? 'vh-boot' : 'vh-loader'} role="status" aria-live="polite">
      <div className="vh-boot__ring" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
