/** A day as the date input gives it and the records keep it: 2027-01-25. */
export const EXAM_DATE = /^20[0-9]{2}-[01][0-9]-[0-3][0-9]$/;
