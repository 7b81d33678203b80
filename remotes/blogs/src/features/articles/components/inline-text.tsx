import { Fragment } from 'react';

export type InlineTextProps = { text: string };

function Part({ part }: { part: string }) {
  if (/^`[^`]+`$/.test(part)) return <code>{part.slice(1, -1)}</code>;
  if (/^\*\*[^*]+\*\*$/.test(part)) return <strong>{part.slice(2, -2)}</strong>;
  return <>{part}</>;
}

/**
 * Plain text in which `backticks` mark code and **stars** mark strong text:
 * enough markup for articles, and no HTML is ever injected.
 */
export function InlineText({ text }: InlineTextProps) {
  return (
    <>
      {text.split(/(`[^`]+`|\*\*[^*]+\*\*)/).map((part, index) => (
        <Fragment key={index}>
          <Part part={part} />
        </Fragment>
      ))}
    </>
  );
}
