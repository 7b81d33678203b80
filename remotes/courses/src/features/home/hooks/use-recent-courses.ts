import { useMemo } from 'react';
import { useCollection } from '@vithelper/shared';
import { COURSE_CODE, type CourseList } from '@vithelper/contracts/questions';
import { courseKey } from '@vithelper/contracts/questions/paths';
import { useLoad } from '../../../common/use-load';
import { recentCourses } from '../../corrections';

/**
 * The courses of the catalogue the build's list (`built`) lacks that have papers published since
 * the build (docs/questions.md, "Papers published since the build"), counted as the list counts
 * its own; none until both are read. The database is asked only when such a course exists.
 */
export function useRecentCourses(built: CourseList | null): CourseList['courses'] {
  const cat1 = useCollection('cat1');
  const cat2 = useCollection('cat2');
  const fat = useCollection('fat');
  const missing = useMemo(() => {
    if (!built) return '';
    const known = new Set(built.courses.map((course) => course.code));
    const codes = new Set<string>();
    for (const paper of [...(cat1 ?? []), ...(cat2 ?? []), ...(fat ?? [])]) {
      const code = courseKey(paper.name[1]);
      if (COURSE_CODE.test(code) && !known.has(code)) codes.add(code);
    }
    return [...codes].sort().join(' ');
  }, [built, cat1, cat2, fat]);
  const load = useLoad(`recent ${missing}`, () =>
    missing ? recentCourses(missing.split(' ')) : Promise.resolve([]),
  );
  return load.state === 'ready' ? load.value : [];
}
