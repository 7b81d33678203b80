export type NewsLink = {
  title: string;
  date: string;
  url: string;
};

// The cell publishes its announcements on the institute's placement site; these point there.
export const PAT_NEWS: readonly NewsLink[] = [
  {
    title: 'Placement registration for the 2022 batch opens',
    date: 'July 2021',
    url: 'https://vit.ac.in/placements',
  },
  {
    title: 'Pre-placement talks: schedule for the first week of the season',
    date: 'July 2021',
    url: 'https://vit.ac.in/placements',
  },
  {
    title: 'Updated company categories: Super Dream, Dream and IT Services',
    date: 'June 2021',
    url: 'https://vit.ac.in/placements',
  },
  {
    title: 'Mock aptitude tests for pre-final year students',
    date: 'May 2021',
    url: 'https://vit.ac.in/placements',
  },
  {
    title: 'Placement statistics of the 2021 batch',
    date: 'April 2021',
    url: 'https://vit.ac.in/placements',
  },
];
