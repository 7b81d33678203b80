/** A hand-written placement story; the generator derives noOfRounds from the round texts. */
export type PlacementSource = {
  name: string;
  companyName: string;
  branch: string;
  cgpa: string;
  date: string;
  description: string;
  /** One paragraph per round, in order. */
  rounds: readonly string[];
  preparation: string;
  advice: string;
};
