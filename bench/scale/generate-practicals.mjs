// Field practicals for the state's data, written by set-based SQL after the learners, courses and
// enrolments (generate.mjs): a field programme run by some organizations in batches, and what its
// learners sent back, reviewed or waiting.
//
// The programme: the first `practicalCourses` generated courses each gain two practical lessons
// (three photos, a voice note, numbers, the place, a rubric); each of the first
// `practicalOrganizations` organizations has four batches, each asked to do two of those courses,
// its learners spread over them and enrolled; each organization has a trainer and a manager, who
// sign in with the demo password (trainer1@scale.example.org, manager1@scale.example.org, ...).
// The submissions: nine in ten are a learner's latest for a lesson (about 27 % waiting for review,
// 60 % accepted, 13 % returned); the last tenth are earlier attempts that were returned before the
// learner sent the practical again. Each has three photos, seven in ten a voice note, and about a
// fifth carry a signal's flag (a place too inaccurate or missing, outside the area, a photo without
// a time or seen before, learners nearby).

/** The review queue's filters the benchmark measures: one that few submissions carry. */
export const MEASURED_FLAG = 'photo-seen-before';

const BATCHES_PER_ORGANIZATION = 4;
const COURSES_PER_BATCH = 2;
const PRACTICALS_PER_COURSE = 2;

/** A stable pseudo-random whole number 0-99 from a row's number and a salt (hashtext is PostgreSQL's). */
const percent = (n, salt) => `(abs(hashtext(${n}::text || '${salt}')) % 100)`;

/** A practical as stored in lessons.content (the contract's storedPractical). */
const PRACTICAL_CONTENT = JSON.stringify({
  instructions: {
    en: 'Measure the water level in the check dam against the gauge, photograph the gauge, the dam and the catchment, and describe what you see.',
    hi: 'गेज पर चेक डैम का जल स्तर नापें, गेज, बाँध और जलग्रहण क्षेत्र की फ़ोटो लें, और जो दिखे उसे बताएँ।',
  },
  photos: {
    min: 3,
    max: 3,
    captions: [
      { en: 'The gauge, close up', hi: 'गेज, पास से' },
      { en: 'The dam from downstream', hi: 'नीचे की ओर से बाँध' },
      { en: 'The catchment upstream', hi: 'ऊपर की ओर जलग्रहण क्षेत्र' },
    ],
  },
  voiceNote: { requirement: 'required', maxSeconds: 120 },
  numbers: [
    { id: 'level', label: { en: 'Water level', hi: 'जल स्तर' }, unit: 'cm', min: 0, max: 400 },
    { id: 'silt', label: { en: 'Silt depth', hi: 'गाद की गहराई' }, unit: 'cm', min: 0, max: 200 },
  ],
  place: { required: true, accuracyMetres: 25, area: { type: 'circle', lat: 25.45, lon: 78.57, radiusMetres: 20000 } },
  rubric: {
    passMark: 3,
    criteria: [
      {
        id: 'gauge',
        label: { en: 'The gauge is readable', hi: 'गेज पढ़ा जा सकता है' },
        levels: [
          { id: 'gauge-0', label: { en: 'No', hi: 'नहीं' }, points: 0 },
          { id: 'gauge-2', label: { en: 'Yes', hi: 'हाँ' }, points: 2 },
        ],
      },
      {
        id: 'dam',
        label: { en: 'The dam and catchment are shown', hi: 'बाँध और जलग्रहण क्षेत्र दिखते हैं' },
        levels: [
          { id: 'dam-0', label: { en: 'No', hi: 'नहीं' }, points: 0 },
          { id: 'dam-1', label: { en: 'Partly', hi: 'कुछ हद तक' }, points: 1 },
          { id: 'dam-2', label: { en: 'Yes', hi: 'हाँ' }, points: 2 },
        ],
      },
    ],
  },
}).replaceAll("'", "''");

