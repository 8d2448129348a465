// Enrolments: who is enrolled in which course, where they are in it and whether they completed
// it. Learning enrols a learner and moves them along; batches enrol their members; the course
// administration counts them.
export {
  countEnrolments,
  enrolmentCounts,
  insertEnrolment,
  insertEnrolments,
  isEnrolled,
  markEnrolmentComplete,
  setCurrentLesson,
  type NewEnrolment,
} from './repository.js';
