/** Correction announcements: /projectCorrectionNotice. */
export default { newWindow: 'Novos horários' };
