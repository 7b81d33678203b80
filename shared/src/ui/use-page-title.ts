import { useEffect } from 'react';
import { setTitle } from '../bus/event-bus';

/** Sets the document title and the bus title that the shell's mobile header shows. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    setTitle(title);
    document.title = title ? `${title} | VITHelper` : 'VITHelper';
  }, [title]);
}
