/**
 * Saved questions (docs/answers.md, "Told when it matters"): the button on a question's page and
 * the list on /courses, kept on this device.
 */
export { SaveQuestion } from './components/save-question';
export { SavedQuestions } from './components/saved-questions';
