// A state's worth of data, written by set-based SQL (generate_series) into a migrated and seeded
// database: the demo data stays, the generated rows come beside it.
//
// Sizes: 10,000 published courses (2 modules of 5 lessons each), 500 organizations, 100,000
// learners spread over them, 300,000 enrolments (3 courses per learner) spread over the last two
// years, 3,000,000 lesson-progress rows (every lesson of every enrolment), 40 % of enrolments
// completed and 90,000 certificates (for the first 90,000 completions); then a field programme
// with 10,000 practical submissions (generate-practicals.mjs).

import { practicalSteps } from './generate-practicals.mjs';

/** How many rows of each kind; `scale` shrinks all of them together (1 = the full set). */
export function sizes(scale = 1) {
  const n = (full) => Math.max(1, Math.round(full * scale));
  return {
    courses: n(10_000),
    organizations: n(500),
    learners: n(100_000),
    enrolmentsPerLearner: 3,
    lessonsPerModule: 5,
    modulesPerCourse: 2,
    certificates: n(90_000),
    practicalCourses: Math.min(20, n(10_000)),
    practicalOrganizations: Math.min(n(20), n(500)),
    practicalSubmissions: n(10_000),
  };
}

/** The SQL statements, in order, each with what it writes. */
export function generationSteps(size) {
  const { courses, organizations, learners, enrolmentsPerLearner, lessonsPerModule, modulesPerCourse, certificates } = size;
  return [
    [
      'organizations',
      `insert into organizations (name, type, state, district)
       select 'Jal Samiti ' || g, case when g % 3 = 0 then 'government' else 'ngo' end,
              (array['Rajasthan','Uttar Pradesh','Madhya Pradesh','Maharashtra','Bihar'])[1 + g % 5], 'District ' || (g % 50)
       from generate_series(1, ${organizations}) g`,
    ],
    [
      'courses',
      `insert into courses (slug, title, title_translations, description, status, level, category, duration_minutes, sort_order, created_at)
       select 'scale-course-' || g, 'Watershed practice ' || g || (array[' check dams',' farm ponds',' recharge wells',' contour bunds'])[1 + g % 4],
              jsonb_build_object('hi', 'जलग्रहण अभ्यास ' || g),
              'Generated course ' || g, 'published', (array['beginner','intermediate','advanced'])[1 + g % 3],
              (array['watershed','water-quality','irrigation','groundwater','governance'])[1 + g % 5], 60, 1000 + g,
              now() - (g || ' minutes')::interval
       from generate_series(1, ${courses}) g`,
    ],
    [
      'modules',
      `insert into course_modules (course_id, title, sort_order)
       select c.id, 'Module ' || m, m from courses c cross join generate_series(1, ${modulesPerCourse}) m where c.slug like 'scale-course-%'`,
    ],
    [
      'lessons',
      `insert into lessons (module_id, title, kind, content, sort_order)
       select m.id, 'Lesson ' || l, 'text', jsonb_build_object('body', 'Generated lesson text ' || l), l
       from course_modules m join courses c on c.id = m.course_id cross join generate_series(1, ${lessonsPerModule}) l
       where c.slug like 'scale-course-%'`,
    ],
    [
      'learners',
      // One password hash for everyone: nobody signs in as a generated learner.
      `insert into users (name, email, password_hash, role, organization_id, status, name_variants, created_at)
       select (array['Asha','Ravi','Meena','Suresh','Kavita','Ramesh','Pooja','Arjun'])[1 + g % 8] || ' '
                || (array['Verma','Yadav','Meghwal','Kushwaha','Patel','Singh','Choudhary'])[1 + g % 7] || ' ' || g,
              'learner' || g || '@scale.example.org', 'x', 'USER', o.id,
              case when g % 50 = 0 then 'disabled' else 'active' end,
              jsonb_build_object('hindi', 'शिक्षार्थी ' || g),
              now() - ((g % 730) || ' days')::interval
       from generate_series(1, ${learners}) g
       join (select id, row_number() over (order by name) - 1 as i from organizations where name like 'Jal Samiti %') o
         on o.i = g % ${organizations}`,
    ],
    [
      'enrolments',
      `with learner as (select id, row_number() over (order by email) as i from users where email like '%@scale.example.org'),
            course as (select id, row_number() over (order by slug) - 1 as i from courses where slug like 'scale-course-%')
       insert into enrolments (user_id, course_id, enrolled_at, completed_at)
       select learner.id, course.id,
              now() - (((learner.i * 7 + k * 131) % 720) || ' days')::interval - ((learner.i % 1440) || ' minutes')::interval,
              case when (learner.i + k) % 5 < 2
                   then now() - (((learner.i * 7 + k * 131) % 720) || ' days')::interval + interval '3 days' end
       from learner cross join generate_series(0, ${enrolmentsPerLearner - 1}) k
       join course on course.i = (learner.i * 37 + k * 3331) % ${courses}`,
    ],
    [
      'lesson progress',
      `insert into lesson_progress (user_id, lesson_id, course_id, status, completed_at, updated_at)
       select e.user_id, l.id, e.course_id,
              case when e.completed_at is not null or l.sort_order < 3 then 'completed' else 'in_progress' end,
              case when e.completed_at is not null or l.sort_order < 3 then e.enrolled_at + interval '1 day' end,
              e.enrolled_at + interval '1 day'
       from enrolments e
       join courses c on c.id = e.course_id and c.slug like 'scale-course-%'
       join course_modules m on m.course_id = e.course_id
       join lessons l on l.module_id = m.id`,
    ],
    [
      'certificates',
      `insert into certificates (code, user_id, course_id, issued_at, learner_name, course_title)
       select 'SCALE-' || lpad(row_number() over (order by e.completed_at, e.id)::text, 8, '0'), e.user_id, e.course_id, e.completed_at, u.name, c.title
       from enrolments e join users u on u.id = e.user_id join courses c on c.id = e.course_id
       where e.completed_at is not null and c.slug like 'scale-course-%'
       order by e.completed_at, e.id
       limit ${certificates}`,
    ],
    ...practicalSteps(size),
    ['statistics', 'analyze'],
  ];
}

/**
 * Runs the steps with `query` (one SQL string to a promise), printing how long each took; the
 * seconds in all.
 */
export async function generate(query, size, { log = console.log, skip = [] } = {}) {
  const started = Date.now();
  // Three million rows go in far faster when the table's secondary indexes are built once
  // afterwards than when each row updates them.
  const { rows: progressIndexes } = await query(
    `select indexname, indexdef from pg_indexes where tablename = 'lesson_progress' and indexname <> 'lesson_progress_pkey'`,
  );
  for (const [name, statement] of generationSteps(size)) {
    if (skip.includes(name)) continue;
    const stepStarted = Date.now();
    if (name === 'lesson progress') for (const { indexname } of progressIndexes) await query(`drop index ${indexname}`);
    await query(statement);
    if (name === 'lesson progress') for (const { indexdef } of progressIndexes) await query(indexdef);
    log(`  ${name.padEnd(16)} ${((Date.now() - stepStarted) / 1000).toFixed(1)} s`);
  }
  return (Date.now() - started) / 1000;
}
