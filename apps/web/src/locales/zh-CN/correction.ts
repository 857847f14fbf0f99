/** Correction announcements: /projectCorrectionNotice. */
export default { newWindow: '更正后的时间' };
