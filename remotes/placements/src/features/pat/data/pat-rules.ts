/** One row of the Placement and Training Cell rules: what an offer in one tier still allows. */
export type PatRule = {
  selection: string;
  eligibility: string;
};

export const PAT_RULE_COLUMNS = ['Company selection', 'Eligibility'] as const;

export const PAT_RULES: readonly PatRule[] = [
  {
    selection: 'Super Dream placement',
    eligibility:
      'Your placement season ends here: you cannot take part in any further internship or placement drive.',
  },
  {
    selection: 'Super Dream internship only',
    eligibility:
      'You can still apply for Dream placements (both IT and Core) and for IT Services placements.',
  },
  {
    selection: 'Dream-IT placement',
    eligibility:
      'You can still apply for Super Dream placements and internships. If your branch is not CS or IT, you can also apply for Dream-Core placements.',
  },
  {
    selection: 'Dream-Core placement',
    eligibility:
      'You can still apply for Super Dream companies, but not for Dream-IT companies, a second Dream-Core company, or any Dream internship.',
  },
  {
    selection: 'Dream-IT internship',
    eligibility:
      'You can still apply for Super Dream and Dream-Core companies (placement offers only) and for IT Services companies.',
  },
  {
    selection: 'Dream-Core internship',
    eligibility:
      'You can still apply for Super Dream and Dream-IT companies (placement offers only) and for IT Services companies.',
  },
  {
    selection: 'IT Services regular offer',
    eligibility:
      'You can still apply for internships and placements with Dream (IT and Core) and Super Dream companies.',
  },
];
