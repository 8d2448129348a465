import type { MyEnrolments } from '@jal/contracts';

/** One of the learner's courses as GET /enrolments gives it. */
export type MyEnrolment = MyEnrolments['enrolments'][number];

/** Courses in progress and completed ones; the server sends them in that order, the latest first. */
export function splitEnrolments(enrolments: MyEnrolment[]) {
  return {
    inProgress: enrolments.filter((enrolment) => !enrolment.completedAt),
    completed: enrolments.filter((enrolment) => enrolment.completedAt),
  };
}
