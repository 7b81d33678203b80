/**
 * The answers feature's public entry: the section a question page shows below its card, and a
 * question's best answer for practice's "Show answer".
 */
export { Answers, BestAnswer } from './components/answers';
export type { AnswersFound } from './components/best-answer';
