// Corrections' public entry for the other features: the bank and the question page show the bank
// as the moderators' stored corrections make it (so does the review list), and the question page
// offers moderators the form.
export { CorrectQuestion } from './components/correct-question';
export { useCorrectedBank } from './hooks/use-corrected-bank';
export {
  correctedBank,
  courseBank,
  findCorrectedQuestion,
  recentCourses,
} from './data/corrected-bank';
