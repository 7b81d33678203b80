/**
 * The answers feature's public entry: the section a question page shows below its card, a
 * question's best answer for practice's "Show answer", and the follow that saving a question does.
 */
export { Answers, BestAnswer } from './components/answers';
export type { AnswersFound } from './components/best-answer';
export { followOnSave, type FollowOnSave } from './data/follow-on-save';
