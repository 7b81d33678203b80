// The region's public entry for the other features: the bank's rows and the question page draw
// each question as its paper prints it.
export { QuestionRegion } from './components/question-region';