/** The signals stored with a submission numbered `n`, as the server computes them (signals.ts), with its photos' ids. */
function signalsSql(n) {
  const inaccurate = `${percent(n, 'place')} < 6`;
  const missing = `${percent(n, 'place')} between 6 and 7`;
  const outside = `(not (${missing}) and ${percent(n, 'area')} < 4)`;
  const noTime = `${percent(n, 'time')} < 5`;
  const seenBefore = `${percent(n, 'seen')} < 3`;
  const nearby = `${percent(n, 'near')} < 2`;
  const photoIds = [0, 1, 2].map((position) => `md5(s.id::text || '${position}')::uuid`);
  return `jsonb_build_object(
      'flags', to_jsonb(array_remove(array[
        case when ${missing} then 'place-missing' end,
        case when ${inaccurate} then 'place-inaccurate' end,
        case when ${outside} then 'outside-area' end,
        case when ${noTime} then 'photo-without-time' end,
        case when ${seenBefore} then '${MEASURED_FLAG}' end,
        case when ${nearby} then 'learners-nearby' end], null)),
      'place', jsonb_build_object(
        'status', case when ${missing} then 'missing' when ${inaccurate} then 'inaccurate' else 'ok' end,
        'accuracyMetres', case when ${missing} then null when ${inaccurate} then 40 + ${n} % 60 else 4 + ${n} % 18 end,
        'neededMetres', 25,
        'inArea', case when ${missing} then null else not ${outside} end,
        'metresOutside', case when ${outside} then 200 + ${n} % 3000 end),
      'time', jsonb_build_object(
        'phoneClockAheadSeconds', ${n} % 7 - 3,
        'submittedAt', to_char(s.submitted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'receivedAt', to_char(s.received_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'photos', jsonb_build_array(${photoIds
          .map(
            (id, position) => `jsonb_build_object('photoId', ${id},
              'takenAt', case when ${noTime} and ${position} = 0 then null
                else to_char((s.submitted_at - interval '${20 + position * 7} minutes') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') end,
              'minutesBeforeSubmission', case when ${noTime} and ${position} = 0 then null else ${20 + position * 7} end,
              'status', case when ${noTime} and ${position} = 0 then 'no-time' else 'ok' end)`,
          )
          .join(', ')})),
      'duplicatePhotos', case when ${seenBefore}
        then jsonb_build_array(jsonb_build_object('photoId', ${photoIds[1]}, 'match', 'similar', 'hammingDistance', 1 + ${n} % 5, 'sameLearner', false))
        else '[]'::jsonb end,
      'nearbySubmissions', jsonb_build_object('count', case when ${nearby} then 1 + ${n} % 3 else 0 end,
        'nearestMetres', case when ${nearby} then 5 + ${n} % 40 end),
      'duplicateOf', case when ${seenBefore}
        then jsonb_build_array(jsonb_build_object('photoId', ${photoIds[1]}, 'otherSubmissionId', gen_random_uuid(), 'otherPhotoId', gen_random_uuid()))
        else '[]'::jsonb end,
      'nearby', case when ${nearby}
        then jsonb_build_array(jsonb_build_object('submissionId', gen_random_uuid(), 'userId', gen_random_uuid(),
          'distanceMetres', 5 + ${n} % 40, 'minutesApart', 1 + ${n} % 9))
        else '[]'::jsonb end)`;
}

/** The columns every submission row has, from `s` (its id, user, course, lesson, organization, number n, state and times). */
function submissionColumns() {
  return `s.id, s.user_id, s.course_id, s.lesson_id, s.organization_id, 'scale-' || s.n || '-' || s.attempt, s.state,
       case when s.state = 'submitted' then 1 else 2 end,
       case s.state when 'returned' then 'The gauge is not readable in the first photo: take it again from closer, in daylight.'
                    when 'accepted' then case when s.n % 4 = 0 then 'Clear photos, well measured.' end end,
       case when s.state <> 'submitted' then
         case when s.state = 'accepted' then ('[{"criterionId":"gauge","levelId":"gauge-2"},{"criterionId":"dam","levelId":"dam-' || (1 + s.n % 2) || '"}]')::jsonb
              else '[{"criterionId":"gauge","levelId":"gauge-0"},{"criterionId":"dam","levelId":"dam-1"}]'::jsonb end end,
       case s.state when 'accepted' then 3 + s.n % 2 when 'returned' then 1 end,
       case when s.state <> 'submitted' then s.reviewer_id end,
       case when s.state <> 'submitted' then s.received_at + interval '2 days' end,
       s.submitted_at, s.received_at, s.received_at,
       25.45 + (s.n % 1000) / 10000.0, 78.57 + (s.n % 777) / 10000.0, 4 + s.n % 18, s.submitted_at - interval '30 minutes',
       jsonb_build_array(jsonb_build_object('id', 'level', 'value', 20 + s.n % 300), jsonb_build_object('id', 'silt', 'value', s.n % 80)),
       case when ${percent('s.n', 'voice')} < 70 then 'practicals/' || s.id || '/voice-note.opus' end,
       case when ${percent('s.n', 'voice')} < 70 then 90000 + s.n % 400000 end,
       case when ${percent('s.n', 'voice')} < 70 then 20 + s.n % 100 end,
       ${signalsSql('s.n')}`;
}

const SUBMISSION_INSERT = `insert into practical_submissions (id, user_id, course_id, lesson_id, organization_id, idempotency_key, state,
       version, feedback, marks, score, reviewed_by, reviewed_at, submitted_at, sent_at, received_at, latitude, longitude,
       accuracy_metres, place_captured_at, numbers, voice_storage_path, voice_size_bytes, voice_duration_seconds, signals)`;

/** The SQL statements, in order, each with what it writes; `size` is generate.mjs's sizes(). */
export function practicalSteps(size) {
  const { practicalCourses, practicalOrganizations, practicalSubmissions } = size;
  const latest = Math.round(practicalSubmissions * 0.9);
  const earlier = practicalSubmissions - latest;
  const programmeOrganizations = `select id, row_number() over (order by (substring(name from 12))::int) as o from organizations
       where name like 'Jal Samiti %' and (substring(name from 12))::int <= ${practicalOrganizations}`;
  return [
    [
      'practical lessons',
      `insert into lessons (module_id, title, title_translations, kind, content, duration_minutes, sort_order)
       select m.id, 'Field practical ' || p || ': check dam gauge', jsonb_build_object('hi', 'मैदानी अभ्यास ' || p || ': चेक डैम गेज'),
              'practical', '${PRACTICAL_CONTENT}'::jsonb, 45, 10 + p
       from courses c join course_modules m on m.course_id = c.id and m.sort_order = 2
       cross join generate_series(1, ${PRACTICALS_PER_COURSE}) p
       where c.slug in (select 'scale-course-' || g from generate_series(1, ${practicalCourses}) g)`,
    ],
    [
      'batches',
      `insert into batches (organization_id, name, starts_on, ends_on)
       select o.id, 'Field batch ' || b, (current_date - 180 + b * 7), (current_date + 60 + b * 7)
       from (${programmeOrganizations}) o cross join generate_series(1, ${BATCHES_PER_ORGANIZATION}) b`,
    ],
    [
      'batch courses',
      `with batch as (select b.id, (o.o - 1) * ${BATCHES_PER_ORGANIZATION} + (substring(b.name from 13))::int - 1 as i
                      from batches b join (${programmeOrganizations}) o on o.id = b.organization_id where b.name like 'Field batch %')
       insert into batch_courses (batch_id, course_id, due_on)
       select batch.id, c.id, current_date + 30
       from batch cross join generate_series(0, ${COURSES_PER_BATCH - 1}) k
       join courses c on c.slug = 'scale-course-' || (1 + (batch.i * ${COURSES_PER_BATCH} + k) % ${practicalCourses})`,
    ],
    [
      'batch members',
      `with learner as (select u.id, u.organization_id,
                               row_number() over (partition by u.organization_id order by u.email) as r
                        from users u join (${programmeOrganizations}) o on o.id = u.organization_id
                        where u.email like 'learner%@scale.example.org')
       insert into batch_members (batch_id, user_id, added_at)
       select b.id, learner.id, b.starts_on::timestamptz
       from learner join batches b on b.organization_id = learner.organization_id
         and b.name = 'Field batch ' || (1 + learner.r % ${BATCHES_PER_ORGANIZATION})`,
    ],
    [
      'batch enrolments',
      `insert into enrolments (user_id, course_id, enrolled_at)
       select bm.user_id, bc.course_id, bm.added_at + interval '1 day'
       from batch_members bm join batches b on b.id = bm.batch_id and b.name like 'Field batch %'
       join batch_courses bc on bc.batch_id = b.id
       on conflict (user_id, course_id) do nothing`,
    ],
    [
      'reviewers',
      // The demo trainer's password hash: every reviewer signs in with the demo password.
      `insert into users (name, email, password_hash, role, organization_id, status, created_at)
       select (case r.role when 'TRAINER' then 'Trainer ' else 'Manager ' end) || o.o,
              lower(case r.role when 'TRAINER' then 'trainer' else 'manager' end) || o.o || '@scale.example.org',
              (select password_hash from users where email = 'trainer@jalshiksha.org'), r.role, o.id, 'active', now() - interval '200 days'
       from (${programmeOrganizations}) o cross join (values ('TRAINER'), ('ORGANIZATION')) r(role)`,
    ],
    [
      'practical submissions',
      // Each learner's practicals (two courses of the batch, two lessons each) in a random order:
      // the first `latest` are the learners' latest submissions, one per learner and lesson.
      `with slot as (
         select bm.user_id, u.organization_id, bc.course_id, l.id as lesson_id
         from batch_members bm join batches b on b.id = bm.batch_id and b.name like 'Field batch %'
         join users u on u.id = bm.user_id
         join batch_courses bc on bc.batch_id = b.id
         join course_modules m on m.course_id = bc.course_id
         join lessons l on l.module_id = m.id and l.kind = 'practical'
         order by md5(bm.user_id::text || l.id::text)
         limit ${latest}),
       numbered as (select slot.*, row_number() over () as n from slot),
       timed as (
         select numbered.*, gen_random_uuid() as id, 1 as attempt,
                case when ${percent('n', 'state')} < 27 then 'submitted' when ${percent('n', 'state')} < 87 then 'accepted' else 'returned' end as state,
                -- Waiting ones arrived in the last three weeks; reviewed ones over the half-year before.
                now() - case when ${percent('n', 'state')} < 27 then ((n * 7919) % (21 * 24 * 60)) * interval '1 minute'
                             else interval '21 days' + ((n * 7919) % (160 * 24 * 60)) * interval '1 minute' end as received_at
         from numbered)
       ${SUBMISSION_INSERT}
       select ${submissionColumns()}
       from (select timed.*, timed.received_at - (n % 600) * interval '1 minute' as submitted_at,
                    (select id from users where organization_id = timed.organization_id and role = 'TRAINER' limit 1) as reviewer_id
             from timed) s`,
    ],
    [
      'returned earlier',
      // The attempts before a learner's latest submission (waiting or accepted), returned by the trainer.
      `with later as (
         select p.* from practical_submissions p
         where p.idempotency_key like 'scale-%' and p.state in ('submitted', 'accepted')
         order by md5(p.id::text) limit ${earlier})
       ${SUBMISSION_INSERT}
       select ${submissionColumns()}
       from (select gen_random_uuid() as id, later.user_id, later.course_id, later.lesson_id, later.organization_id,
                    (substring(later.idempotency_key from 7 for length(later.idempotency_key) - 8))::int as n, 0 as attempt,
                    'returned' as state, later.received_at - interval '9 days' as received_at,
                    later.submitted_at - interval '9 days' as submitted_at, later.reviewed_by as reviewer_id
             from later) s`,
    ],
    [
      'practical photos',
      `insert into practical_photos (id, submission_id, lesson_id, position, storage_path, size_bytes, width, height,
              thumbnail_path, thumbnail_size_bytes, sha256, difference_hash, exif_taken_at, exif_latitude, exif_longitude)
       select md5(s.id::text || p)::uuid, s.id, s.lesson_id, p, 'practicals/' || s.id || '/' || md5(s.id::text || p)::uuid || '.jpg',
              150000 + abs(hashtext(s.id::text || p)) % 60000, 1600, 1200,
              'practicals/' || s.id || '/' || md5(s.id::text || p)::uuid || '-320.jpg', 12000 + abs(hashtext(s.id::text || p)) % 6000,
              md5(s.id::text || p) || md5(s.id::text || p || 'x'), hashtextextended(s.id::text || p, 0),
              s.submitted_at - (20 + p * 7) * interval '1 minute', s.latitude, s.longitude
       from practical_submissions s cross join generate_series(0, 2) p
       where s.idempotency_key like 'scale-%'`,
    ],
  ];
}
