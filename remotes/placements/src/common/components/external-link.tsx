import type { ReactNode } from 'react';
import hidden from '@vithelper/ui/visually-hidden.module.css';

export type ExternalLinkProps = {
  href: string;
  className?: string;
  children: ReactNode;
};

/** Links that leave the site open in a new tab without giving that tab a handle on this one. */
export function ExternalLink({ href, className, children }: ExternalLinkProps) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className={hidden.hidden}> (opens in a new tab)</span>
    </a>
  );
}
