/** Correction announcements: /projectCorrectionNotice. */
export default { newWindow: 'New times' };
