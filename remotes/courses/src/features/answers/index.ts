/** The answers feature's public entry: the section a question page shows below its card. */
export { Answers } from './components/answers';
