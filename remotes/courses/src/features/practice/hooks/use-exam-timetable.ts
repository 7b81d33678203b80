import { useEffect, useState } from 'react';
import type { ExamTimetable } from '@vithelper/contracts/practice';
import { examTimetable } from '../data/exam-timetable';

/** The institute's exam timetable once read; null until then, and when there is none to use. */
export function useExamTimetable(): ExamTimetable | null {
  const [timetable, setTimetable] = useState<ExamTimetable | null>(null);
  useEffect(() => {
    let live = true;
    void examTimetable().then((read) => {
      if (live) setTimetable(read);
    });
    return () => {
      live = false;
    };
  }, []);
  return timetable;
}
