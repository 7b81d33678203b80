import type { Block } from '../types';
import { blocks as onlinevsoffline } from './onlinevsoffline';
import { blocks as hostelVacating } from './hostel-vacating-procedure';
import { blocks as roomCounselling } from './room-counselling';
import { blocks as placementExperience } from './placement-experience';
import { blocks as placementGuide } from './placement-guide';
import { blocks as npmPackage } from './npm-package';

/**
 * Every body by slug, for the word counts the blogs build writes to word-counts.json
 * (remotes/blogs/word-counts.ts). No page imports this: each article page imports only
 * its own body, and the list reads the counts.
 */
export const articleBodies: Readonly<Record<string, readonly Block[]>> = {
  onlinevsoffline,
  'hostel-vacating-procedure': hostelVacating,
  'room-counselling': roomCounselling,
  'placement-experience': placementExperience,
  'placement-guide': placementGuide,
  'npm-package': npmPackage,
};
