/** The privacy notice's own terms. They ship with the blogs remote alone, so a blogs deploy can change them. */
export const PRIVACY_MIN_AGE = 18;
export const PRIVACY_RESPONSE_DAYS = 30;
export const PRIVACY_LAST_UPDATED = 'December 13, 2020';
