import type { ErrorCode } from '@jal/contracts/core';
import type { KnownErrors } from './form-errors';

/** A review's refusals by the API's errorCode, in the reviewer's language. */
export const PRACTICAL_REVIEW_ERROR_CODES: KnownErrors<ErrorCode> = {
  PRACTICAL_ALREADY_REVIEWED: 'reviews.error.alreadyReviewed',
  PRACTICAL_ALREADY_ACCEPTED: 'reviews.error.alreadyAccepted',
  PRACTICAL_AWAITING_REVIEW: 'reviews.error.awaitingReview',
  PRACTICAL_MARKS_INVALID: 'reviews.error.marks',
  PRACTICAL_BELOW_PASS_MARK: 'reviews.error.belowPassMark',
  PRACTICAL_FEEDBACK_REQUIRED: 'reviews.feedback.required',
};
