import { useNarrowLayout, useScrolledPast } from './use-window-watch';

export function ScrollTopButton() {
  const visible = useScrolledPast();
  const narrow = useNarrowLayout();
  if (!visible) return null;
  return (
    <button
      type="button"
      className={`vh-scroll-top ${narrow ? 'vh-scroll-top--narrow' : 'vh-scroll-top--wide'}`}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      aria-label="Scroll to top"
    >
      <span aria-hidden="true">↑</span>
      {!narrow && <span>Top</span>}
    </button>
  );
}
