import { useState } from 'react';
import { logoUrl } from '../data/logo-url';
import { companyColour, companyInitials } from '../data/company-initials';
import styles from './company-logo.module.css';

export type CompanyLogoProps = {
  companyName: string;
  /** Edge length in CSS pixels. */
  size?: number;
};

/**
 * The company's logo, or a coloured circle with its initials when there is no logo file (or no
 * company name). Decorative: the company's name is always written next to it.
 */
export function CompanyLogo({ companyName, size = 48 }: CompanyLogoProps) {
  const src = logoUrl(companyName);
  // Remember which URL failed rather than a flag, so a new company gets a fresh attempt.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  if (!src || failedSrc === src) {
    return (
      <span
        className={styles.initials}
        style={{
          width: size,
          height: size,
          fontSize: size * 0.38,
          backgroundColor: companyColour(companyName),
        }}
        aria-hidden="true"
      >
        {companyInitials(companyName)}
      </span>
    );
  }
  return (
    <img
      className={styles.logo}
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      onError={() => setFailedSrc(src)}
    />
  );
}
