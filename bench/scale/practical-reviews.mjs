// The review queue of field practicals (GET /api/v1/practical-reviews) in the scale benchmark: who
// asks (a trainer and a manager of one organization, and an administrator, who sees every one),
// what they ask (the first page oldest first, a signal, a batch, a course), and its budget.
import { MEASURED_FLAG } from './generate-practicals.mjs';

/** Budget of the queue: its p99 at 10 connections, on the state's data. */
export const BUDGET_REVIEW_P99_MS = 50;

const DEMO_ORGANIZATION_ID = '7b0c3f52-3d7e-4a4b-9a55-0d6c2f1e9a01';

/** Who reviews on each side: the demo organization's trainer and manager, and the first generated organization's. */
export const REVIEWERS = {
  demo: {
    trainer: { email: 'trainer@jalshiksha.org', password: 'Demo@1234' },
    manager: { email: 'org@jalshiksha.org', password: 'Demo@1234' },
  },
  state: {
    trainer: { email: 'trainer1@scale.example.org', password: 'Demo@1234' },
    manager: { email: 'manager1@scale.example.org', password: 'Demo@1234' },
  },
};

/**
 * The batch and course the filters name: on the state's data the reviewers' organization's first
 * batch and the first course it is asked to do; on the demo, the demo organization's first batch
 * and the demo course (the demo has no practical submissions: its queue is the pipeline alone).
 */
export async function reviewFilters(client, generated) {
  const organization = generated
    ? (await client.query(`select organization_id as id from users where email = $1`, [REVIEWERS.state.trainer.email])).rows[0].id
    : DEMO_ORGANIZATION_ID;
  const batch = (await client.query(`select id from batches where organization_id = $1 order by name limit 1`, [organization])).rows[0];
  const course = generated
    ? (await client.query(`select course_id as id from batch_courses where batch_id = $1 order by course_id limit 1`, [batch.id])).rows[0]
    : (await client.query(`select id from courses where slug = 'watershed-basics'`)).rows[0];
  return { batchId: batch?.id ?? '00000000-0000-0000-0000-000000000000', courseId: course.id };
}

/** The queue's requests, as the web app asks (20 a page, oldest first), each with whose session it is. */
export function reviewTargets({ batchId, courseId }) {
  const queue = '/api/v1/practical-reviews?limit=20&page=1';
  const asked = (who, account) => [
    { name: `${who}, first page`, path: queue, account },
    { name: `${who}, a signal`, path: `${queue}&flag=${MEASURED_FLAG}`, account },
    { name: `${who}, a batch`, path: `${queue}&batchId=${batchId}`, account },
    { name: `${who}, a course`, path: `${queue}&courseId=${courseId}`, account },
  ];
  return [...asked('trainer', 'trainer'), ...asked('manager', 'manager'), ...asked('administrator', 'admin')].map((target) => ({
    ...target,
    name: `review queue: ${target.name}`,
    budgetMs: BUDGET_REVIEW_P99_MS,
  }));
}

/** What the generated practicals hold, for the results. */
export async function practicalCounts(client) {
  return (
    await client.query(`select count(*) as submissions,
        count(*) filter (where state = 'submitted') as waiting,
        count(*) filter (where jsonb_array_length(signals -> 'flags') > 0) as flagged,
        count(*) filter (where signals -> 'flags' @> '["${MEASURED_FLAG}"]') as measured_flag,
        count(distinct organization_id) as organizations, count(distinct course_id) as courses,
        (select count(*) from practical_photos) as photos,
        (select count(*) from batches where name like 'Field batch %') as batches,
        (select count(*) from practical_submissions p where p.state = 'submitted' and p.organization_id =
          (select organization_id from users where email = '${REVIEWERS.state.trainer.email}')) as waiting_in_organization
      from practical_submissions`)
  ).rows[0];
}
