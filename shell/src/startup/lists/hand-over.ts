import { setListReader } from '@vithelper/shared/bus-writers';
import { completeList, whenListWhole } from './first-part';
import { rereadCollection } from './load-collections';
import { whenContentRead } from './start-session';

/**
 * Hands the page's reads of the lists to the bus (@vithelper/shared completeList,
 * whenListWhole, whenContentRead, rereadCollection): a section's page asks the shell's reads,
 * whose first parts, worker and retries are the shell's alone.
 */
export const handOverListReads = (): void =>
  setListReader({ whenContentRead, completeList, whenListWhole, rereadCollection });
