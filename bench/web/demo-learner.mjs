// The demo learner, as the benchmarks sign in: the seeded account and the course they learn.
export const DEMO_LEARNER = { email: 'learner@jalshiksha.org', password: 'Demo@1234' };
export const DEMO_COURSE = 'watershed-basics';

/** The API's answer's data, or an error saying which request failed. */
export async function api(base, path, { token, method = 'GET', body } = {}) {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status}`);
  return (await response.json()).data;
}

/**
 * The demo learner's own pages, as [name, url, session]: My learning, the demo course's LMS page
 * and the lesson they are at in the player. The session ({ token, user }) is theirs.
 */
export async function signedInPages(base) {
  const { token, user } = await api(base, '/v1/user/login', { method: 'POST', body: DEMO_LEARNER });
  await fetch(`${base}/api/v1/courses/${DEMO_COURSE}/enroll`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  const lms = await api(base, `/v1/courses/${DEMO_COURSE}/lms`, { token });
  const lessonId = lms.currentLessonId ?? lms.modules[0].lessons[0].id;
  const session = { token, user };
  return [
    ['/my-learning', `${base}/my-learning`, session],
    ['LMS page', `${base}/courses/${lms.course.id}/lms`, session],
    ['player', `${base}/learn/${lms.course.id}/${lessonId}`, session],
  ];
}
