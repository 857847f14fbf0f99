/** Correction announcements: /projectCorrectionNotice. */
export default { newWindow: '更正後的時間' };
