// Generated from the API document (/api/docs/json) by `npm run generate:api-client`; do not edit.
// A test fails when this file no longer matches the document.
export interface paths {
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Liveness and database reachability
     * @description **Who may call:** Anyone, signed in or not.
     */
    get: operations['health.check'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health/ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Readiness: database reachable, migrations applied, change feed listening, not shutting down (503 otherwise)
     * @description **Who may call:** Anyone, signed in or not.
     */
    get: operations['health.ready'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/account/second-factor': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Whether two-step sign-in is on, required, and how many recovery codes are left
     * @description **Who may call:** Any signed-in user (learner, trainer, organization manager, administrator or super administrator).
     */
    get: operations['account.secondFactor'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/account/second-factor/disable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Turn two-step sign-in off, with the password or a current code (administrators cannot outside demo mode)
     * @description **Who may call:** Any signed-in user (learner, trainer, organization manager, administrator or super administrator).
     */
    post: operations['account.secondFactorDisable'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/account/second-factor/enrolment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start setting up two-step sign-in: a new secret (QR code and text), in effect once confirmed
     * @description **Who may call:** Any signed-in user (learner, trainer, organization manager, administrator or super administrator).
     */
    post: operations['account.secondFactorEnrolment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/account/second-factor/enrolment/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirm two-step sign-in with one code from the app; answers the recovery codes, shown this once
     * @description **Who may call:** Any signed-in user (learner, trainer, organization manager, administrator or super administrator).
     */
    post: operations['account.secondFactorEnrolmentConfirm'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/audit-log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Entries of the audit log, newest first, filtered by action, actor, target type and dates
     * @description **Who may call:** Super administrators only.
     */
    get: operations['auditLog.list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/audit-log.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The filtered audit log as CSV (UTF-8 with BOM, for Excel; times in ISO 8601), streamed
     * @description **Who may call:** Super administrators only.
     */
    get: operations['auditLog.exportCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/demo-mode': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Whether demo mode is on, since when, and its accounts
     * @description **Who may call:** Super administrators only.
     */
    get: operations['demoMode.status'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/demo-mode/end': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * End demo mode: every demo account is disabled and signed out, and none is created again
     * @description **Who may call:** Super administrators only.
     */
    post: operations['demoMode.end'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/jobs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The jobs in one state (parked unless asked otherwise), latest change first, with their last failure
     * @description **Who may call:** Administrators and super administrators.
     */
    get: operations['jobs.list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/jobs/{id}/rerun': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Run a parked job again, at once and with all its tries (409 when it is not parked)
     * @description **Who may call:** Administrators and super administrators.
     */
    post: operations['jobs.rerun'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/jobs/summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * How many jobs of each kind are waiting, running, done (kept for a week) and parked
     * @description **Who may call:** Administrators and super administrators.
     */
    get: operations['jobs.summary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/alerts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Every alert, newest first
     * @description **Who may call:** Administrators and super administrators.
     */
    get: operations['alerts.list'];
    put?: never;
    /**
     * Create an alert
     * @description **Who may call:** Administrators and super administrators.
     */
    post: operations['alerts.create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/alerts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One alert
     * @description **Who may call:** Administrators and super administrators.
     */
    get: operations['alerts.get'];
    /**
     * Edit an alert
     * @description **Who may call:** Administrators and super administrators.
     */
    put: operations['alerts.update'];
    post?: never;
    /**
     * Delete an alert
     * @description **Who may call:** Administrators and super administrators.
     */
    delete: operations['alerts.delete'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/alerts/{id}/toggle': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Switch an alert on or off
     * @description **Who may call:** Administrators and super administrators.
     */
    patch: operations['alerts.toggle'];
    trace?: never;
  };
  '/api/v1/alerts/current': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The alert the site banner shows now, or null
     * @description **Who may call:** Anyone, signed in or not.
     */
    get: operations['alerts.current'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/forgot-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Email a link to set a new password (same answer whether or not the account exists; limited per address and per email)
     * @description **Who may call:** Anyone, signed in or not.
     */
    post: operations['auth.forgotPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * End the current session (always succeeds)
     * @description **Who may call:** Anyone, signed in or not.
     */
    post: operations['auth.signOut'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/reset-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set a new password with an emailed link's token (once; ends every session of the account)
     * @description **Who may call:** Anyone, signed in or not.
     */
    post: operations['auth.resetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/second-factor': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in, second step: the password step's challenge with a 6-digit code or a recovery code
     * @description Each code is accepted once; each recovery code once ever. Failed codes are counted as failed sign-ins: too many answer 429 with Retry-After.
     *
     *     **Who may call:** Anyone, signed in or not.
     */
    post: operations['auth.secondFactor'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/second-factor/enrolment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in, enrolment step: a new authenticator secret for an 'enrol' challenge (QR code and text)
     * @description **Who may call:** Anyone, signed in or not.
     */
    post: operations['auth.secondFactorEnrolment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/second-factor/enrolment/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in, enrolment step: confirm with one code; answers the session and the recovery codes (shown once)
     * @description **Who may call:** Anyone, signed in or not.
     */
    post: operations['auth.secondFactorEnrolmentConfirm'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/signin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in (catalogue name of the same call)
     * @description Answers 200 with a session (`token`), or, for an account with two-step sign-in, 202 with no session but a `challenge` (`secondFactor: 'code'`) to send with a code to POST /v1/auth/second-factor. An administrator outside demo mode who has not set it up gets `secondFactor: 'enrol'`: the challenge then allows only POST /v1/auth/second-factor/enrolment and its /confirm, which ends signed in.
     *
     *     **Who may call:** Anyone, signed in or not.
     */
    post: operations['auth.signIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/signup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a learner account and sign in (limited per address)
     * @description **Who may call:** Anyone, signed in or not.
     */
    post: operations['auth.signUp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/auth/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Check that the token is valid
     * @description **Who may call:** Any signed-in user (learner, trainer, organization manager, administrator or super administrator).
     */
    get: operations['auth.verify'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/batches': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Batches the caller may run (administrators: of one organization when asked)
     * @description **Who may call:** Administrators, super administrators, and organization managers that have an organization.
     */
    get: operations['batches.list'];
    put?: never;
    /**
     * Create a batch (an organization manager: in its own organization)
     * @description **Who may call:** Administrators, super administrators, and organization managers that have an organization.
     */
    post: operations['batches.create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/batches/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One batch with its courses and learners
     * @description **Who may call:** Administrators, super administrators, and organization managers that have an organization.
     */
    get: operations['batches.get'];
    /**
     * Rename a batch or change its dates
     * @description **Who may call:** Administrators, super administrators, and organization managers that have an organization.
     */
    put: operations['batches.update'];
    post?: never;
    /**
     * Delete a batch (its learners keep their enrolments and progress)
     * @description **Who may call:** Administrators, super administrators, and organization managers that have an organization.
     */
    delete: operations['batches.delete'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/batches/{id}/courses/{courseId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Assign a published course with its due date, or change the date; enrols every learner of the batch
     * @description **Who may call:** Administrators, super administrators, and organization managers that have an organization.
     */
    put: operations['batches.assignCourse'];
    post?: never;
    /**
     * Take a course off a batch (its learners stay enrolled)
     * @description **Who may call:** Administrators, super administrators, and organization managers that have an organization.
     */
    delete: operations['batches.unassignCourse'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/batches/{id}/members': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add learners of the batch's organization; each is enrolled in the batch's courses
     * @description **Who may call:** Administrators, super administrators, and organization managers that have an organization.
     */
    post: operations['batches.addLearners'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/batches/{id}/members/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Take a learner out of a batch (their enrolments and progress stay)
     * @description **Who may call:** Administrators, super administrators, and organization managers that have an organization.
     */
    delete: operations['batches.removeLearner'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/batches/{id}/progress': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A batch's learners × courses: not started, % done, completed, certificate, overdue
     * @description **Who may call:** Administrators, super administrators, and organization managers that have an organization.
     */
    get: operations['progress.board'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/batches/{id}/progress/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The progress board as CSV (UTF-8 with BOM) or XLSX, filtered as on the page
     * @description **Who may call:** Administrators, super administrators, and organization managers that have an organization.
     */
    get: operations['progress.export'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/certificates/{code}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Public verification of a certificate code: valid or revoked, with the learner, course, field practicals passed and date
     * @description **Who may call:** Anyone, signed in or not.
     */
    get: operations['certificates.verify'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/certificates/{code}/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The certificate as a one-page bilingual PDF with a QR code to its verification page (its learner or an administrator)
     * @description Answers application/pdf; `?download=1` asks the browser to save it instead of showing it.
     *
     *     **Who may call:** Any signed-in user (learner, trainer, organization manager, administrator or super administrator).
     */
    get: operations['certificates.downloadPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/certificates/{code}/revoke': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Revoke a certificate (administrators): its verification then says revoked
     * @description **Who may call:** Administrators and super administrators.
     */
    post: operations['certificates.revoke'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/contact': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a message to the team (public; limited per address)
     * @description **Who may call:** Anyone, signed in or not.
     */
    post: operations['contact.send'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List courses. Visitors and learners only ever get published ones; admins may filter by status.
     * @description **Who may call:** Anyone, signed in or not.
     */
    get: operations['courses.list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One course with its outline of modules and lessons (by id or slug)
     * @description **Who may call:** Anyone, signed in or not.
     */
    get: operations['courses.get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/{id}/enroll': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Enrol the caller in a published course (by id or slug): 201 when new, 200 when already enrolled
     * @description **Who may call:** Any signed-in user (learner, trainer, organization manager, administrator or super administrator).
     */
    post: operations['learning.enrol'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/{id}/lessons/{lessonId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One lesson for the player, with its content (quiz questions without their answers) and saved video position
     * @description A locked lesson is refused with 403, unless `for=offline` asks for it to be downloaded: then it is sent with its state `locked` (a downloaded course holds every lesson; completions still follow the order).
     *
     *     **Who may call:** Any signed-in user (learner, trainer, organization manager, administrator or super administrator).
     */
    get: operations['learning.getLesson'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/{id}/lessons/{lessonId}/attempts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Submit quiz answers: graded on the server; a failed attempt says how many answers were right, not which
     * @description An attempt that passes also says right or wrong per question with its explanation (never which option was right). After 3 failed attempts (and no pass) each next attempt waits 1, then 5, then 30 minutes after the previous one: until then 429 with Retry-After (seconds) and the time left in the message; the result and the player lesson give it as nextAttemptInSeconds.
     *
     *     **Who may call:** Any signed-in user (learner, trainer, organization manager, administrator or super administrator).
     */
    post: operations['learning.submitQuiz'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/{id}/lessons/{lessonId}/audio/{language}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A text lesson read aloud in one language (an MP3, or with `format=opus` Opus in Ogg), with HTTP range requests: 206 with Content-Range, 416 past the end
     * @description For learners enrolled in the published course (any of its text lessons: a downloaded course holds them all) and administrators (any course): 403 otherwise. 404 when the lesson has no audio in the language yet. The player's text lesson lists the address of each with `?v=` naming the text it was made from: with the current `v` the file is kept for a year, without it (or with an old one) the current file is sent and not kept. `format=opus` answers 404 until the Opus copy is made (the lesson lists it once it is).
     *
     *     **Who may call:** Any signed-in user (learner, trainer, organization manager, administrator or super administrator).
     */
    get: operations['learning.lessonAudio'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/{id}/lessons/{lessonId}/position': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Save the video position (seconds); watched time counts towards completion, no faster than the clock
     * @description The player reports when playback starts, every ~10 s while playing, on pause, seek and end. Watched seconds grow towards the reported position by at most the time since the previous report (plus 10 %), never past the length the server read from the file; the body's durationSeconds is not used for counting. A position past the end of the video is refused with 400.
     *
     *     **Who may call:** Any signed-in user (learner, trainer, organization manager, administrator or super administrator).
     */
    put: operations['learning.savePosition'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/{id}/lessons/{lessonId}/practical-submissions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The caller's submissions of a field practical, the latest first, with their state and signals
     * @description **Who may call:** Any signed-in user (learner, trainer, organization manager, administrator or super administrator).
     */
    get: operations['practicals.listOwn'];
    put?: never;
    /**
     * Send a field practical: photos, a voice note, numbers and the place, as multipart/form-data
     * @description For the learner enrolled in the course, once the lesson is open. Parts: `submission` (JSON: idempotencyKey, submittedAt and sentAt on the phone's clock with its offset, timeZoneOffsetMinutes, place {latitude, longitude, accuracyMetres, capturedAt} or null, numbers [{id, value}]), then one `photo` part per photo in the order the lesson asks (JPEG, PNG or WebP, checked by content, at most 5 MB and 16 megapixels each), and `voiceNote` (WebM, Ogg, MP4, WAV or MP3, at most 10 MB and the lesson's seconds). Photos are stored re-encoded as JPEG (at most 1600 px, and a 320 px thumbnail) without metadata; their EXIF time and place are kept as data. The voice note is stored as Opus. Phone times are moved onto the server's clock by the difference between `sentAt` and the server's clock on arrival. Nothing is stored unless every part is valid. The same idempotencyKey answers the first submission (200). `signals` say what deserves a reviewer's look: the place against the accuracy and area asked, the photos' times, photos sent before, and other learners at the same spot within minutes.
     *
     *     **Who may call:** Any signed-in user (learner, trainer, organization manager, administrator or super administrator).
     */
    post: operations['practicals.submit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/{id}/lessons/{lessonId}/practical-submissions/from-uploads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a field practical whose files were sent in pieces
     * @description The JSON fields of the multipart submission (`practicals.submit`), with `photoUploadIds` (in the order the lesson asks) and `voiceNoteUploadId` in place of the files. Each must be a complete upload of the caller, of its kind (400 `PRACTICAL_UPLOAD_NOT_READY` with `errors` by field otherwise, and nothing is stored). Then everything is checked and stored exactly as the multipart submission is, with the same refusals; the uploads are removed once it is stored. The same idempotencyKey answers the first submission (200), even after its uploads were removed.
     *
     *     **Who may call:** Any signed-in user (learner, trainer, organization manager, administrator or super administrator).
     */
    post: operations['practicals.submitFromUploads'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/{id}/lms': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The course's modules and lessons with the caller's state per lesson, progress, current lesson and certificate
     * @description Works before enrolment: `enrolled` is false and the states are those of a fresh start.
     *
     *     **Who may call:** Any signed-in user (learner, trainer, organization manager, administrator or super administrator).
     */
    get: operations['learning.courseState'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/{id}/next': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Complete the current lesson (or the given open one) and get the next one with the new progress
     * @description Text and document lessons complete when asked; a video once about 90 % of its length (read by the server from the file) was watched as the server counts it (see the position endpoint); a quiz once passed. Otherwise 409 with the reason. A locked lesson is refused with 403. Completing an already completed lesson succeeds again (safe to retry). Completing the last lesson issues the certificate once.
     *
     *     **Who may call:** Any signed-in user (learner, trainer, organization manager, administrator or super administrator).
     */
    post: operations['learning.completeLesson'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/{id}/offline': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Every file to download to learn a course offline (by id or slug), with sizes and versions, at a video quality
     * @description For learners enrolled in the published course (403 otherwise). Items are same-origin URLs (API paths start with /api/): the course and lesson pages, the course state, each lesson, its video at the quality asked for (the original when no smaller copy was made) in the `language` asked for when the lesson has a copy spoken in it, captions, documents, text lessons' figures, the text lessons' audio and the course image (its smallest copy when one was made). Each is sized as it travels to this browser: files exactly, pages and the web app's files as the server sends them with this request's Accept-Encoding (compressed), JSON estimated. A text lesson is read aloud in the language the player shows it in (the `language` asked for when the lesson is written in it, else English; every language without `language`) and in the one `audio` format the browser plays: `opus` lists the Opus file (the MP3 while its Opus copy is still being made), `mp3` (the default) the MP3. An item's version changes whenever its content does, and the package's version whenever any item's does. `sizes` gives the total at every quality. The first download time is recorded and returned as `downloadedAt`; `purpose=sizes` (a look at the sizes before choosing) records nothing and gives `downloadedAt` only when the course was downloaded before.
     *
     *     **Who may call:** Any signed-in user (learner, trainer, organization manager, administrator or super administrator).
     */
    get: operations['learning.offlinePackage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/admin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Every course whatever its status, with search in any language, status filter, sort and pages
     * @description **Who may call:** Administrators and super administrators.
     */
    get: operations['courseAdmin.list'];
    put?: never;
    /**
     * Create a course; its slug comes from the English title
     * @description **Who may call:** Administrators and super administrators.
     */
    post: operations['courseAdmin.create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/admin/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One course with its whole curriculum, lesson content included
     * @description **Who may call:** Administrators and super administrators.
     */
    get: operations['courseAdmin.get'];
    /**
     * Change any of the course fields (publish by setting the status)
     * @description **Who may call:** Administrators and super administrators.
     */
    put: operations['courseAdmin.update'];
    post?: never;
    /**
     * Delete a course with no enrolled learners (archive it otherwise)
     * @description **Who may call:** Administrators and super administrators.
     */
    delete: operations['courseAdmin.delete'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/admin/{id}/lessons/{lessonId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Replace a lesson (title, kind, duration, content)
     * @description **Who may call:** Administrators and super administrators.
     */
    put: operations['courseAdmin.replaceLesson'];
    post?: never;
    /**
     * Remove a lesson
     * @description **Who may call:** Administrators and super administrators.
     */
    delete: operations['courseAdmin.deleteLesson'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/admin/{id}/lessons/{lessonId}/move': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Move a lesson to a position in a module of the course
     * @description **Who may call:** Administrators and super administrators.
     */
    put: operations['courseAdmin.moveLesson'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/admin/{id}/modules': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a module at the end
     * @description **Who may call:** Administrators and super administrators.
     */
    post: operations['courseAdmin.addModule'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/admin/{id}/modules/{moduleId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Edit a module
     * @description **Who may call:** Administrators and super administrators.
     */
    put: operations['courseAdmin.updateModule'];
    post?: never;
    /**
     * Remove a module and its lessons
     * @description **Who may call:** Administrators and super administrators.
     */
    delete: operations['courseAdmin.deleteModule'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/admin/{id}/modules/{moduleId}/lessons': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a lesson at the end of a module
     * @description **Who may call:** Administrators and super administrators.
     */
    post: operations['courseAdmin.addLesson'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/admin/{id}/modules/{moduleId}/lessons/order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Put the lessons of a module in this order
     * @description **Who may call:** Administrators and super administrators.
     */
    put: operations['courseAdmin.orderLessons'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/admin/{id}/modules/order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Put the modules in this order (every module id once)
     * @description **Who may call:** Administrators and super administrators.
     */
    put: operations['courseAdmin.orderModules'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/admin/translations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Course titles and descriptions per language, with what is missing
     * @description **Who may call:** Administrators and super administrators.
     */
    get: operations['courseAdmin.translations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/categories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Categories of the published courses, each with its number of published courses
     * @description **Who may call:** Anyone, signed in or not.
     */
    get: operations['courses.categories'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/courses/stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Courses by status, modules, lessons and enrolments
     * @description **Who may call:** Administrators and super administrators.
     */
    get: operations['courseAdmin.stats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/demo-mode': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * While demo mode is on, the demo accounts the sign-in page offers and their shared password
     * @description **Who may call:** Anyone, signed in or not.
     */
    get: operations['demoMode.accounts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/enrolments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The caller's courses with their progress, the lesson to continue with and the certificate
     * @description Courses in progress come first, the one worked on most recently at the top; completed courses follow, the latest first. `resumeLessonId` is the lesson the caller last worked on while it is open and not complete, else the first lesson not complete.
     *
     *     **Who may call:** Any signed-in user (learner, trainer, organization manager, administrator or super administrator).
     */
    get: operations['learning.myEnrolments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/languages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Every language, active or not
     * @description **Who may call:** Administrators and super administrators.
     */
    get: operations['languages.list'];
    put?: never;
    /**
     * Add a language (inactive until its texts are ready)
     * @description **Who may call:** Administrators and super administrators.
     */
    post: operations['languages.create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/languages/{code}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Rename, activate or deactivate, or make the default
     * @description **Who may call:** Administrators and super administrators.
     */
    patch: operations['languages.update'];
    trace?: never;
  };
  '/api/v1/map-tiles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Whether a base map is loaded, and what it covers
     * @description Everyone who reviews field practicals (administrators, and organization managers and trainers that have an organization); learners are refused with 403. `archive` is null when no map is loaded (the review page then draws its plain map); otherwise its file's URL (an API path below /api, named by the archive, so it never names other bytes), its size, what its tiles hold (`vector`, `mlt`, `png`, `jpeg`, `webp`, `avif`), its zooms, bounds and centre from the PMTiles header, and from its metadata the attribution as plain text and the ids of its vector layers. `maxUploadBytes` is the largest file an upload may be (MAP_TILES_MAX_MB).
     *
     *     **Who may call:** Administrators, super administrators, and organization managers and trainers that have an organization.
     */
    get: operations['mapTiles.get'];
    /**
     * Load the base map (administrators): a PMTiles file in the multipart field `file`, in place of any other
     * @description A PMTiles archive of version 3, of vector (MVT or MLT) or picture (PNG, JPEG, WebP, AVIF) tiles, at most 512 MB here (MAP_TILES_MAX_MB; 413 MAP_TILES_TOO_LARGE, refused as soon as the body says or grows past it, and nothing is kept). It is judged by its content, not its name: an MBTiles file is refused with 400 MAP_TILES_MBTILES (convert it with `pmtiles convert`), anything else that is not PMTiles 3 with 400 MAP_TILES_NOT_PMTILES, and a header that is not sound (an unknown tile type, brotli or zstd compression, zooms out of order or past 26, bounds that are no box on the Earth, sections outside the file) with 400 MAP_TILES_BAD_HEADER naming the part in `errorParams.problem`. The archive is kept privately in the media store; the one it replaces is deleted. Answers the new archive as `GET /v1/map-tiles` does.
     *
     *     **Who may call:** Administrators and super administrators.
     */
    put: operations['mapTiles.upload'];
    post?: never;
    /**
     * Remove the base map (administrators): the review page draws its plain map again
     * @description Deletes the archive and its file. 404 when no map is loaded.
     *
     *     **Who may call:** Administrators and super administrators.
     */
    delete: operations['mapTiles.remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/map-tiles/archives/{archiveId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The base map file (PMTiles), with HTTP range requests: 206 with Content-Range, 416 past the end
     * @description Everyone who reviews field practicals (administrators, and organization managers and trainers that have an organization); learners are refused with 403. Only the current archive's id is found (404 for a replaced or removed one). A map reader asks for the header and root directory, then for each tile, in byte ranges. The answer carries an ETag (`If-None-Match` gets 304; `If-Range` with another tag gets the whole file) and may be kept by the browser for a year: the URL never names other bytes.
     *
     *     **Who may call:** Administrators, super administrators, and organization managers and trainers that have an organization.
     */
    get: operations['mapTiles.archive'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/media': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a media file (administrators): multipart/form-data with one field `file`
     * @description Accepted: MP4/WebM video up to 50 MB, PDF up to 10 MB, WebVTT captions and PNG/JPEG/WebP images up to 1 MB each. The extension and the first bytes must agree; SVG is refused. A picture is kept without its metadata, upright, with copies 320 and 640 pixels wide in WebP and in its own format (`sizeBytes` is what is kept); one whose data cannot be decoded is refused (415).
     *
     *     **Who may call:** Administrators and super administrators.
     */
    post: operations['media.upload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/media/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A media file (video, captions, PDF, image) with HTTP range requests: 206 with Content-Range, 416 for a range past the end
     * @description Public when a published course uses the file; administrators see every file. `?download=1` asks to save it. `?quality=240p|360p` asks for a smaller copy of a video: sent when one was made (an MP4), else the original; `original` (or no quality) is the file as uploaded. A picture (PNG, JPEG, WebP) is kept without its metadata (EXIF, XMP, IPTC), upright; `?width=320|640` asks for a smaller copy of it, in its own format or with `format=webp` in WebP: sent when one was made (none is made wider than the picture), else the picture itself. Every answer carries an ETag: `If-None-Match` with it gets 304, and `If-Range` with another one gets the whole file. Every process serving the database serves every file.
     *
     *     **Who may call:** Anyone, signed in or not.
     */
    get: operations['media.get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The latest notices of the caller and how many are unread (reminders due now are made first)
     * @description **Who may call:** Any signed-in user (learner, trainer, organization manager, administrator or super administrator).
     */
    get: operations['notifications.list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/notifications/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mark some of the caller’s notices read (all of them when no ids are given)
     * @description **Who may call:** Any signed-in user (learner, trainer, organization manager, administrator or super administrator).
     */
    post: operations['notifications.markRead'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/organizations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Organizations with search, status filter and paging
     * @description **Who may call:** Administrators and super administrators.
     */
    get: operations['organizations.list'];
    put?: never;
    /**
     * Create an organization
     * @description **Who may call:** Administrators and super administrators.
     */
    post: operations['organizations.create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/organizations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One organization
     * @description **Who may call:** Administrators, super administrators, and organization managers that have an organization.
     */
    get: operations['organizations.get'];
    /**
     * Edit an organization
     * @description **Who may call:** Administrators and super administrators.
     */
    put: operations['organizations.update'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/organizations/{id}/toggle-status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Activate or deactivate (deactivation signs its users out and blocks their sign-in)
     * @description **Who may call:** Administrators and super administrators.
     */
    patch: operations['organizations.toggleStatus'];
    trace?: never;
  };
  '/api/v1/organizations/{id}/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The organization's users
     * @description **Who may call:** Administrators, super administrators, and organization managers that have an organization.
     */
    get: operations['organizations.users'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/practical-reviews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The review queue: submissions of field practicals in a state, oldest first
     * @description Administrators see every submission; an organization's managers and trainers see the submissions its learners sent while in it (another organization's is 404). Learners are refused with 403. `state` is submitted (waiting, the default), accepted or returned; `courseId`, `batchId` (its learners) and `flag` (a signal, e.g. `photo-seen-before`, `outside-area`, `place-inaccurate`) narrow it. Each item has what a list shows and the version a review sends back.
     *
     *     **Who may call:** Administrators, super administrators, and organization managers and trainers that have an organization.
     */
    get: operations['practicalReviews.queue'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/practical-reviews/{submissionId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One submission of a field practical in full, for its reviewer
     * @description Administrators see every submission; an organization's managers and trainers see the submissions its learners sent while in it (another organization's is 404). Learners are refused with 403. The learner; the course; the lesson with what it asks (instructions, photos and captions, the voice note, numbers with units and ranges, the place and its area, the rubric with its pass mark); the numbers and place sent; photo and voice-note URLs (API paths below /api); the signals in full (which other submissions share a photo, which learners were nearby); the state, the version, and the last review (marks, score, feedback, reviewer, time) or null.
     *
     *     **Who may call:** Administrators, super administrators, and organization managers and trainers that have an organization.
     */
    get: operations['practicalReviews.get'];
    put?: never;
    /**
     * Accept a field practical, or return it to be sent again with feedback
     * @description Administrators see every submission; an organization's managers and trainers see the submissions its learners sent while in it (another organization's is 404). Learners are refused with 403. `marks` gives one level of every criterion of the lesson's rubric (400 naming each missing, unknown or repeated one, by `marks.<criterionId>`); the score is the chosen levels' points added up. `accepted` needs a score at the pass mark or above (400 PRACTICAL_BELOW_PASS_MARK with the score and the pass mark); `returned` needs `feedback` (400 PRACTICAL_FEEDBACK_REQUIRED). The review is written only if `version` is still the submission's (409 PRACTICAL_ALREADY_REVIEWED: someone else reviewed it; nothing is written). An accepted submission cannot be returned (409 PRACTICAL_ALREADY_ACCEPTED); a returned one can be accepted unless the learner has sent the practical again (409 PRACTICAL_AWAITING_REVIEW). Accepting completes the lesson for the learner, and the course with its certificate when it was the last lesson (a certificate lists the practicals accepted in its course). The learner is told in the bell, and by email when mail is set up, in their language. Every review is written to the audit log (`practical.review`). Answers the submission as reviewed, with its new version.
     *
     *     **Who may call:** Administrators, super administrators, and organization managers and trainers that have an organization.
     */
    post: operations['practicalReviews.review'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/practical-submissions/{submissionId}/photos/{photoId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A submission's photo: the stored JPEG (at most 1600 px) or `size=thumbnail` (320 px), without metadata
     * @description Served to the learner who sent it, administrators and the managers of the learner's organization; 404 for anyone else.
     *
     *     **Who may call:** Any signed-in user (learner, trainer, organization manager, administrator or super administrator).
     */
    get: operations['practicals.photo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/practical-submissions/{submissionId}/voice-note': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A submission's voice note, as Opus in Ogg
     * @description Served to the learner who sent it, administrators and the managers of the learner's organization; 404 for anyone else.
     *
     *     **Who may call:** Any signed-in user (learner, trainer, organization manager, administrator or super administrator).
     */
    get: operations['practicals.voiceNote'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/practical-uploads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start sending one file of a field practical in pieces: a photo or the voice note
     * @description Declares the file: its kind, its size in bytes and its SHA-256 (lowercase hex). A photo may be at most 5 MB and a voice note 10 MB (413 `UPLOAD_TOO_LARGE` before any byte is sent). The upload is the caller's own, never served, and removed 7 days after its last piece, or once a submission is made from it. A learner holds at most 22: making another removes the one added to longest ago.
     *
     *     **Who may call:** Any signed-in user (learner, trainer, organization manager, administrator or super administrator).
     */
    post: operations['practicals.createUpload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/practical-uploads/{uploadId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * How much of a file has arrived: where to resume
     * @description Also as HEAD, with no body: `Upload-Offset` is the bytes the server holds, and `Upload-Length` the size declared.
     *
     *     **Who may call:** Any signed-in user (learner, trainer, organization manager, administrator or super administrator).
     */
    get: operations['practicals.getUpload'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Add the next piece of a file
     * @description Body: the piece's bytes, `Content-Type: application/offset+octet-stream`, at most 64 KB (413 beyond, before it is kept). `Upload-Offset` must be the bytes the server holds (400 `UPLOAD_OFFSET_MISMATCH` otherwise, with the right offset in `Upload-Offset` and `errorParams.receivedBytes`). A piece is kept whole or not at all: one cut short by a dropped link leaves the upload as it was, so ask the offset (GET or HEAD) and resume from there. A piece past the declared size is refused with 413 `UPLOAD_TOO_LARGE`. When the last byte arrives, the SHA-256 of the whole file must be the one declared, or every byte is dropped and the upload starts again from 0 (400 `UPLOAD_HASH_MISMATCH`). A complete upload takes nothing more (409 `UPLOAD_COMPLETE`). Answers the upload, and its new offset in `Upload-Offset`.
     *
     *     **Who may call:** Any signed-in user (learner, trainer, organization manager, administrator or super administrator).
     */
    patch: operations['practicals.appendPiece'];
    trace?: never;
  };
  '/api/v1/reports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Enrolments, completions and certificates over time, and a page each of the tables per course and per organization
     * @description **Who may call:** Administrators, super administrators, and organization managers that have an organization.
     */
    get: operations['reports.get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/reports/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One whole table of the report as CSV (UTF-8 with BOM, for Excel; dates YYYY-MM-DD; headings in the language asked for), streamed
     * @description **Who may call:** Administrators, super administrators, and organization managers that have an organization.
     */
    get: operations['reports.exportCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/sync': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Apply what the learner did offline (completions, video positions, quiz answers), each event once, in time order
     * @description Each event carries a key made on the device: an event whose key was received before is not applied again and answers `duplicate` with its first outcome. Event times are moved by the difference between the server clock and `sentAt` (the device clock may be wrong), and events are applied in that order (the order sent when times are equal). Completions and quiz answers follow the rules of the online endpoints: lessons unlock in order, a video completes once about 90 % was watched, a quiz once passed, quiz answers are graded on arrival and wait after 3 failed attempts; the last completion issues the certificate. A video position counts only for a course downloaded for offline use, dated after that download, not after now and not before the last report of the lesson; watched time grows only between two reports of the same lesson with no event of another lesson between them, by at most their time difference plus 10 %, the first report of a run only starting the clock. An event that breaks a rule, names a course the learner is not enrolled in or an unknown lesson is `refused` with the reason; the other events are applied all the same. Outcomes come in the order applied.
     *
     *     **Who may call:** Any signed-in user (learner, trainer, organization manager, administrator or super administrator).
     */
    post: operations['learning.sync'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/translations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Keys with their text per language (search, page, missing filter)
     * @description **Who may call:** Administrators and super administrators.
     */
    get: operations['translations.list'];
    put?: never;
    /**
     * Add a key to a page
     * @description **Who may call:** Administrators and super administrators.
     */
    post: operations['translations.create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/translations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Change one text (one key in one language)
     * @description **Who may call:** Administrators and super administrators.
     */
    put: operations['translations.update'];
    post?: never;
    /**
     * Delete the key of this row, in every language
     * @description **Who may call:** Administrators and super administrators.
     */
    delete: operations['translations.delete'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/translations/bulk/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Set many texts of one page at once ({id} is the page); also the JSON import
     * @description **Who may call:** Administrators and super administrators.
     */
    put: operations['translations.bulkUpdate'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/translations/frontend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * UI strings for a page (plus the general set) in every active language
     * @description **Who may call:** Anyone, signed in or not.
     */
    get: operations['translations.frontend'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/translations/hierarchy': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Pages with their key counts and missing texts per language
     * @description **Who may call:** Administrators and super administrators.
     */
    get: operations['translations.hierarchy'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Users the caller may see, with search and filters
     * @description **Who may call:** Administrators, super administrators, and organization managers that have an organization.
     */
    get: operations['users.list'];
    put?: never;
    /**
     * Create a user (a manager creates learners of its organization)
     * @description **Who may call:** Administrators, super administrators, and organization managers that have an organization.
     */
    post: operations['users.create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/user/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One user
     * @description **Who may call:** Administrators, super administrators, and organization managers that have an organization.
     */
    get: operations['users.get'];
    /**
     * Edit a user
     * @description **Who may call:** Administrators, super administrators, and organization managers that have an organization.
     */
    put: operations['users.update'];
    post?: never;
    /**
     * Delete a user (their sessions end with them)
     * @description **Who may call:** Administrators, super administrators, and organization managers that have an organization.
     */
    delete: operations['users.delete'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/user/{id}/progress': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A learner's courses with lesson-level progress, quiz attempts and certificates
     * @description **Who may call:** Administrators, super administrators, and organization managers that have an organization.
     */
    get: operations['progress.learner'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/user/{id}/reset-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set a temporary password (generated when none is given); ends their sessions
     * @description **Who may call:** Administrators, super administrators, and organization managers that have an organization.
     */
    post: operations['users.resetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/user/{id}/sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * End every session of a user (signs them out everywhere); recorded in the audit log
     * @description **Who may call:** Administrators, super administrators, and organization managers that have an organization.
     */
    delete: operations['users.endSessions'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/user/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Disable or enable a user (disabling ends their sessions)
     * @description **Who may call:** Administrators, super administrators, and organization managers that have an organization.
     */
    patch: operations['users.setStatus'];
    trace?: never;
  };
  '/api/v1/user/change-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change the password; other sessions of the account end
     * @description **Who may call:** Any signed-in user (learner, trainer, organization manager, administrator or super administrator).
     */
    post: operations['users.changePassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/user/first-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Choose one's own password after signing in with a one-time password; other sessions of the account end
     * @description **Who may call:** Any signed-in user (learner, trainer, organization manager, administrator or super administrator).
     */
    post: operations['users.setFirstPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/user/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Import a spreadsheet of learners in one transaction (the valid rows, or with mode=all-or-nothing none unless all are valid)
     * @description multipart/form-data with one field `file`: a CSV (UTF-8) or XLSX file of at most 5 MB, its first row the column headings of the template (in English or Hindi). New learners get a one-time password, returned once, and must choose their own at first sign-in. When mail is set up, learners with an email are sent theirs instead, after the answer: `invitations` names them, and their progress is read from the invitations route.
     *
     *     **Who may call:** Administrators, super administrators, and organization managers that have an organization.
     */
    post: operations['users.import'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/user/import/{id}/invitations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * How many of an import's invitation emails are sent, waiting (or being retried) and failed
     * @description For the manager who ran the import, and administrators; 404 for an unknown import or one run by someone else. A failed invitation is parked on the job queue, where an administrator can run it again.
     *
     *     **Who may call:** Administrators, super administrators, and organization managers that have an organization.
     */
    get: operations['users.importInvitations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/user/import/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Check a spreadsheet of learners: every row with what importing it would do, and its mistakes; nothing changes
     * @description multipart/form-data with one field `file`: a CSV (UTF-8) or XLSX file of at most 5 MB, its first row the column headings of the template (in English or Hindi).
     *
     *     **Who may call:** Administrators, super administrators, and organization managers that have an organization.
     */
    post: operations['users.importPreview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/user/import/template': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The import template (CSV or XLSX, headings in English or Hindi; with the organization column for administrators)
     * @description **Who may call:** Administrators, super administrators, and organization managers that have an organization.
     */
    get: operations['users.importTemplate'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/user/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in (used by the web and mobile apps)
     * @description Answers 200 with a session (`token`), or, for an account with two-step sign-in, 202 with no session but a `challenge` (`secondFactor: 'code'`) to send with a code to POST /v1/auth/second-factor. An administrator outside demo mode who has not set it up gets `secondFactor: 'enrol'`: the challenge then allows only POST /v1/auth/second-factor/enrolment and its /confirm, which ends signed in.
     *
     *     **Who may call:** Anyone, signed in or not.
     */
    post: operations['auth.login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/user/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * End the current session (always succeeds)
     * @description **Who may call:** Anyone, signed in or not.
     */
    post: operations['auth.logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/user/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The signed-in user
     * @description **Who may call:** Any signed-in user (learner, trainer, organization manager, administrator or super administrator).
     */
    get: operations['users.me'];
    put?: never;
    post?: never;
    /**
     * Delete one's own account after typing the password and the email again: the learning record and field practicals (with their files) go, certificates stay verifiable without the name
     * @description **Who may call:** Any signed-in user (learner, trainer, organization manager, administrator or super administrator).
     */
    delete: operations['users.deleteMe'];
    options?: never;
    head?: never;
    /**
     * Change one's own name, Hindi name (empty removes it) and preferences; only the fields sent change
     * @description **Who may call:** Any signed-in user (learner, trainer, organization manager, administrator or super administrator).
     */
    patch: operations['users.updateMe'];
    trace?: never;
  };
  '/api/v1/user/me/data': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download my data: everything kept about the signed-in person, as a JSON or CSV attachment
     * @description JSON (`format=json`, the default) or one CSV in long form (`section,record,field,value`; UTF-8 with BOM). Never holds a password hash, a session or anything of another person.
     *
     *     **Who may call:** Any signed-in user (learner, trainer, organization manager, administrator or super administrator).
     */
    get: operations['users.myData'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/user/me/sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * My devices: the signed-in person's live sessions, most recently used first, marking the one of this request
     * @description **Who may call:** Any signed-in user (learner, trainer, organization manager, administrator or super administrator).
     */
    get: operations['users.mySessions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/user/me/sessions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * End one of one's own sessions (signs that device out); another person's session is a 404
     * @description **Who may call:** Any signed-in user (learner, trainer, organization manager, administrator or super administrator).
     */
    delete: operations['users.endMySession'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    ErrorEnvelope: {
      code: number;
      data: null;
      /**
       * @description What went wrong, stable within a major version (the message may change):
       *
       *     - `VALIDATION_FAILED`: The request did not match its schema; `errors` says what is wrong with each field.
       *     - `MALFORMED_JSON`: The request body is not valid JSON.
       *     - `BAD_REQUEST`: The request cannot be done as sent; the message says why.
       *     - `UNAUTHENTICATED`: No session, or one that has ended: sign in.
       *     - `FORBIDDEN`: The caller may not do this.
       *     - `NOT_FOUND`: No such record, or one the caller may not see.
       *     - `CONFLICT`: The request clashes with the current state; the message says how.
       *     - `PAYLOAD_TOO_LARGE`: The request or the file is too large.
       *     - `UNSUPPORTED_MEDIA_TYPE`: The body or the file is not of a kind this route takes.
       *     - `RANGE_NOT_SATISFIABLE`: The requested byte range is outside the file.
       *     - `RATE_LIMITED`: Too many requests: wait the seconds of `Retry-After`.
       *     - `INTERNAL_ERROR`: Something went wrong on the server.
       *     - `UNAVAILABLE`: The server is not ready (starting, stopping, or its database is unreachable).
       *     - `WRONG_CREDENTIALS`: The email or the password is wrong.
       *     - `WRONG_MOBILE_CREDENTIALS`: The mobile number or the password is wrong.
       *     - `ACCOUNT_DISABLED`: The account is disabled.
       *     - `ORGANIZATION_PAUSED`: The account's organization is deactivated.
       *     - `ONE_TIME_PASSWORD_EXPIRED`: The password someone else set has expired: ask for a new one.
       *     - `SIGN_IN_THROTTLED`: Too many failed sign-in attempts: wait (`errorParams.count` seconds or minutes, `errorParams.unit`).
       *     - `SESSION_EXPIRED`: The session has ended: sign in again.
       *     - `PASSWORD_CHANGE_REQUIRED`: The password was set by someone else: choose one of your own first.
       *     - `SIGN_IN_EXPIRED`: The second step came too late or was already used: sign in again with the password.
       *     - `SECOND_FACTOR_WRONG_CODE`: The code from the authenticator app is not correct.
       *     - `SECOND_FACTOR_WRONG_RECOVERY_CODE`: The recovery code is not correct, or was already used.
       *     - `ACCOUNT_EXISTS`: An account with this email exists already: sign in instead.
       *     - `SIGN_UP_LIMITED`: Too many accounts were created from this address.
       *     - `EMAIL_TAKEN`: Another account has this email.
       *     - `MOBILE_TAKEN`: Another account has this mobile number.
       *     - `MOBILE_ONLY_WAY_IN`: The mobile number is how this learner signs in: it cannot be removed.
       *     - `ORGANIZATION_MISSING`: The chosen organization does not exist.
       *     - `MANAGER_NEEDS_ORGANIZATION`: An organization manager needs an organization.
       *     - `TRAINER_NEEDS_ORGANIZATION`: A trainer needs an organization.
       *     - `PASSWORD_TOO_SHORT`: The new password is too short (`errorParams.min` characters at least).
       *     - `PASSWORD_TOO_LONG`: The new password is too long (`errorParams.max` characters at most).
       *     - `PASSWORD_BLANK`: The new password is only spaces.
       *     - `PASSWORD_COMMON`: The new password is one of the most common passwords.
       *     - `PASSWORD_SAME_AS_GIVEN`: The new password is the one someone else set.
       *     - `WRONG_PASSWORD`: The password typed to confirm is not correct.
       *     - `CURRENT_PASSWORD_WRONG`: The current password is not correct.
       *     - `RESET_LIMITED`: Too many requests for a new password.
       *     - `RESET_LINK_INVALID`: The reset link has expired or was already used.
       *     - `SESSION_NOT_FOUND`: No session of the caller has this id.
       *     - `END_OWN_SESSIONS_FROM_PROFILE`: One's own sessions are ended from one's profile, not the user list.
       *     - `NOT_ENROLLED`: Enrol in the course first.
       *     - `LESSON_LOCKED`: Complete the lessons before this one first.
       *     - `LESSON_NOT_DONE`: The lesson cannot be completed yet: the message says what is missing.
       *     - `QUIZ_WAIT`: The quiz waits after failed attempts: try again after `Retry-After` seconds.
       *     - `LANGUAGE_EXISTS`: The language `errorParams.code` exists already.
       *     - `TRANSLATION_KEY_EXISTS`: The key `errorParams.key` exists already on page `errorParams.page`.
       *     - `REPORT_TOO_SLOW`: The report took too long to count: narrow it.
       *     - `JOB_NOT_PARKED`: Only a parked job can be run again.
       *     - `PDF_ACTIVE_CONTENT`: The PDF holds script, embedded files or actions that run when it is opened.
       *     - `PDF_UNCHECKABLE`: The PDF could not be checked for script and embedded files.
       *     - `PDF_UNPACKS_TOO_LARGE`: The PDF unpacks to more than `errorParams.megabytes` MB of objects to check.
       *     - `UPLOAD_INCOMPLETE`: The upload is not a complete multipart/form-data body.
       *     - `FILE_CONTENT_MISMATCH`: The file's content is not of the kind its name says (`errorParams.extension`).
       *     - `IMAGE_TOO_MANY_PIXELS`: The image has more pixels than a phone can draw (`errorParams.width` × `errorParams.height`; 16 megapixels at most).
       *     - `MAP_TILES_MBTILES`: The file is an MBTiles database: convert it to PMTiles first (`pmtiles convert district.mbtiles district.pmtiles`).
       *     - `MAP_TILES_NOT_PMTILES`: The file is not a PMTiles archive (version 3).
       *     - `MAP_TILES_BAD_HEADER`: The PMTiles archive's header is not sound: `errorParams.problem` names the part (tile-type, compression, zooms, bounds, sections).
       *     - `MAP_TILES_TOO_LARGE`: The map file is larger than `errorParams.megabytes` MB.
       *     - `PRACTICAL_INCOMPLETE`: The submission lacks what the practical asks for, or holds what it does not; `errors` says what, by field.
       *     - `PHOTO_NOT_A_PICTURE`: Photo `errorParams.photo` is not a JPEG, PNG or WebP picture that can be read.
       *     - `PHOTO_TOO_LARGE`: Photo `errorParams.photo` is larger than `errorParams.megabytes` MB.
       *     - `VOICE_NOTE_NOT_AUDIO`: The voice note is not a recording that can be played.
       *     - `VOICE_NOTE_TOO_LARGE`: The voice note is larger than `errorParams.megabytes` MB.
       *     - `VOICE_NOTE_TOO_LONG`: The voice note is longer than `errorParams.seconds` seconds.
       *     - `UPLOAD_TOO_LARGE`: The file, or a piece added to it, goes past what may be sent (`errorParams.maxBytes` bytes).
       *     - `UPLOAD_OFFSET_MISMATCH`: The piece starts elsewhere than at the bytes the server holds (`errorParams.receivedBytes`, also in `Upload-Offset`): resume from there.
       *     - `UPLOAD_HASH_MISMATCH`: The bytes received do not have the SHA-256 declared: they were dropped, send the file again from its first byte.
       *     - `UPLOAD_COMPLETE`: The upload holds all its bytes already: nothing more is taken.
       *     - `PRACTICAL_UPLOAD_NOT_READY`: The submission names an upload that is unknown, expired, of another kind or not complete; `errors` says which, by field.
       *     - `PRACTICAL_AWAITING_REVIEW`: A submission of this practical is waiting for review: it cannot be sent again until it is returned.
       *     - `PRACTICAL_ALREADY_ACCEPTED`: A submission of this practical was accepted: the lesson is complete.
       *     - `PRACTICAL_MARKS_INVALID`: The marks do not give one known level for every criterion of the rubric; `errors` says which, by criterion.
       *     - `PRACTICAL_BELOW_PASS_MARK`: Accepted with a score (`errorParams.score`) below the pass mark (`errorParams.passMark`).
       *     - `PRACTICAL_FEEDBACK_REQUIRED`: A returned submission needs feedback for the learner.
       *     - `PRACTICAL_ALREADY_REVIEWED`: Someone reviewed the submission since it was read (its version changed): read it again.
       *     - `IMPORT_NOT_UTF8`: The CSV file is not UTF-8 text.
       *     - `IMPORT_NOT_WORKBOOK`: The file is not a readable XLSX workbook.
       *     - `IMPORT_TOO_MANY_PARTS`: The workbook holds too many parts to be a spreadsheet.
       *     - `IMPORT_UNPACKS_TOO_LARGE`: The workbook unpacks to more than `errorParams.megabytes` MB.
       *     - `IMPORT_TOO_MANY_LEARNERS`: The file has more than `errorParams.max` learners.
       *     - `IMPORT_ROW_BEYOND`: The sheet names a row beyond the last a sheet can have (`errorParams.max`).
       *     - `IMPORT_COLUMN_BEYOND`: The sheet names a column beyond the last a sheet can have.
       *     - `IMPORT_TOO_MANY_COLUMNS`: The file has more than `errorParams.max` columns.
       *     - `IMPORT_TOO_SLOW`: The file took too long to read.
       *     - `IMPORT_TOO_LARGE`: The file is larger than `errorParams.megabytes` MB.
       *     - `FILE_EMPTY`: The uploaded file is empty.
       *     - `IMPORT_NO_NAME_COLUMN`: The file has no "Name (English)" column.
       *     - `IMPORT_NO_CONTACT_COLUMN`: The file has neither an "Email" nor a "Mobile number" column.
       *     - `IMPORT_NO_LEARNERS`: The file has a header but no learners.
       * @enum {string}
       */
      errorCode:
        | 'VALIDATION_FAILED'
        | 'MALFORMED_JSON'
        | 'BAD_REQUEST'
        | 'UNAUTHENTICATED'
        | 'FORBIDDEN'
        | 'NOT_FOUND'
        | 'CONFLICT'
        | 'PAYLOAD_TOO_LARGE'
        | 'UNSUPPORTED_MEDIA_TYPE'
        | 'RANGE_NOT_SATISFIABLE'
        | 'RATE_LIMITED'
        | 'INTERNAL_ERROR'
        | 'UNAVAILABLE'
        | 'WRONG_CREDENTIALS'
        | 'WRONG_MOBILE_CREDENTIALS'
        | 'ACCOUNT_DISABLED'
        | 'ORGANIZATION_PAUSED'
        | 'ONE_TIME_PASSWORD_EXPIRED'
        | 'SIGN_IN_THROTTLED'
        | 'SESSION_EXPIRED'
        | 'PASSWORD_CHANGE_REQUIRED'
        | 'SIGN_IN_EXPIRED'
        | 'SECOND_FACTOR_WRONG_CODE'
        | 'SECOND_FACTOR_WRONG_RECOVERY_CODE'
        | 'ACCOUNT_EXISTS'
        | 'SIGN_UP_LIMITED'
        | 'EMAIL_TAKEN'
        | 'MOBILE_TAKEN'
        | 'MOBILE_ONLY_WAY_IN'
        | 'ORGANIZATION_MISSING'
        | 'MANAGER_NEEDS_ORGANIZATION'
        | 'TRAINER_NEEDS_ORGANIZATION'
        | 'PASSWORD_TOO_SHORT'
        | 'PASSWORD_TOO_LONG'
        | 'PASSWORD_BLANK'
        | 'PASSWORD_COMMON'
        | 'PASSWORD_SAME_AS_GIVEN'
        | 'WRONG_PASSWORD'
        | 'CURRENT_PASSWORD_WRONG'
        | 'RESET_LIMITED'
        | 'RESET_LINK_INVALID'
        | 'SESSION_NOT_FOUND'
        | 'END_OWN_SESSIONS_FROM_PROFILE'
        | 'NOT_ENROLLED'
        | 'LESSON_LOCKED'
        | 'LESSON_NOT_DONE'
        | 'QUIZ_WAIT'
        | 'LANGUAGE_EXISTS'
        | 'TRANSLATION_KEY_EXISTS'
        | 'REPORT_TOO_SLOW'
        | 'JOB_NOT_PARKED'
        | 'PDF_ACTIVE_CONTENT'
        | 'PDF_UNCHECKABLE'
        | 'PDF_UNPACKS_TOO_LARGE'
        | 'UPLOAD_INCOMPLETE'
        | 'FILE_CONTENT_MISMATCH'
        | 'IMAGE_TOO_MANY_PIXELS'
        | 'MAP_TILES_MBTILES'
        | 'MAP_TILES_NOT_PMTILES'
        | 'MAP_TILES_BAD_HEADER'
        | 'MAP_TILES_TOO_LARGE'
        | 'PRACTICAL_INCOMPLETE'
        | 'PHOTO_NOT_A_PICTURE'
        | 'PHOTO_TOO_LARGE'
        | 'VOICE_NOTE_NOT_AUDIO'
        | 'VOICE_NOTE_TOO_LARGE'
        | 'VOICE_NOTE_TOO_LONG'
        | 'UPLOAD_TOO_LARGE'
        | 'UPLOAD_OFFSET_MISMATCH'
        | 'UPLOAD_HASH_MISMATCH'
        | 'UPLOAD_COMPLETE'
        | 'PRACTICAL_UPLOAD_NOT_READY'
        | 'PRACTICAL_AWAITING_REVIEW'
        | 'PRACTICAL_ALREADY_ACCEPTED'
        | 'PRACTICAL_MARKS_INVALID'
        | 'PRACTICAL_BELOW_PASS_MARK'
        | 'PRACTICAL_FEEDBACK_REQUIRED'
        | 'PRACTICAL_ALREADY_REVIEWED'
        | 'IMPORT_NOT_UTF8'
        | 'IMPORT_NOT_WORKBOOK'
        | 'IMPORT_TOO_MANY_PARTS'
        | 'IMPORT_UNPACKS_TOO_LARGE'
        | 'IMPORT_TOO_MANY_LEARNERS'
        | 'IMPORT_ROW_BEYOND'
        | 'IMPORT_COLUMN_BEYOND'
        | 'IMPORT_TOO_MANY_COLUMNS'
        | 'IMPORT_TOO_SLOW'
        | 'IMPORT_TOO_LARGE'
        | 'FILE_EMPTY'
        | 'IMPORT_NO_NAME_COLUMN'
        | 'IMPORT_NO_CONTACT_COLUMN'
        | 'IMPORT_NO_LEARNERS';
      errorParams?: {
        [key: string]: string | number;
      };
      errors?: {
        [key: string]: string;
      };
      message: string;
    };
    MapTilesArchive: {
      attribution: string | null;
      bounds: {
        east: number;
        north: number;
        south: number;
        west: number;
      };
      center: {
        latitude: number;
        longitude: number;
        zoom: number;
      };
      id: string;
      maxZoom: number;
      minZoom: number;
      name: string;
      sizeBytes: number;
      /** @enum {string} */
      tileKind: 'vector' | 'mlt' | 'png' | 'jpeg' | 'webp' | 'avif';
      uploadedAt: string;
      url: string;
      vectorLayers: string[];
    };
    TranslationTree: {
      [key: string]: string | components['schemas']['TranslationTree'];
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  'health.check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              database: string;
              /** @enum {string} */
              status: 'ok';
              uptimeSeconds: number;
            };
            message: string;
          };
        };
      };
      /** @description The database is unreachable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'health.ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              database: string;
              /** @enum {string} */
              status: 'ready';
            };
            message: string;
          };
        };
      };
      /** @description The database is unreachable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'account.secondFactor': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              enabled: boolean;
              recoveryCodesLeft: number;
              required: boolean;
            };
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'account.secondFactorDisable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code?: string;
          password?: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: null;
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not possible in the current state: the message says why */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'account.secondFactorEnrolment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              otpauthUri: string;
              qrSvg: string;
              secret: string;
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not possible in the current state: the message says why */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'account.secondFactorEnrolmentConfirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              recoveryCodes: string[];
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not possible in the current state: the message says why */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'auditLog.list': {
    parameters: {
      query?: {
        action?: string;
        actor?: string;
        from?: string;
        limit?: number;
        page?: number;
        targetType?: string;
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              items: {
                action: string;
                actorEmail: string | null;
                actorId: string | null;
                actorRole: string | null;
                address: string | null;
                at: string;
                details: {
                  [key: string]: unknown;
                };
                id: number;
                targetId: string | null;
                targetType: string | null;
                userAgent: string | null;
              }[];
              pagination: {
                limit: number;
                page: number;
                total: number;
                totalIsAtLeast?: boolean;
                totalPages: number;
              };
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'auditLog.exportCsv': {
    parameters: {
      query?: {
        action?: string;
        actor?: string;
        from?: string;
        targetType?: string;
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The entries, UTF-8 with BOM */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'demoMode.status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              accounts: {
                email: string;
                id: string;
                name: string;
                role: string;
                /** @enum {string} */
                status: 'active' | 'disabled';
              }[];
              active: boolean;
              callerIsDemo: boolean;
              endedAt: string | null;
              endedBy: string | null;
              ownSuperAdmins: number;
              seededAt: string | null;
            };
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not possible in the current state: the message says why */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'demoMode.end': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              accounts: {
                email: string;
                id: string;
                name: string;
                role: string;
                /** @enum {string} */
                status: 'active' | 'disabled';
              }[];
              active: boolean;
              callerIsDemo: boolean;
              endedAt: string | null;
              endedBy: string | null;
              ownSuperAdmins: number;
              seededAt: string | null;
            };
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not possible in the current state: the message says why */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'jobs.list': {
    parameters: {
      query?: {
        limit?: number;
        page?: number;
        status?: 'waiting' | 'running' | 'done' | 'parked';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              items: {
                attempts: number;
                createdAt: string;
                finishedAt: string | null;
                id: string;
                kind: string;
                lastError: string | null;
                maxAttempts: number;
                runAt: string;
                /** @enum {string} */
                status: 'waiting' | 'running' | 'done' | 'parked';
                updatedAt: string;
              }[];
              pagination: {
                limit: number;
                page: number;
                total: number;
                totalIsAtLeast?: boolean;
                totalPages: number;
              };
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not possible in the current state: the message says why */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'jobs.rerun': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              attempts: number;
              createdAt: string;
              finishedAt: string | null;
              id: string;
              kind: string;
              lastError: string | null;
              maxAttempts: number;
              runAt: string;
              /** @enum {string} */
              status: 'waiting' | 'running' | 'done' | 'parked';
              updatedAt: string;
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not possible in the current state: the message says why */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'jobs.summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              kinds: {
                done: number;
                kind: string;
                parked: number;
                running: number;
                waiting: number;
              }[];
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not possible in the current state: the message says why */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'alerts.list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              _id: string;
              /** @enum {string} */
              alertType: 'error' | 'warning' | 'success' | 'info';
              createdAt: string;
              endsAt: string | null;
              id: string;
              isActive: boolean;
              message: {
                [key: string]: string;
              };
              startsAt: string | null;
            }[];
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'alerts.create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "message": {
         *         "en": "Classes resume on Monday.",
         *         "hi": "कक्षाएँ सोमवार से फिर शुरू होंगी।"
         *       },
         *       "alertType": "info",
         *       "isActive": true,
         *       "startsAt": null,
         *       "endsAt": null
         *     }
         */
        'application/json': {
          /** @enum {string} */
          alertType: 'error' | 'warning' | 'success' | 'info';
          /** @default null */
          endsAt?: string | null;
          /** @default true */
          isActive?: boolean;
          message: {
            [key: string]: string;
          };
          /** @default null */
          startsAt?: string | null;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              _id: string;
              /** @enum {string} */
              alertType: 'error' | 'warning' | 'success' | 'info';
              createdAt: string;
              endsAt: string | null;
              id: string;
              isActive: boolean;
              message: {
                [key: string]: string;
              };
              startsAt: string | null;
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'alerts.get': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              _id: string;
              /** @enum {string} */
              alertType: 'error' | 'warning' | 'success' | 'info';
              createdAt: string;
              endsAt: string | null;
              id: string;
              isActive: boolean;
              message: {
                [key: string]: string;
              };
              startsAt: string | null;
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'alerts.update': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "message": {
         *         "en": "Classes resume on Monday.",
         *         "hi": "कक्षाएँ सोमवार से फिर शुरू होंगी।"
         *       },
         *       "alertType": "info",
         *       "isActive": true,
         *       "startsAt": null,
         *       "endsAt": null
         *     }
         */
        'application/json': {
          /** @enum {string} */
          alertType: 'error' | 'warning' | 'success' | 'info';
          /** @default null */
          endsAt?: string | null;
          /** @default true */
          isActive?: boolean;
          message: {
            [key: string]: string;
          };
          /** @default null */
          startsAt?: string | null;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              _id: string;
              /** @enum {string} */
              alertType: 'error' | 'warning' | 'success' | 'info';
              createdAt: string;
              endsAt: string | null;
              id: string;
              isActive: boolean;
              message: {
                [key: string]: string;
              };
              startsAt: string | null;
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'alerts.delete': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: null;
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'alerts.toggle': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              _id: string;
              /** @enum {string} */
              alertType: 'error' | 'warning' | 'success' | 'info';
              createdAt: string;
              endsAt: string | null;
              id: string;
              isActive: boolean;
              message: {
                [key: string]: string;
              };
              startsAt: string | null;
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'alerts.current': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              _id: string;
              /** @enum {string} */
              alertType: 'error' | 'warning' | 'success' | 'info';
              createdAt: string;
              endsAt: string | null;
              id: string;
              isActive: boolean;
              message: {
                [key: string]: string;
              };
              startsAt: string | null;
            } | null;
            message: string;
          };
        };
      };
    };
  };
  'auth.forgotPassword': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "asha@example.org",
         *       "language": "hi"
         *     }
         */
        'application/json': {
          email: string;
          language?: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: null;
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'auth.signOut': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: null;
            message: string;
          };
        };
      };
    };
  };
  'auth.resetPassword': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "token": "the token from the emailed link",
         *       "password": "check dam monsoon 25"
         *     }
         */
        'application/json': {
          password: string;
          token: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: null;
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'auth.secondFactor': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          challenge: string;
          code?: string;
          recoveryCode?: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              /** @enum {string} */
              role: 'USER' | 'ADMIN' | 'SUPER_ADMIN' | 'ORGANIZATION' | 'TRAINER' | 'admin';
              token: string;
              user: {
                _id: string;
                createdAt: string;
                email: string;
                id: string;
                mobile: string | null;
                mustChangePassword: boolean;
                name: string;
                nameVariants: {
                  english?: string | null;
                  hindi?: string | null;
                  hinglish?: string | null;
                } | null;
                organizationId: string | null;
                preferences: {
                  fontSize: number | null;
                  language: ('en' | 'hi') | null;
                  lowData: boolean | null;
                };
                /** @enum {string} */
                role: 'USER' | 'ADMIN' | 'SUPER_ADMIN' | 'ORGANIZATION' | 'TRAINER' | 'admin';
                /** @enum {string} */
                status: 'active' | 'disabled';
              };
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not possible in the current state: the message says why */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'auth.secondFactorEnrolment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "challenge": "Jm0q3qk2b7Y1r9V5c8s4W6x0Z2a4D6f8H0j2L4n6P8Q"
         *     }
         */
        'application/json': {
          challenge: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              otpauthUri: string;
              qrSvg: string;
              secret: string;
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not possible in the current state: the message says why */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'auth.secondFactorEnrolmentConfirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          challenge: string;
          code: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              recoveryCodes: string[];
              /** @enum {string} */
              role: 'USER' | 'ADMIN' | 'SUPER_ADMIN' | 'ORGANIZATION' | 'TRAINER' | 'admin';
              token: string;
              user: {
                _id: string;
                createdAt: string;
                email: string;
                id: string;
                mobile: string | null;
                mustChangePassword: boolean;
                name: string;
                nameVariants: {
                  english?: string | null;
                  hindi?: string | null;
                  hinglish?: string | null;
                } | null;
                organizationId: string | null;
                preferences: {
                  fontSize: number | null;
                  language: ('en' | 'hi') | null;
                  lowData: boolean | null;
                };
                /** @enum {string} */
                role: 'USER' | 'ADMIN' | 'SUPER_ADMIN' | 'ORGANIZATION' | 'TRAINER' | 'admin';
                /** @enum {string} */
                status: 'active' | 'disabled';
              };
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not possible in the current state: the message says why */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'auth.signIn': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email?: string;
          mobile?: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              /** @enum {string} */
              role: 'USER' | 'ADMIN' | 'SUPER_ADMIN' | 'ORGANIZATION' | 'TRAINER' | 'admin';
              token: string;
              user: {
                _id: string;
                createdAt: string;
                email: string;
                id: string;
                mobile: string | null;
                mustChangePassword: boolean;
                name: string;
                nameVariants: {
                  english?: string | null;
                  hindi?: string | null;
                  hinglish?: string | null;
                } | null;
                organizationId: string | null;
                preferences: {
                  fontSize: number | null;
                  language: ('en' | 'hi') | null;
                  lowData: boolean | null;
                };
                /** @enum {string} */
                role: 'USER' | 'ADMIN' | 'SUPER_ADMIN' | 'ORGANIZATION' | 'TRAINER' | 'admin';
                /** @enum {string} */
                status: 'active' | 'disabled';
              };
            };
            message: string;
          };
        };
      };
      /** @description Answer */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              challenge: string;
              expiresAt: string;
              /** @enum {string} */
              secondFactor: 'code' | 'enrol';
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not possible in the current state: the message says why */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'auth.signUp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Asha Verma",
         *       "email": "asha@example.org",
         *       "password": "rain-water harvest 24"
         *     }
         */
        'application/json': {
          /** @enum {string} */
          acceptedPrivacyNotice?: '2026-11-24';
          email: string;
          name: string;
          nameHindi?: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              /** @enum {string} */
              role: 'USER' | 'ADMIN' | 'SUPER_ADMIN' | 'ORGANIZATION' | 'TRAINER' | 'admin';
              token: string;
              user: {
                _id: string;
                createdAt: string;
                email: string;
                id: string;
                mobile: string | null;
                mustChangePassword: boolean;
                name: string;
                nameVariants: {
                  english?: string | null;
                  hindi?: string | null;
                  hinglish?: string | null;
                } | null;
                organizationId: string | null;
                preferences: {
                  fontSize: number | null;
                  language: ('en' | 'hi') | null;
                  lowData: boolean | null;
                };
                /** @enum {string} */
                role: 'USER' | 'ADMIN' | 'SUPER_ADMIN' | 'ORGANIZATION' | 'TRAINER' | 'admin';
                /** @enum {string} */
                status: 'active' | 'disabled';
              };
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not possible in the current state: the message says why */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'auth.verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              user: {
                _id: string;
                createdAt: string;
                email: string;
                id: string;
                mobile: string | null;
                mustChangePassword: boolean;
                name: string;
                nameVariants: {
                  english?: string | null;
                  hindi?: string | null;
                  hinglish?: string | null;
                } | null;
                organizationId: string | null;
                preferences: {
                  fontSize: number | null;
                  language: ('en' | 'hi') | null;
                  lowData: boolean | null;
                };
                /** @enum {string} */
                role: 'USER' | 'ADMIN' | 'SUPER_ADMIN' | 'ORGANIZATION' | 'TRAINER' | 'admin';
                /** @enum {string} */
                status: 'active' | 'disabled';
              };
              /** @enum {boolean} */
              valid: true;
            };
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'batches.list': {
    parameters: {
      query?: {
        organizationId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              courseCount: number;
              endsOn: string | null;
              id: string;
              learnerCount: number;
              name: string;
              nextDueOn: string | null;
              organizationId: string;
              organizationName: string;
              startsOn: string | null;
            }[];
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not possible in the current state: the message says why */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'batches.create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Monsoon 2026",
         *       "startsOn": "2026-06-01",
         *       "endsOn": "2026-09-30"
         *     }
         */
        'application/json': {
          endsOn?: string | null;
          name: string;
          /** Format: uuid */
          organizationId?: string;
          startsOn?: string | null;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              courseCount: number;
              courses: {
                courseId: string;
                dueOn: string | null;
                slug: string;
                title: string;
                titleTranslations: {
                  [key: string]: string;
                };
              }[];
              endsOn: string | null;
              id: string;
              learnerCount: number;
              members: {
                addedAt: string;
                email: string;
                name: string;
                userId: string;
              }[];
              name: string;
              nextDueOn: string | null;
              organizationId: string;
              organizationName: string;
              startsOn: string | null;
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not possible in the current state: the message says why */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'batches.get': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              courseCount: number;
              courses: {
                courseId: string;
                dueOn: string | null;
                slug: string;
                title: string;
                titleTranslations: {
                  [key: string]: string;
                };
              }[];
              endsOn: string | null;
              id: string;
              learnerCount: number;
              members: {
                addedAt: string;
                email: string;
                name: string;
                userId: string;
              }[];
              name: string;
              nextDueOn: string | null;
              organizationId: string;
              organizationName: string;
              startsOn: string | null;
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not possible in the current state: the message says why */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'batches.update': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Monsoon 2026",
         *       "startsOn": "2026-06-01",
         *       "endsOn": "2026-10-15"
         *     }
         */
        'application/json': {
          endsOn?: string | null;
          name: string;
          /** Format: uuid */
          organizationId?: string;
          startsOn?: string | null;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              courseCount: number;
              courses: {
                courseId: string;
                dueOn: string | null;
                slug: string;
                title: string;
                titleTranslations: {
                  [key: string]: string;
                };
              }[];
              endsOn: string | null;
              id: string;
              learnerCount: number;
              members: {
                addedAt: string;
                email: string;
                name: string;
                userId: string;
              }[];
              name: string;
              nextDueOn: string | null;
              organizationId: string;
              organizationName: string;
              startsOn: string | null;
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not possible in the current state: the message says why */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'batches.delete': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: null;
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not possible in the current state: the message says why */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'batches.assignCourse': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        courseId: string;
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "dueOn": "2026-08-31"
         *     }
         */
        'application/json': {
          dueOn: string | null;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              courseCount: number;
              courses: {
                courseId: string;
                dueOn: string | null;
                slug: string;
                title: string;
                titleTranslations: {
                  [key: string]: string;
                };
              }[];
              endsOn: string | null;
              id: string;
              learnerCount: number;
              members: {
                addedAt: string;
                email: string;
                name: string;
                userId: string;
              }[];
              name: string;
              nextDueOn: string | null;
              organizationId: string;
              organizationName: string;
              startsOn: string | null;
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not possible in the current state: the message says why */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'batches.unassignCourse': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        courseId: string;
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              courseCount: number;
              courses: {
                courseId: string;
                dueOn: string | null;
                slug: string;
                title: string;
                titleTranslations: {
                  [key: string]: string;
                };
              }[];
              endsOn: string | null;
              id: string;
              learnerCount: number;
              members: {
                addedAt: string;
                email: string;
                name: string;
                userId: string;
              }[];
              name: string;
              nextDueOn: string | null;
              organizationId: string;
              organizationName: string;
              startsOn: string | null;
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not possible in the current state: the message says why */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'batches.addLearners': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "userIds": [
         *         "6f1c2b1e-8a5d-4c43-9d1e-2f0a7b3c4d5e"
         *       ]
         *     }
         */
        'application/json': {
          userIds: string[];
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              added: number;
              batch: {
                courseCount: number;
                courses: {
                  courseId: string;
                  dueOn: string | null;
                  slug: string;
                  title: string;
                  titleTranslations: {
                    [key: string]: string;
                  };
                }[];
                endsOn: string | null;
                id: string;
                learnerCount: number;
                members: {
                  addedAt: string;
                  email: string;
                  name: string;
                  userId: string;
                }[];
                name: string;
                nextDueOn: string | null;
                organizationId: string;
                organizationName: string;
                startsOn: string | null;
              };
              enrolled: number;
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not possible in the current state: the message says why */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'batches.removeLearner': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        userId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              courseCount: number;
              courses: {
                courseId: string;
                dueOn: string | null;
                slug: string;
                title: string;
                titleTranslations: {
                  [key: string]: string;
                };
              }[];
              endsOn: string | null;
              id: string;
              learnerCount: number;
              members: {
                addedAt: string;
                email: string;
                name: string;
                userId: string;
              }[];
              name: string;
              nextDueOn: string | null;
              organizationId: string;
              organizationName: string;
              startsOn: string | null;
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not possible in the current state: the message says why */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'progress.board': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              batch: {
                courseCount: number;
                endsOn: string | null;
                id: string;
                learnerCount: number;
                name: string;
                nextDueOn: string | null;
                organizationId: string;
                organizationName: string;
                startsOn: string | null;
              };
              courses: {
                courseId: string;
                dueOn: string | null;
                slug: string;
                title: string;
                titleTranslations: {
                  [key: string]: string;
                };
              }[];
              rows: {
                cells: {
                  certificateCode: string | null;
                  completedAt: string | null;
                  completedLessons: number;
                  courseId: string;
                  overdue: boolean;
                  percent: number;
                  /** @enum {string} */
                  state: 'not-started' | 'in-progress' | 'completed';
                  totalLessons: number;
                }[];
                email: string;
                name: string;
                userId: string;
              }[];
              today: string;
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'progress.export': {
    parameters: {
      query?: {
        filter?: 'all' | 'overdue' | 'not-started';
        format?: 'csv' | 'xlsx';
        lang?: 'en' | 'hi';
        search?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The board as a file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          'text/csv': string;
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'certificates.verify': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              code: string;
              courseTitle: string;
              courseTitleTranslations: {
                [key: string]: string;
              };
              issuedAt: string;
              learnerName: string;
              learnerNameHindi: string | null;
              nameRemoved: boolean;
              practicals: {
                acceptedAt: string;
                title: string;
                titleTranslations: {
                  [key: string]: string;
                };
              }[];
              revokedAt: string | null;
              /** @enum {string} */
              status: 'valid' | 'revoked';
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'certificates.downloadPdf': {
    parameters: {
      query?: {
        download?: '0' | '1';
      };
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The certificate */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'certificates.revoke': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              code: string;
              courseTitle: string;
              courseTitleTranslations: {
                [key: string]: string;
              };
              issuedAt: string;
              learnerName: string;
              learnerNameHindi: string | null;
              nameRemoved: boolean;
              practicals: {
                acceptedAt: string;
                title: string;
                titleTranslations: {
                  [key: string]: string;
                };
              }[];
              revokedAt: string | null;
              /** @enum {string} */
              status: 'valid' | 'revoked';
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'contact.send': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Asha Verma",
         *       "email": "asha@example.org",
         *       "organization": "Gram Panchayat Rampur",
         *       "topic": "group-enrolment",
         *       "message": "We would like to enrol twenty members of our panchayat."
         *     }
         */
        'application/json': {
          email: string;
          message: string;
          name: string;
          organization?: string;
          /** @enum {string} */
          topic: 'course-question' | 'group-enrolment' | 'partnership' | 'technical-problem' | 'other';
          website?: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              /** Format: uuid */
              id: string;
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'courses.list': {
    parameters: {
      query?: {
        category?: string;
        level?: 'beginner' | 'intermediate' | 'advanced';
        limit?: number;
        page?: number;
        search?: string;
        status?: 'draft' | 'published' | 'archived' | 'all';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              courses: {
                _id: string;
                category: string;
                createdAt: string;
                description: string;
                descriptionKey: string | null;
                descriptionTranslations: {
                  [key: string]: string;
                };
                durationMinutes: number;
                id: string;
                image: string | null;
                languages: string[];
                lessonCount: number;
                /** @enum {string} */
                level: 'beginner' | 'intermediate' | 'advanced';
                moduleCount: number;
                order: number;
                slug: string;
                /** @enum {string} */
                status: 'draft' | 'published' | 'archived';
                title: string;
                titleKey: string | null;
                titleTranslations: {
                  [key: string]: string;
                };
                updatedAt: string;
              }[];
              pagination: {
                limit: number;
                page: number;
                total: number;
                totalPages: number;
              };
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'courses.get': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              _id: string;
              category: string;
              createdAt: string;
              description: string;
              descriptionKey: string | null;
              descriptionTranslations: {
                [key: string]: string;
              };
              durationMinutes: number;
              id: string;
              image: string | null;
              languages: string[];
              lessonCount: number;
              /** @enum {string} */
              level: 'beginner' | 'intermediate' | 'advanced';
              moduleCount: number;
              modules: {
                _id: string;
                description: string;
                descriptionTranslations: {
                  [key: string]: string;
                };
                id: string;
                lessons: {
                  _id: string;
                  durationMinutes: number;
                  id: string;
                  /** @enum {string} */
                  kind: 'text' | 'video' | 'document' | 'quiz' | 'practical';
                  order: number;
                  title: string;
                  titleTranslations: {
                    [key: string]: string;
                  };
                }[];
                order: number;
                title: string;
                titleTranslations: {
                  [key: string]: string;
                };
              }[];
              order: number;
              slug: string;
              /** @enum {string} */
              status: 'draft' | 'published' | 'archived';
              title: string;
              titleKey: string | null;
              titleTranslations: {
                [key: string]: string;
              };
              updatedAt: string;
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'learning.enrol': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              certificate: {
                code: string;
                issuedAt: string;
                pdfPath: string;
                verifyPath: string;
              } | null;
              completedAt: string | null;
              course: {
                _id: string;
                category: string;
                createdAt: string;
                description: string;
                descriptionKey: string | null;
                descriptionTranslations: {
                  [key: string]: string;
                };
                durationMinutes: number;
                id: string;
                image: string | null;
                languages: string[];
                lessonCount: number;
                /** @enum {string} */
                level: 'beginner' | 'intermediate' | 'advanced';
                moduleCount: number;
                order: number;
                slug: string;
                /** @enum {string} */
                status: 'draft' | 'published' | 'archived';
                title: string;
                titleKey: string | null;
                titleTranslations: {
                  [key: string]: string;
                };
                updatedAt: string;
              };
              currentLessonId: string | null;
              enrolled: boolean;
              enrolledAt: string | null;
              modules: {
                description: string;
                descriptionTranslations: {
                  [key: string]: string;
                };
                id: string;
                lessons: {
                  durationMinutes: number;
                  id: string;
                  /** @enum {string} */
                  kind: 'text' | 'video' | 'document' | 'quiz' | 'practical';
                  order: number;
                  /** @enum {string} */
                  state: 'locked' | 'available' | 'in_progress' | 'completed';
                  title: string;
                  titleTranslations: {
                    [key: string]: string;
                  };
                }[];
                order: number;
                title: string;
                titleTranslations: {
                  [key: string]: string;
                };
              }[];
              progress: {
                completedLessons: number;
                percent: number;
                totalLessons: number;
              };
            };
            message: string;
          };
        };
      };
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              certificate: {
                code: string;
                issuedAt: string;
                pdfPath: string;
                verifyPath: string;
              } | null;
              completedAt: string | null;
              course: {
                _id: string;
                category: string;
                createdAt: string;
                description: string;
                descriptionKey: string | null;
                descriptionTranslations: {
                  [key: string]: string;
                };
                durationMinutes: number;
                id: string;
                image: string | null;
                languages: string[];
                lessonCount: number;
                /** @enum {string} */
                level: 'beginner' | 'intermediate' | 'advanced';
                moduleCount: number;
                order: number;
                slug: string;
                /** @enum {string} */
                status: 'draft' | 'published' | 'archived';
                title: string;
                titleKey: string | null;
                titleTranslations: {
                  [key: string]: string;
                };
                updatedAt: string;
              };
              currentLessonId: string | null;
              enrolled: boolean;
              enrolledAt: string | null;
              modules: {
                description: string;
                descriptionTranslations: {
                  [key: string]: string;
                };
                id: string;
                lessons: {
                  durationMinutes: number;
                  id: string;
                  /** @enum {string} */
                  kind: 'text' | 'video' | 'document' | 'quiz' | 'practical';
                  order: number;
                  /** @enum {string} */
                  state: 'locked' | 'available' | 'in_progress' | 'completed';
                  title: string;
                  titleTranslations: {
                    [key: string]: string;
                  };
                }[];
                order: number;
                title: string;
                titleTranslations: {
                  [key: string]: string;
                };
              }[];
              progress: {
                completedLessons: number;
                percent: number;
                totalLessons: number;
              };
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'learning.getLesson': {
    parameters: {
      query?: {
        for?: 'offline';
      };
      header?: never;
      path: {
        id: string;
        lessonId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              content:
                | {
                    audio: {
                      contentType: string;
                      durationSeconds: number | null;
                      language: string;
                      sizeBytes: number;
                      sources: {
                        contentType: string;
                        sizeBytes: number;
                        url: string;
                      }[];
                      url: string;
                    }[];
                    body: {
                      [key: string]: string;
                    };
                    /** @enum {string} */
                    kind: 'text';
                  }
                | {
                    captions: {
                      label: string;
                      language: string;
                      url: string;
                    }[];
                    durationSeconds: number | null;
                    /** @enum {string} */
                    kind: 'video';
                    media: {
                      contentType: string;
                      filename: string;
                      sizeBytes: number;
                      url: string;
                      variants?: {
                        /** @enum {string} */
                        quality: '240p' | '360p' | 'original';
                        sizeBytes: number;
                        url: string;
                      }[];
                    } | null;
                    mediaByLanguage?: {
                      language: string;
                      media: {
                        contentType: string;
                        filename: string;
                        sizeBytes: number;
                        url: string;
                        variants?: {
                          /** @enum {string} */
                          quality: '240p' | '360p' | 'original';
                          sizeBytes: number;
                          url: string;
                        }[];
                      };
                    }[];
                    positionSeconds: number;
                    summary: {
                      [key: string]: string;
                    };
                    watchedSeconds: number;
                  }
                | {
                    /** @enum {string} */
                    kind: 'document';
                    media: {
                      contentType: string;
                      filename: string;
                      sizeBytes: number;
                      url: string;
                      variants?: {
                        /** @enum {string} */
                        quality: '240p' | '360p' | 'original';
                        sizeBytes: number;
                        url: string;
                      }[];
                    } | null;
                    summary: {
                      [key: string]: string;
                    };
                  }
                | {
                    /** @enum {string} */
                    kind: 'quiz';
                    lastAttempt: {
                      passed: boolean;
                      score: number;
                      submittedAt: string;
                    } | null;
                    nextAttemptInSeconds: number | null;
                    passingScore: number;
                    questions: {
                      id: string;
                      multiple: boolean;
                      options: {
                        id: string;
                        text: {
                          [key: string]: string;
                        };
                      }[];
                      prompt: {
                        [key: string]: string;
                      };
                    }[];
                  }
                | {
                    instructions: {
                      [key: string]: string;
                    };
                    /** @enum {string} */
                    kind: 'practical';
                    numbers: {
                      id: string;
                      label: {
                        [key: string]: string;
                      };
                      max: number;
                      min: number;
                      unit: string;
                    }[];
                    photos: {
                      captions: {
                        [key: string]: string;
                      }[];
                      max: number;
                      min: number;
                    };
                    place: {
                      accuracyMetres: number;
                      area:
                        | (
                            | {
                                lat: number;
                                lon: number;
                                radiusMetres: number;
                                /** @enum {string} */
                                type: 'circle';
                              }
                            | {
                                coordinates: [number, number][][];
                                /** @enum {string} */
                                type: 'Polygon';
                              }
                          )
                        | null;
                      required: boolean;
                    };
                    rubric: {
                      criteria: {
                        id: string;
                        label: {
                          [key: string]: string;
                        };
                        levels: {
                          id: string;
                          label: {
                            [key: string]: string;
                          };
                          points: number;
                        }[];
                      }[];
                      passMark: number;
                    };
                    voiceNote: {
                      maxSeconds: number;
                      /** @enum {string} */
                      requirement: 'none' | 'optional' | 'required';
                    };
                  };
              courseId: string;
              durationMinutes: number;
              id: string;
              /** @enum {string} */
              kind: 'text' | 'video' | 'document' | 'quiz' | 'practical';
              moduleId: string;
              nextLessonId: string | null;
              order: number;
              previousLessonId: string | null;
              /** @enum {string} */
              state: 'locked' | 'available' | 'in_progress' | 'completed';
              title: string;
              titleTranslations: {
                [key: string]: string;
              };
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not possible in the current state: the message says why */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'learning.submitQuiz': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        lessonId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "answers": [
         *         {
         *           "questionId": "q1",
         *           "optionIds": [
         *             "q1-b"
         *           ]
         *         }
         *       ]
         *     }
         */
        'application/json': {
          answers: {
            optionIds: string[];
            questionId: string;
          }[];
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              correctCount: number;
              nextAttemptInSeconds: number | null;
              passed: boolean;
              passingScore: number;
              progress: {
                completedLessons: number;
                percent: number;
                totalLessons: number;
              };
              questionCount: number;
              results: {
                correct: boolean;
                explanation: {
                  [key: string]: string;
                };
                questionId: string;
              }[];
              score: number;
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not possible in the current state: the message says why */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'learning.lessonAudio': {
    parameters: {
      query?: {
        format?: 'mp3' | 'opus';
        v?: string;
      };
      header?: never;
      path: {
        id: string;
        language: string;
        lessonId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The whole file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'audio/mpeg': string;
          'audio/ogg; codecs=opus': string;
        };
      };
      /** @description The requested range of the file */
      206: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'audio/mpeg': string;
          'audio/ogg; codecs=opus': string;
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The range is outside the file */
      416: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'learning.savePosition': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        lessonId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "positionSeconds": 125.5,
         *       "durationSeconds": 600
         *     }
         */
        'application/json': {
          durationSeconds: number;
          positionSeconds: number;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              durationSeconds: number | null;
              positionSeconds: number;
              watchedSeconds: number;
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'practicals.listOwn': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        lessonId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              submissions: {
                courseId: string;
                feedback: string | null;
                id: string;
                idempotencyKey: string;
                lessonId: string;
                marks:
                  | {
                      criterionId: string;
                      levelId: string;
                    }[]
                  | null;
                numbers: {
                  id: string;
                  value: number;
                }[];
                photos: {
                  exif: {
                    latitude: number | null;
                    longitude: number | null;
                    takenAt: string | null;
                  };
                  height: number;
                  id: string;
                  position: number;
                  sha256: string;
                  sizeBytes: number;
                  thumbnailUrl: string;
                  url: string;
                  width: number;
                }[];
                place: {
                  accuracyMetres: number;
                  capturedAt: string;
                  latitude: number;
                  longitude: number;
                } | null;
                receivedAt: string;
                reviewedAt: string | null;
                score: number | null;
                signals: {
                  duplicatePhotos: {
                    hammingDistance: number;
                    /** @enum {string} */
                    match: 'identical' | 'similar';
                    photoId: string;
                    sameLearner: boolean;
                  }[];
                  flags: string[];
                  nearbySubmissions: {
                    count: number;
                    nearestMetres: number | null;
                  };
                  place: {
                    accuracyMetres: number | null;
                    inArea: boolean | null;
                    metresOutside: number | null;
                    neededMetres: number;
                    /** @enum {string} */
                    status: 'ok' | 'inaccurate' | 'missing';
                  };
                  time: {
                    phoneClockAheadSeconds: number;
                    photos: {
                      minutesBeforeSubmission: number | null;
                      photoId: string;
                      /** @enum {string} */
                      status: 'ok' | 'no-time' | 'taken-after-submission' | 'taken-long-before';
                      takenAt: string | null;
                    }[];
                    receivedAt: string;
                    submittedAt: string;
                  };
                };
                /** @enum {string} */
                state: 'submitted' | 'accepted' | 'returned';
                submittedAt: string;
                version: number;
                voiceNote: {
                  contentType: string;
                  durationSeconds: number;
                  sizeBytes: number;
                  url: string;
                } | null;
              }[];
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'practicals.submit': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        lessonId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              courseId: string;
              feedback: string | null;
              id: string;
              idempotencyKey: string;
              lessonId: string;
              marks:
                | {
                    criterionId: string;
                    levelId: string;
                  }[]
                | null;
              numbers: {
                id: string;
                value: number;
              }[];
              photos: {
                exif: {
                  latitude: number | null;
                  longitude: number | null;
                  takenAt: string | null;
                };
                height: number;
                id: string;
                position: number;
                sha256: string;
                sizeBytes: number;
                thumbnailUrl: string;
                url: string;
                width: number;
              }[];
              place: {
                accuracyMetres: number;
                capturedAt: string;
                latitude: number;
                longitude: number;
              } | null;
              receivedAt: string;
              reviewedAt: string | null;
              score: number | null;
              signals: {
                duplicatePhotos: {
                  hammingDistance: number;
                  /** @enum {string} */
                  match: 'identical' | 'similar';
                  photoId: string;
                  sameLearner: boolean;
                }[];
                flags: string[];
                nearbySubmissions: {
                  count: number;
                  nearestMetres: number | null;
                };
                place: {
                  accuracyMetres: number | null;
                  inArea: boolean | null;
                  metresOutside: number | null;
                  neededMetres: number;
                  /** @enum {string} */
                  status: 'ok' | 'inaccurate' | 'missing';
                };
                time: {
                  phoneClockAheadSeconds: number;
                  photos: {
                    minutesBeforeSubmission: number | null;
                    photoId: string;
                    /** @enum {string} */
                    status: 'ok' | 'no-time' | 'taken-after-submission' | 'taken-long-before';
                    takenAt: string | null;
                  }[];
                  receivedAt: string;
                  submittedAt: string;
                };
              };
              /** @enum {string} */
              state: 'submitted' | 'accepted' | 'returned';
              submittedAt: string;
              version: number;
              voiceNote: {
                contentType: string;
                durationSeconds: number;
                sizeBytes: number;
                url: string;
              } | null;
            };
            message: string;
          };
        };
      };
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              courseId: string;
              feedback: string | null;
              id: string;
              idempotencyKey: string;
              lessonId: string;
              marks:
                | {
                    criterionId: string;
                    levelId: string;
                  }[]
                | null;
              numbers: {
                id: string;
                value: number;
              }[];
              photos: {
                exif: {
                  latitude: number | null;
                  longitude: number | null;
                  takenAt: string | null;
                };
                height: number;
                id: string;
                position: number;
                sha256: string;
                sizeBytes: number;
                thumbnailUrl: string;
                url: string;
                width: number;
              }[];
              place: {
                accuracyMetres: number;
                capturedAt: string;
                latitude: number;
                longitude: number;
              } | null;
              receivedAt: string;
              reviewedAt: string | null;
              score: number | null;
              signals: {
                duplicatePhotos: {
                  hammingDistance: number;
                  /** @enum {string} */
                  match: 'identical' | 'similar';
                  photoId: string;
                  sameLearner: boolean;
                }[];
                flags: string[];
                nearbySubmissions: {
                  count: number;
                  nearestMetres: number | null;
                };
                place: {
                  accuracyMetres: number | null;
                  inArea: boolean | null;
                  metresOutside: number | null;
                  neededMetres: number;
                  /** @enum {string} */
                  status: 'ok' | 'inaccurate' | 'missing';
                };
                time: {
                  phoneClockAheadSeconds: number;
                  photos: {
                    minutesBeforeSubmission: number | null;
                    photoId: string;
                    /** @enum {string} */
                    status: 'ok' | 'no-time' | 'taken-after-submission' | 'taken-long-before';
                    takenAt: string | null;
                  }[];
                  receivedAt: string;
                  submittedAt: string;
                };
              };
              /** @enum {string} */
              state: 'submitted' | 'accepted' | 'returned';
              submittedAt: string;
              version: number;
              voiceNote: {
                contentType: string;
                durationSeconds: number;
                sizeBytes: number;
                url: string;
              } | null;
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not an accepted type of content */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'practicals.submitFromUploads': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        lessonId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          idempotencyKey: string;
          /** @default [] */
          numbers?: {
            id: string;
            value: number;
          }[];
          /** @default [] */
          photoUploadIds?: string[];
          /** @default null */
          place?: {
            accuracyMetres: number;
            /** Format: date-time */
            capturedAt: string;
            latitude: number;
            longitude: number;
          } | null;
          /** Format: date-time */
          sentAt: string;
          /** Format: date-time */
          submittedAt: string;
          timeZoneOffsetMinutes: number;
          /** @default null */
          voiceNoteUploadId?: string | null;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              courseId: string;
              feedback: string | null;
              id: string;
              idempotencyKey: string;
              lessonId: string;
              marks:
                | {
                    criterionId: string;
                    levelId: string;
                  }[]
                | null;
              numbers: {
                id: string;
                value: number;
              }[];
              photos: {
                exif: {
                  latitude: number | null;
                  longitude: number | null;
                  takenAt: string | null;
                };
                height: number;
                id: string;
                position: number;
                sha256: string;
                sizeBytes: number;
                thumbnailUrl: string;
                url: string;
                width: number;
              }[];
              place: {
                accuracyMetres: number;
                capturedAt: string;
                latitude: number;
                longitude: number;
              } | null;
              receivedAt: string;
              reviewedAt: string | null;
              score: number | null;
              signals: {
                duplicatePhotos: {
                  hammingDistance: number;
                  /** @enum {string} */
                  match: 'identical' | 'similar';
                  photoId: string;
                  sameLearner: boolean;
                }[];
                flags: string[];
                nearbySubmissions: {
                  count: number;
                  nearestMetres: number | null;
                };
                place: {
                  accuracyMetres: number | null;
                  inArea: boolean | null;
                  metresOutside: number | null;
                  neededMetres: number;
                  /** @enum {string} */
                  status: 'ok' | 'inaccurate' | 'missing';
                };
                time: {
                  phoneClockAheadSeconds: number;
                  photos: {
                    minutesBeforeSubmission: number | null;
                    photoId: string;
                    /** @enum {string} */
                    status: 'ok' | 'no-time' | 'taken-after-submission' | 'taken-long-before';
                    takenAt: string | null;
                  }[];
                  receivedAt: string;
                  submittedAt: string;
                };
              };
              /** @enum {string} */
              state: 'submitted' | 'accepted' | 'returned';
              submittedAt: string;
              version: number;
              voiceNote: {
                contentType: string;
                durationSeconds: number;
                sizeBytes: number;
                url: string;
              } | null;
            };
            message: string;
          };
        };
      };
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              courseId: string;
              feedback: string | null;
              id: string;
              idempotencyKey: string;
              lessonId: string;
              marks:
                | {
                    criterionId: string;
                    levelId: string;
                  }[]
                | null;
              numbers: {
                id: string;
                value: number;
              }[];
              photos: {
                exif: {
                  latitude: number | null;
                  longitude: number | null;
                  takenAt: string | null;
                };
                height: number;
                id: string;
                position: number;
                sha256: string;
                sizeBytes: number;
                thumbnailUrl: string;
                url: string;
                width: number;
              }[];
              place: {
                accuracyMetres: number;
                capturedAt: string;
                latitude: number;
                longitude: number;
              } | null;
              receivedAt: string;
              reviewedAt: string | null;
              score: number | null;
              signals: {
                duplicatePhotos: {
                  hammingDistance: number;
                  /** @enum {string} */
                  match: 'identical' | 'similar';
                  photoId: string;
                  sameLearner: boolean;
                }[];
                flags: string[];
                nearbySubmissions: {
                  count: number;
                  nearestMetres: number | null;
                };
                place: {
                  accuracyMetres: number | null;
                  inArea: boolean | null;
                  metresOutside: number | null;
                  neededMetres: number;
                  /** @enum {string} */
                  status: 'ok' | 'inaccurate' | 'missing';
                };
                time: {
                  phoneClockAheadSeconds: number;
                  photos: {
                    minutesBeforeSubmission: number | null;
                    photoId: string;
                    /** @enum {string} */
                    status: 'ok' | 'no-time' | 'taken-after-submission' | 'taken-long-before';
                    takenAt: string | null;
                  }[];
                  receivedAt: string;
                  submittedAt: string;
                };
              };
              /** @enum {string} */
              state: 'submitted' | 'accepted' | 'returned';
              submittedAt: string;
              version: number;
              voiceNote: {
                contentType: string;
                durationSeconds: number;
                sizeBytes: number;
                url: string;
              } | null;
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not possible in the current state: the message says why */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not an accepted type of content */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'learning.courseState': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              certificate: {
                code: string;
                issuedAt: string;
                pdfPath: string;
                verifyPath: string;
              } | null;
              completedAt: string | null;
              course: {
                _id: string;
                category: string;
                createdAt: string;
                description: string;
                descriptionKey: string | null;
                descriptionTranslations: {
                  [key: string]: string;
                };
                durationMinutes: number;
                id: string;
                image: string | null;
                languages: string[];
                lessonCount: number;
                /** @enum {string} */
                level: 'beginner' | 'intermediate' | 'advanced';
                moduleCount: number;
                order: number;
                slug: string;
                /** @enum {string} */
                status: 'draft' | 'published' | 'archived';
                title: string;
                titleKey: string | null;
                titleTranslations: {
                  [key: string]: string;
                };
                updatedAt: string;
              };
              currentLessonId: string | null;
              enrolled: boolean;
              enrolledAt: string | null;
              modules: {
                description: string;
                descriptionTranslations: {
                  [key: string]: string;
                };
                id: string;
                lessons: {
                  durationMinutes: number;
                  id: string;
                  /** @enum {string} */
                  kind: 'text' | 'video' | 'document' | 'quiz' | 'practical';
                  order: number;
                  /** @enum {string} */
                  state: 'locked' | 'available' | 'in_progress' | 'completed';
                  title: string;
                  titleTranslations: {
                    [key: string]: string;
                  };
                }[];
                order: number;
                title: string;
                titleTranslations: {
                  [key: string]: string;
                };
              }[];
              progress: {
                completedLessons: number;
                percent: number;
                totalLessons: number;
              };
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'learning.completeLesson': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "lessonId": "0b9d3c3e-5f1a-4c55-9d0e-2a4f6c1b7e21"
         *     }
         */
        'application/json': {
          /** Format: uuid */
          lessonId?: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              certificate: {
                code: string;
                issuedAt: string;
                pdfPath: string;
                verifyPath: string;
              } | null;
              completedLessonId: string;
              nextLesson: {
                durationMinutes: number;
                id: string;
                /** @enum {string} */
                kind: 'text' | 'video' | 'document' | 'quiz' | 'practical';
                order: number;
                /** @enum {string} */
                state: 'locked' | 'available' | 'in_progress' | 'completed';
                title: string;
                titleTranslations: {
                  [key: string]: string;
                };
              } | null;
              progress: {
                completedLessons: number;
                percent: number;
                totalLessons: number;
              };
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not possible in the current state: the message says why */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'learning.offlinePackage': {
    parameters: {
      query?: {
        audio?: 'opus' | 'mp3';
        language?: string;
        purpose?: 'download' | 'sizes';
        quality?: '240p' | '360p' | 'original';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              courseId: string;
              downloadedAt: string | null;
              items: {
                /** @enum {string} */
                kind: 'page' | 'course-state' | 'lesson' | 'video' | 'captions' | 'document' | 'image' | 'audio';
                lessonId: string | null;
                sizeBytes: number;
                url: string;
                version: string;
              }[];
              lessons: {
                lessonId: string;
                sizeBytes: number;
              }[];
              /** @enum {string} */
              quality: '240p' | '360p' | 'original';
              sizes: {
                /** @enum {string} */
                quality: '240p' | '360p' | 'original';
                totalBytes: number;
              }[];
              slug: string;
              totalBytes: number;
              version: string;
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'courseAdmin.list': {
    parameters: {
      query?: {
        limit?: number;
        page?: number;
        search?: string;
        sort?: 'updated' | 'created' | 'title' | 'order';
        status?: 'draft' | 'published' | 'archived' | 'all';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              courses: {
                _id: string;
                category: string;
                createdAt: string;
                description: string;
                descriptionKey: string | null;
                descriptionTranslations: {
                  [key: string]: string;
                };
                durationMinutes: number;
                enrolmentCount: number;
                id: string;
                image: string | null;
                languages: string[];
                lessonCount: number;
                /** @enum {string} */
                level: 'beginner' | 'intermediate' | 'advanced';
                moduleCount: number;
                order: number;
                slug: string;
                /** @enum {string} */
                status: 'draft' | 'published' | 'archived';
                title: string;
                titleKey: string | null;
                titleTranslations: {
                  [key: string]: string;
                };
                updatedAt: string;
              }[];
              pagination: {
                limit: number;
                page: number;
                total: number;
                totalPages: number;
              };
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'courseAdmin.create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "titleTranslations": {
         *         "en": "Rainwater harvesting",
         *         "hi": "वर्षा जल संचयन"
         *       },
         *       "level": "beginner",
         *       "category": "watershed"
         *     }
         */
        'application/json': {
          /** @default watershed */
          category?: string;
          /** @default {} */
          descriptionTranslations?: {
            en?: string;
            hi?: string;
          };
          /** @default null */
          image?: string | null;
          /**
           * @default beginner
           * @enum {string}
           */
          level?: 'beginner' | 'intermediate' | 'advanced';
          /**
           * @default draft
           * @enum {string}
           */
          status?: 'draft' | 'published' | 'archived';
          titleTranslations: {
            en: string;
            hi?: string;
          };
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              _id: string;
              category: string;
              createdAt: string;
              description: string;
              descriptionKey: string | null;
              descriptionTranslations: {
                [key: string]: string;
              };
              durationMinutes: number;
              enrolmentCount: number;
              id: string;
              image: string | null;
              languages: string[];
              lessonCount: number;
              /** @enum {string} */
              level: 'beginner' | 'intermediate' | 'advanced';
              moduleCount: number;
              modules: {
                _id: string;
                description: string;
                descriptionTranslations: {
                  [key: string]: string;
                };
                id: string;
                lessons: {
                  _id: string;
                  content: {
                    [key: string]: unknown;
                  };
                  durationMinutes: number;
                  id: string;
                  /** @enum {string} */
                  kind: 'text' | 'video' | 'document' | 'quiz' | 'practical';
                  moduleId: string;
                  order: number;
                  title: string;
                  titleTranslations: {
                    [key: string]: string;
                  };
                }[];
                order: number;
                title: string;
                titleTranslations: {
                  [key: string]: string;
                };
              }[];
              order: number;
              slug: string;
              /** @enum {string} */
              status: 'draft' | 'published' | 'archived';
              title: string;
              titleKey: string | null;
              titleTranslations: {
                [key: string]: string;
              };
              updatedAt: string;
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'courseAdmin.get': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              _id: string;
              category: string;
              createdAt: string;
              description: string;
              descriptionKey: string | null;
              descriptionTranslations: {
                [key: string]: string;
              };
              durationMinutes: number;
              enrolmentCount: number;
              id: string;
              image: string | null;
              languages: string[];
              lessonCount: number;
              /** @enum {string} */
              level: 'beginner' | 'intermediate' | 'advanced';
              moduleCount: number;
              modules: {
                _id: string;
                description: string;
                descriptionTranslations: {
                  [key: string]: string;
                };
                id: string;
                lessons: {
                  _id: string;
                  content: {
                    [key: string]: unknown;
                  };
                  durationMinutes: number;
                  id: string;
                  /** @enum {string} */
                  kind: 'text' | 'video' | 'document' | 'quiz' | 'practical';
                  moduleId: string;
                  order: number;
                  title: string;
                  titleTranslations: {
                    [key: string]: string;
                  };
                }[];
                order: number;
                title: string;
                titleTranslations: {
                  [key: string]: string;
                };
              }[];
              order: number;
              slug: string;
              /** @enum {string} */
              status: 'draft' | 'published' | 'archived';
              title: string;
              titleKey: string | null;
              titleTranslations: {
                [key: string]: string;
              };
              updatedAt: string;
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'courseAdmin.update': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "status": "published"
         *     }
         */
        'application/json': {
          category?: string;
          descriptionTranslations?: {
            en?: string;
            hi?: string;
          };
          image?: string | null;
          /** @enum {string} */
          level?: 'beginner' | 'intermediate' | 'advanced';
          /** @enum {string} */
          status?: 'draft' | 'published' | 'archived';
          titleTranslations?: {
            en: string;
            hi?: string;
          };
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              _id: string;
              category: string;
              createdAt: string;
              description: string;
              descriptionKey: string | null;
              descriptionTranslations: {
                [key: string]: string;
              };
              durationMinutes: number;
              enrolmentCount: number;
              id: string;
              image: string | null;
              languages: string[];
              lessonCount: number;
              /** @enum {string} */
              level: 'beginner' | 'intermediate' | 'advanced';
              moduleCount: number;
              modules: {
                _id: string;
                description: string;
                descriptionTranslations: {
                  [key: string]: string;
                };
                id: string;
                lessons: {
                  _id: string;
                  content: {
                    [key: string]: unknown;
                  };
                  durationMinutes: number;
                  id: string;
                  /** @enum {string} */
                  kind: 'text' | 'video' | 'document' | 'quiz' | 'practical';
                  moduleId: string;
                  order: number;
                  title: string;
                  titleTranslations: {
                    [key: string]: string;
                  };
                }[];
                order: number;
                title: string;
                titleTranslations: {
                  [key: string]: string;
                };
              }[];
              order: number;
              slug: string;
              /** @enum {string} */
              status: 'draft' | 'published' | 'archived';
              title: string;
              titleKey: string | null;
              titleTranslations: {
                [key: string]: string;
              };
              updatedAt: string;
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'courseAdmin.delete': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: null;
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not possible in the current state: the message says why */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'courseAdmin.replaceLesson': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        lessonId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "kind": "text",
         *       "titleTranslations": {
         *         "en": "The water cycle",
         *         "hi": "जल चक्र"
         *       },
         *       "durationMinutes": 10,
         *       "content": {
         *         "body": {
         *           "en": "Rain falls, soaks in and flows away.",
         *           "hi": "वर्षा गिरती है, रिसती है और बह जाती है।"
         *         }
         *       }
         *     }
         */
        'application/json':
          | {
              content: {
                body: {
                  en?: string;
                  hi?: string;
                };
              };
              durationMinutes: number;
              /** @enum {string} */
              kind: 'text';
              titleTranslations: {
                en: string;
                hi?: string;
              };
            }
          | {
              content: {
                captions: {
                  language: string;
                  /** Format: uuid */
                  mediaId: string;
                }[];
                durationSeconds: number | null;
                mediaByLanguage?: {
                  language: string;
                  /** Format: uuid */
                  mediaId: string;
                }[];
                mediaId: string | null;
                summary: {
                  en?: string;
                  hi?: string;
                };
              };
              durationMinutes: number;
              /** @enum {string} */
              kind: 'video';
              titleTranslations: {
                en: string;
                hi?: string;
              };
            }
          | {
              content: {
                mediaId: string | null;
                summary: {
                  en?: string;
                  hi?: string;
                };
              };
              durationMinutes: number;
              /** @enum {string} */
              kind: 'document';
              titleTranslations: {
                en: string;
                hi?: string;
              };
            }
          | {
              content: {
                passingScore: number;
                questions: {
                  /** @default {} */
                  explanation?: {
                    en?: string;
                    hi?: string;
                  };
                  id?: string;
                  multiple: boolean;
                  options: {
                    correct: boolean;
                    id?: string;
                    text: {
                      en: string;
                      hi?: string;
                    };
                  }[];
                  prompt: {
                    en: string;
                    hi?: string;
                  };
                }[];
              };
              durationMinutes: number;
              /** @enum {string} */
              kind: 'quiz';
              titleTranslations: {
                en: string;
                hi?: string;
              };
            }
          | {
              content: {
                instructions: {
                  en: string;
                  hi?: string;
                };
                /** @default [] */
                numbers?: {
                  id?: string;
                  label: {
                    en: string;
                    hi?: string;
                  };
                  max: number;
                  min: number;
                  /** @default  */
                  unit?: string;
                }[];
                photos: {
                  captions: {
                    en: string;
                    hi?: string;
                  }[];
                  max: number;
                  min: number;
                };
                place: {
                  accuracyMetres: number;
                  /** @default null */
                  area?:
                    | (
                        | {
                            lat: number;
                            lon: number;
                            radiusMetres: number;
                            /** @enum {string} */
                            type: 'circle';
                          }
                        | {
                            coordinates: [number, number][][];
                            /** @enum {string} */
                            type: 'Polygon';
                          }
                      )
                    | null;
                  required: boolean;
                };
                rubric: {
                  criteria: {
                    id?: string;
                    label: {
                      en: string;
                      hi?: string;
                    };
                    levels: {
                      id?: string;
                      label: {
                        en: string;
                        hi?: string;
                      };
                      points: number;
                    }[];
                  }[];
                  passMark: number;
                };
                voiceNote: {
                  /** @default 120 */
                  maxSeconds?: number;
                  /** @enum {string} */
                  requirement: 'none' | 'optional' | 'required';
                };
              };
              durationMinutes: number;
              /** @enum {string} */
              kind: 'practical';
              titleTranslations: {
                en: string;
                hi?: string;
              };
            };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              _id: string;
              category: string;
              createdAt: string;
              description: string;
              descriptionKey: string | null;
              descriptionTranslations: {
                [key: string]: string;
              };
              durationMinutes: number;
              enrolmentCount: number;
              id: string;
              image: string | null;
              languages: string[];
              lessonCount: number;
              /** @enum {string} */
              level: 'beginner' | 'intermediate' | 'advanced';
              moduleCount: number;
              modules: {
                _id: string;
                description: string;
                descriptionTranslations: {
                  [key: string]: string;
                };
                id: string;
                lessons: {
                  _id: string;
                  content: {
                    [key: string]: unknown;
                  };
                  durationMinutes: number;
                  id: string;
                  /** @enum {string} */
                  kind: 'text' | 'video' | 'document' | 'quiz' | 'practical';
                  moduleId: string;
                  order: number;
                  title: string;
                  titleTranslations: {
                    [key: string]: string;
                  };
                }[];
                order: number;
                title: string;
                titleTranslations: {
                  [key: string]: string;
                };
              }[];
              order: number;
              slug: string;
              /** @enum {string} */
              status: 'draft' | 'published' | 'archived';
              title: string;
              titleKey: string | null;
              titleTranslations: {
                [key: string]: string;
              };
              updatedAt: string;
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'courseAdmin.deleteLesson': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        lessonId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              _id: string;
              category: string;
              createdAt: string;
              description: string;
              descriptionKey: string | null;
              descriptionTranslations: {
                [key: string]: string;
              };
              durationMinutes: number;
              enrolmentCount: number;
              id: string;
              image: string | null;
              languages: string[];
              lessonCount: number;
              /** @enum {string} */
              level: 'beginner' | 'intermediate' | 'advanced';
              moduleCount: number;
              modules: {
                _id: string;
                description: string;
                descriptionTranslations: {
                  [key: string]: string;
                };
                id: string;
                lessons: {
                  _id: string;
                  content: {
                    [key: string]: unknown;
                  };
                  durationMinutes: number;
                  id: string;
                  /** @enum {string} */
                  kind: 'text' | 'video' | 'document' | 'quiz' | 'practical';
                  moduleId: string;
                  order: number;
                  title: string;
                  titleTranslations: {
                    [key: string]: string;
                  };
                }[];
                order: number;
                title: string;
                titleTranslations: {
                  [key: string]: string;
                };
              }[];
              order: number;
              slug: string;
              /** @enum {string} */
              status: 'draft' | 'published' | 'archived';
              title: string;
              titleKey: string | null;
              titleTranslations: {
                [key: string]: string;
              };
              updatedAt: string;
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'courseAdmin.moveLesson': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        lessonId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "moduleId": "6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b",
         *       "index": 0
         *     }
         */
        'application/json': {
          index?: number;
          /** Format: uuid */
          moduleId: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              _id: string;
              category: string;
              createdAt: string;
              description: string;
              descriptionKey: string | null;
              descriptionTranslations: {
                [key: string]: string;
              };
              durationMinutes: number;
              enrolmentCount: number;
              id: string;
              image: string | null;
              languages: string[];
              lessonCount: number;
              /** @enum {string} */
              level: 'beginner' | 'intermediate' | 'advanced';
              moduleCount: number;
              modules: {
                _id: string;
                description: string;
                descriptionTranslations: {
                  [key: string]: string;
                };
                id: string;
                lessons: {
                  _id: string;
                  content: {
                    [key: string]: unknown;
                  };
                  durationMinutes: number;
                  id: string;
                  /** @enum {string} */
                  kind: 'text' | 'video' | 'document' | 'quiz' | 'practical';
                  moduleId: string;
                  order: number;
                  title: string;
                  titleTranslations: {
                    [key: string]: string;
                  };
                }[];
                order: number;
                title: string;
                titleTranslations: {
                  [key: string]: string;
                };
              }[];
              order: number;
              slug: string;
              /** @enum {string} */
              status: 'draft' | 'published' | 'archived';
              title: string;
              titleKey: string | null;
              titleTranslations: {
                [key: string]: string;
              };
              updatedAt: string;
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'courseAdmin.addModule': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "titleTranslations": {
         *         "en": "Why harvest rain",
         *         "hi": "वर्षा जल क्यों सहेजें"
         *       }
         *     }
         */
        'application/json': {
          /** @default {} */
          descriptionTranslations?: {
            en?: string;
            hi?: string;
          };
          titleTranslations: {
            en: string;
            hi?: string;
          };
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              _id: string;
              category: string;
              createdAt: string;
              description: string;
              descriptionKey: string | null;
              descriptionTranslations: {
                [key: string]: string;
              };
              durationMinutes: number;
              enrolmentCount: number;
              id: string;
              image: string | null;
              languages: string[];
              lessonCount: number;
              /** @enum {string} */
              level: 'beginner' | 'intermediate' | 'advanced';
              moduleCount: number;
              modules: {
                _id: string;
                description: string;
                descriptionTranslations: {
                  [key: string]: string;
                };
                id: string;
                lessons: {
                  _id: string;
                  content: {
                    [key: string]: unknown;
                  };
                  durationMinutes: number;
                  id: string;
                  /** @enum {string} */
                  kind: 'text' | 'video' | 'document' | 'quiz' | 'practical';
                  moduleId: string;
                  order: number;
                  title: string;
                  titleTranslations: {
                    [key: string]: string;
                  };
                }[];
                order: number;
                title: string;
                titleTranslations: {
                  [key: string]: string;
                };
              }[];
              order: number;
              slug: string;
              /** @enum {string} */
              status: 'draft' | 'published' | 'archived';
              title: string;
              titleKey: string | null;
              titleTranslations: {
                [key: string]: string;
              };
              updatedAt: string;
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'courseAdmin.updateModule': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        moduleId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "titleTranslations": {
         *         "en": "Why harvest rain",
         *         "hi": "वर्षा जल क्यों सहेजें"
         *       }
         *     }
         */
        'application/json': {
          descriptionTranslations?: {
            en?: string;
            hi?: string;
          };
          titleTranslations?: {
            en: string;
            hi?: string;
          };
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              _id: string;
              category: string;
              createdAt: string;
              description: string;
              descriptionKey: string | null;
              descriptionTranslations: {
                [key: string]: string;
              };
              durationMinutes: number;
              enrolmentCount: number;
              id: string;
              image: string | null;
              languages: string[];
              lessonCount: number;
              /** @enum {string} */
              level: 'beginner' | 'intermediate' | 'advanced';
              moduleCount: number;
              modules: {
                _id: string;
                description: string;
                descriptionTranslations: {
                  [key: string]: string;
                };
                id: string;
                lessons: {
                  _id: string;
                  content: {
                    [key: string]: unknown;
                  };
                  durationMinutes: number;
                  id: string;
                  /** @enum {string} */
                  kind: 'text' | 'video' | 'document' | 'quiz' | 'practical';
                  moduleId: string;
                  order: number;
                  title: string;
                  titleTranslations: {
                    [key: string]: string;
                  };
                }[];
                order: number;
                title: string;
                titleTranslations: {
                  [key: string]: string;
                };
              }[];
              order: number;
              slug: string;
              /** @enum {string} */
              status: 'draft' | 'published' | 'archived';
              title: string;
              titleKey: string | null;
              titleTranslations: {
                [key: string]: string;
              };
              updatedAt: string;
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'courseAdmin.deleteModule': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        moduleId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              _id: string;
              category: string;
              createdAt: string;
              description: string;
              descriptionKey: string | null;
              descriptionTranslations: {
                [key: string]: string;
              };
              durationMinutes: number;
              enrolmentCount: number;
              id: string;
              image: string | null;
              languages: string[];
              lessonCount: number;
              /** @enum {string} */
              level: 'beginner' | 'intermediate' | 'advanced';
              moduleCount: number;
              modules: {
                _id: string;
                description: string;
                descriptionTranslations: {
                  [key: string]: string;
                };
                id: string;
                lessons: {
                  _id: string;
                  content: {
                    [key: string]: unknown;
                  };
                  durationMinutes: number;
                  id: string;
                  /** @enum {string} */
                  kind: 'text' | 'video' | 'document' | 'quiz' | 'practical';
                  moduleId: string;
                  order: number;
                  title: string;
                  titleTranslations: {
                    [key: string]: string;
                  };
                }[];
                order: number;
                title: string;
                titleTranslations: {
                  [key: string]: string;
                };
              }[];
              order: number;
              slug: string;
              /** @enum {string} */
              status: 'draft' | 'published' | 'archived';
              title: string;
              titleKey: string | null;
              titleTranslations: {
                [key: string]: string;
              };
              updatedAt: string;
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'courseAdmin.addLesson': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        moduleId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "kind": "text",
         *       "titleTranslations": {
         *         "en": "The water cycle",
         *         "hi": "जल चक्र"
         *       },
         *       "durationMinutes": 10,
         *       "content": {
         *         "body": {
         *           "en": "Rain falls, soaks in and flows away.",
         *           "hi": "वर्षा गिरती है, रिसती है और बह जाती है।"
         *         }
         *       }
         *     }
         */
        'application/json':
          | {
              content: {
                body: {
                  en?: string;
                  hi?: string;
                };
              };
              durationMinutes: number;
              /** @enum {string} */
              kind: 'text';
              titleTranslations: {
                en: string;
                hi?: string;
              };
            }
          | {
              content: {
                captions: {
                  language: string;
                  /** Format: uuid */
                  mediaId: string;
                }[];
                durationSeconds: number | null;
                mediaByLanguage?: {
                  language: string;
                  /** Format: uuid */
                  mediaId: string;
                }[];
                mediaId: string | null;
                summary: {
                  en?: string;
                  hi?: string;
                };
              };
              durationMinutes: number;
              /** @enum {string} */
              kind: 'video';
              titleTranslations: {
                en: string;
                hi?: string;
              };
            }
          | {
              content: {
                mediaId: string | null;
                summary: {
                  en?: string;
                  hi?: string;
                };
              };
              durationMinutes: number;
              /** @enum {string} */
              kind: 'document';
              titleTranslations: {
                en: string;
                hi?: string;
              };
            }
          | {
              content: {
                passingScore: number;
                questions: {
                  /** @default {} */
                  explanation?: {
                    en?: string;
                    hi?: string;
                  };
                  id?: string;
                  multiple: boolean;
                  options: {
                    correct: boolean;
                    id?: string;
                    text: {
                      en: string;
                      hi?: string;
                    };
                  }[];
                  prompt: {
                    en: string;
                    hi?: string;
                  };
                }[];
              };
              durationMinutes: number;
              /** @enum {string} */
              kind: 'quiz';
              titleTranslations: {
                en: string;
                hi?: string;
              };
            }
          | {
              content: {
                instructions: {
                  en: string;
                  hi?: string;
                };
                /** @default [] */
                numbers?: {
                  id?: string;
                  label: {
                    en: string;
                    hi?: string;
                  };
                  max: number;
                  min: number;
                  /** @default  */
                  unit?: string;
                }[];
                photos: {
                  captions: {
                    en: string;
                    hi?: string;
                  }[];
                  max: number;
                  min: number;
                };
                place: {
                  accuracyMetres: number;
                  /** @default null */
                  area?:
                    | (
                        | {
                            lat: number;
                            lon: number;
                            radiusMetres: number;
                            /** @enum {string} */
                            type: 'circle';
                          }
                        | {
                            coordinates: [number, number][][];
                            /** @enum {string} */
                            type: 'Polygon';
                          }
                      )
                    | null;
                  required: boolean;
                };
                rubric: {
                  criteria: {
                    id?: string;
                    label: {
                      en: string;
                      hi?: string;
                    };
                    levels: {
                      id?: string;
                      label: {
                        en: string;
                        hi?: string;
                      };
                      points: number;
                    }[];
                  }[];
                  passMark: number;
                };
                voiceNote: {
                  /** @default 120 */
                  maxSeconds?: number;
                  /** @enum {string} */
                  requirement: 'none' | 'optional' | 'required';
                };
              };
              durationMinutes: number;
              /** @enum {string} */
              kind: 'practical';
              titleTranslations: {
                en: string;
                hi?: string;
              };
            };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              _id: string;
              category: string;
              createdAt: string;
              description: string;
              descriptionKey: string | null;
              descriptionTranslations: {
                [key: string]: string;
              };
              durationMinutes: number;
              enrolmentCount: number;
              id: string;
              image: string | null;
              languages: string[];
              lessonCount: number;
              /** @enum {string} */
              level: 'beginner' | 'intermediate' | 'advanced';
              moduleCount: number;
              modules: {
                _id: string;
                description: string;
                descriptionTranslations: {
                  [key: string]: string;
                };
                id: string;
                lessons: {
                  _id: string;
                  content: {
                    [key: string]: unknown;
                  };
                  durationMinutes: number;
                  id: string;
                  /** @enum {string} */
                  kind: 'text' | 'video' | 'document' | 'quiz' | 'practical';
                  moduleId: string;
                  order: number;
                  title: string;
                  titleTranslations: {
                    [key: string]: string;
                  };
                }[];
                order: number;
                title: string;
                titleTranslations: {
                  [key: string]: string;
                };
              }[];
              order: number;
              slug: string;
              /** @enum {string} */
              status: 'draft' | 'published' | 'archived';
              title: string;
              titleKey: string | null;
              titleTranslations: {
                [key: string]: string;
              };
              updatedAt: string;
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'courseAdmin.orderLessons': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        moduleId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "ids": [
         *         "0b9d3c3e-5f1a-4c55-9d0e-2a4f6c1b7e21",
         *         "6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b"
         *       ]
         *     }
         */
        'application/json': {
          ids: string[];
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              _id: string;
              category: string;
              createdAt: string;
              description: string;
              descriptionKey: string | null;
              descriptionTranslations: {
                [key: string]: string;
              };
              durationMinutes: number;
              enrolmentCount: number;
              id: string;
              image: string | null;
              languages: string[];
              lessonCount: number;
              /** @enum {string} */
              level: 'beginner' | 'intermediate' | 'advanced';
              moduleCount: number;
              modules: {
                _id: string;
                description: string;
                descriptionTranslations: {
                  [key: string]: string;
                };
                id: string;
                lessons: {
                  _id: string;
                  content: {
                    [key: string]: unknown;
                  };
                  durationMinutes: number;
                  id: string;
                  /** @enum {string} */
                  kind: 'text' | 'video' | 'document' | 'quiz' | 'practical';
                  moduleId: string;
                  order: number;
                  title: string;
                  titleTranslations: {
                    [key: string]: string;
                  };
                }[];
                order: number;
                title: string;
                titleTranslations: {
                  [key: string]: string;
                };
              }[];
              order: number;
              slug: string;
              /** @enum {string} */
              status: 'draft' | 'published' | 'archived';
              title: string;
              titleKey: string | null;
              titleTranslations: {
                [key: string]: string;
              };
              updatedAt: string;
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'courseAdmin.orderModules': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "ids": [
         *         "0b9d3c3e-5f1a-4c55-9d0e-2a4f6c1b7e21",
         *         "6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b"
         *       ]
         *     }
         */
        'application/json': {
          ids: string[];
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              _id: string;
              category: string;
              createdAt: string;
              description: string;
              descriptionKey: string | null;
              descriptionTranslations: {
                [key: string]: string;
              };
              durationMinutes: number;
              enrolmentCount: number;
              id: string;
              image: string | null;
              languages: string[];
              lessonCount: number;
              /** @enum {string} */
              level: 'beginner' | 'intermediate' | 'advanced';
              moduleCount: number;
              modules: {
                _id: string;
                description: string;
                descriptionTranslations: {
                  [key: string]: string;
                };
                id: string;
                lessons: {
                  _id: string;
                  content: {
                    [key: string]: unknown;
                  };
                  durationMinutes: number;
                  id: string;
                  /** @enum {string} */
                  kind: 'text' | 'video' | 'document' | 'quiz' | 'practical';
                  moduleId: string;
                  order: number;
                  title: string;
                  titleTranslations: {
                    [key: string]: string;
                  };
                }[];
                order: number;
                title: string;
                titleTranslations: {
                  [key: string]: string;
                };
              }[];
              order: number;
              slug: string;
              /** @enum {string} */
              status: 'draft' | 'published' | 'archived';
              title: string;
              titleKey: string | null;
              titleTranslations: {
                [key: string]: string;
              };
              updatedAt: string;
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'courseAdmin.translations': {
    parameters: {
      query?: {
        missing?: 'hi' | 'en';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              courses: {
                descriptionTranslations: {
                  [key: string]: string;
                };
                id: string;
                missing: string[];
                slug: string;
                /** @enum {string} */
                status: 'draft' | 'published' | 'archived';
                titleTranslations: {
                  [key: string]: string;
                };
              }[];
              missingHindi: number;
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'courses.categories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              categories: {
                category: string;
                count: number;
              }[];
            };
            message: string;
          };
        };
      };
    };
  };
  'courseAdmin.stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              byStatus: {
                archived: number;
                draft: number;
                published: number;
              };
              enrolments: number;
              lessons: number;
              modules: number;
              total: number;
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'demoMode.accounts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              accounts: {
                email: string;
                /** @enum {string} */
                role: 'USER' | 'ADMIN' | 'SUPER_ADMIN' | 'ORGANIZATION' | 'TRAINER';
              }[];
              active: boolean;
              password: string | null;
            };
            message: string;
          };
        };
      };
    };
  };
  'learning.myEnrolments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              enrolments: {
                certificate: {
                  code: string;
                  issuedAt: string;
                  pdfPath: string;
                  verifyPath: string;
                } | null;
                completedAt: string | null;
                course: {
                  _id: string;
                  category: string;
                  createdAt: string;
                  description: string;
                  descriptionKey: string | null;
                  descriptionTranslations: {
                    [key: string]: string;
                  };
                  durationMinutes: number;
                  id: string;
                  image: string | null;
                  languages: string[];
                  lessonCount: number;
                  /** @enum {string} */
                  level: 'beginner' | 'intermediate' | 'advanced';
                  moduleCount: number;
                  order: number;
                  slug: string;
                  /** @enum {string} */
                  status: 'draft' | 'published' | 'archived';
                  title: string;
                  titleKey: string | null;
                  titleTranslations: {
                    [key: string]: string;
                  };
                  updatedAt: string;
                };
                currentLessonId: string | null;
                dueOn: string | null;
                enrolledAt: string;
                progress: {
                  completedLessons: number;
                  percent: number;
                  totalLessons: number;
                };
                resumeLessonId: string | null;
              }[];
            };
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'languages.list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              code: string;
              isActive: boolean;
              isDefault: boolean;
              name: string;
              nativeName: string;
              sortOrder: number;
            }[];
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not possible in the current state: the message says why */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'languages.create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "code": "mr",
         *       "name": "Marathi",
         *       "nativeName": "मराठी"
         *     }
         */
        'application/json': {
          code: string;
          name: string;
          nativeName: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              code: string;
              isActive: boolean;
              isDefault: boolean;
              name: string;
              nativeName: string;
              sortOrder: number;
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not possible in the current state: the message says why */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'languages.update': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "isActive": true
         *     }
         */
        'application/json': {
          isActive?: boolean;
          /** @enum {boolean} */
          isDefault?: true;
          name?: string;
          nativeName?: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              code: string;
              isActive: boolean;
              isDefault: boolean;
              name: string;
              nativeName: string;
              sortOrder: number;
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not possible in the current state: the message says why */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'mapTiles.get': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              archive: components['schemas']['MapTilesArchive'] | null;
              maxUploadBytes: number;
            };
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'mapTiles.upload': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              archive: components['schemas']['MapTilesArchive'] | null;
              maxUploadBytes: number;
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not an accepted type of content */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'mapTiles.remove': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              archive: components['schemas']['MapTilesArchive'] | null;
              maxUploadBytes: number;
            };
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'mapTiles.archive': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        archiveId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The whole archive */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.pmtiles': string;
        };
      };
      /** @description The requested range of the archive */
      206: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.pmtiles': string;
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The range is outside the file */
      416: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'media.upload': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              contentType: string;
              filename: string;
              id: string;
              sizeBytes: number;
              url: string;
              variants?: {
                /** @enum {string} */
                quality: '240p' | '360p' | 'original';
                sizeBytes: number;
                url: string;
              }[];
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not an accepted type of content */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'media.get': {
    parameters: {
      query?: {
        download?: '0' | '1';
        format?: 'webp';
        quality?: '240p' | '360p' | 'original';
        width?: '320' | '640';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The whole file, with its own content type */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/octet-stream': string;
        };
      };
      /** @description The requested range of the file */
      206: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/octet-stream': string;
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The range is outside the file */
      416: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'notifications.list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              items: {
                createdAt: string;
                id: string;
                /** @enum {string} */
                kind: 'assignment' | 'due-soon' | 'certificate' | 'import-finished' | 'practical-accepted' | 'practical-returned';
                payload: {
                  [key: string]: unknown;
                };
                readAt: string | null;
              }[];
              unread: number;
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'notifications.markRead': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /** @example {} */
        'application/json': {
          ids?: string[];
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: null;
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'organizations.list': {
    parameters: {
      query?: {
        limit?: number;
        page?: number;
        search?: string;
        status?: 'active' | 'inactive';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              items: {
                _id: string;
                address: string | null;
                contactPerson: string | null;
                createdAt: string;
                district: string | null;
                email: string | null;
                id: string;
                isActive: boolean;
                name: string;
                phone: string | null;
                state: string | null;
                type: string;
                userCount: number;
              }[];
              pagination: {
                limit: number;
                page: number;
                total: number;
                totalIsAtLeast?: boolean;
                totalPages: number;
              };
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'organizations.create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          address?: string | null;
          contactPerson?: string | null;
          district?: string | null;
          email?: ('' | string) | null;
          name: string;
          phone?: string | null;
          state?:
            | (
                | 'Andhra Pradesh'
                | 'Arunachal Pradesh'
                | 'Assam'
                | 'Bihar'
                | 'Chhattisgarh'
                | 'Goa'
                | 'Gujarat'
                | 'Haryana'
                | 'Himachal Pradesh'
                | 'Jharkhand'
                | 'Karnataka'
                | 'Kerala'
                | 'Madhya Pradesh'
                | 'Maharashtra'
                | 'Manipur'
                | 'Meghalaya'
                | 'Mizoram'
                | 'Nagaland'
                | 'Odisha'
                | 'Punjab'
                | 'Rajasthan'
                | 'Sikkim'
                | 'Tamil Nadu'
                | 'Telangana'
                | 'Tripura'
                | 'Uttar Pradesh'
                | 'Uttarakhand'
                | 'West Bengal'
                | 'Andaman and Nicobar Islands'
                | 'Chandigarh'
                | 'Dadra and Nagar Haveli and Daman and Diu'
                | 'Delhi'
                | 'Jammu and Kashmir'
                | 'Ladakh'
                | 'Lakshadweep'
                | 'Puducherry'
              )
            | null;
          /** @enum {string} */
          type: 'ngo' | 'government' | 'panchayat' | 'community' | 'school' | 'research' | 'other';
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              _id: string;
              address: string | null;
              contactPerson: string | null;
              createdAt: string;
              district: string | null;
              email: string | null;
              id: string;
              isActive: boolean;
              name: string;
              phone: string | null;
              state: string | null;
              type: string;
              userCount: number;
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'organizations.get': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              _id: string;
              address: string | null;
              contactPerson: string | null;
              createdAt: string;
              district: string | null;
              email: string | null;
              id: string;
              isActive: boolean;
              name: string;
              phone: string | null;
              state: string | null;
              type: string;
              userCount: number;
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'organizations.update': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          address?: string | null;
          contactPerson?: string | null;
          district?: string | null;
          email?: ('' | string) | null;
          name: string;
          phone?: string | null;
          state?:
            | (
                | 'Andhra Pradesh'
                | 'Arunachal Pradesh'
                | 'Assam'
                | 'Bihar'
                | 'Chhattisgarh'
                | 'Goa'
                | 'Gujarat'
                | 'Haryana'
                | 'Himachal Pradesh'
                | 'Jharkhand'
                | 'Karnataka'
                | 'Kerala'
                | 'Madhya Pradesh'
                | 'Maharashtra'
                | 'Manipur'
                | 'Meghalaya'
                | 'Mizoram'
                | 'Nagaland'
                | 'Odisha'
                | 'Punjab'
                | 'Rajasthan'
                | 'Sikkim'
                | 'Tamil Nadu'
                | 'Telangana'
                | 'Tripura'
                | 'Uttar Pradesh'
                | 'Uttarakhand'
                | 'West Bengal'
                | 'Andaman and Nicobar Islands'
                | 'Chandigarh'
                | 'Dadra and Nagar Haveli and Daman and Diu'
                | 'Delhi'
                | 'Jammu and Kashmir'
                | 'Ladakh'
                | 'Lakshadweep'
                | 'Puducherry'
              )
            | null;
          /** @enum {string} */
          type: 'ngo' | 'government' | 'panchayat' | 'community' | 'school' | 'research' | 'other';
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              _id: string;
              address: string | null;
              contactPerson: string | null;
              createdAt: string;
              district: string | null;
              email: string | null;
              id: string;
              isActive: boolean;
              name: string;
              phone: string | null;
              state: string | null;
              type: string;
              userCount: number;
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'organizations.toggleStatus': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              _id: string;
              address: string | null;
              contactPerson: string | null;
              createdAt: string;
              district: string | null;
              email: string | null;
              id: string;
              isActive: boolean;
              name: string;
              phone: string | null;
              state: string | null;
              type: string;
              userCount: number;
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'organizations.users': {
    parameters: {
      query?: {
        limit?: number;
        organizationId?: string;
        page?: number;
        role?: 'USER' | 'ADMIN' | 'SUPER_ADMIN' | 'ORGANIZATION' | 'TRAINER' | 'admin';
        search?: string;
        status?: 'active' | 'disabled';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              items: {
                _id: string;
                canManage: boolean;
                createdAt: string;
                email: string;
                id: string;
                mobile: string | null;
                mustChangePassword: boolean;
                name: string;
                nameVariants: {
                  english?: string | null;
                  hindi?: string | null;
                  hinglish?: string | null;
                } | null;
                organizationId: string | null;
                organizationName: string | null;
                passwordExpiresAt: string | null;
                /** @enum {string} */
                role: 'USER' | 'ADMIN' | 'SUPER_ADMIN' | 'ORGANIZATION' | 'TRAINER' | 'admin';
                /** @enum {string} */
                status: 'active' | 'disabled';
              }[];
              pagination: {
                limit: number;
                page: number;
                total: number;
                totalIsAtLeast?: boolean;
                totalPages: number;
              };
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'practicalReviews.queue': {
    parameters: {
      query?: {
        batchId?: string;
        courseId?: string;
        flag?: string;
        limit?: number;
        page?: number;
        state?: 'submitted' | 'accepted' | 'returned';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              items: {
                course: {
                  id: string;
                  title: string;
                  titleTranslations: {
                    [key: string]: string;
                  };
                };
                flags: string[];
                hasVoiceNote: boolean;
                id: string;
                learner: {
                  id: string;
                  name: string;
                };
                lesson: {
                  id: string;
                  title: string;
                  titleTranslations: {
                    [key: string]: string;
                  };
                };
                photoCount: number;
                receivedAt: string;
                score: number | null;
                /** @enum {string} */
                state: 'submitted' | 'accepted' | 'returned';
                submittedAt: string;
                version: number;
              }[];
              pagination: {
                limit: number;
                page: number;
                total: number;
                totalPages: number;
              };
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'practicalReviews.get': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        submissionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              course: {
                id: string;
                slug: string;
                title: string;
                titleTranslations: {
                  [key: string]: string;
                };
              };
              learner: {
                email: string | null;
                id: string;
                name: string;
                organizationId: string | null;
              };
              lesson: {
                id: string;
                practical: {
                  instructions: {
                    [key: string]: string;
                  };
                  numbers: {
                    id: string;
                    label: {
                      [key: string]: string;
                    };
                    max: number;
                    min: number;
                    unit: string;
                  }[];
                  photos: {
                    captions: {
                      [key: string]: string;
                    }[];
                    max: number;
                    min: number;
                  };
                  place: {
                    accuracyMetres: number;
                    area:
                      | (
                          | {
                              lat: number;
                              lon: number;
                              radiusMetres: number;
                              /** @enum {string} */
                              type: 'circle';
                            }
                          | {
                              coordinates: [number, number][][];
                              /** @enum {string} */
                              type: 'Polygon';
                            }
                        )
                      | null;
                    required: boolean;
                  };
                  rubric: {
                    criteria: {
                      id: string;
                      label: {
                        [key: string]: string;
                      };
                      levels: {
                        id: string;
                        label: {
                          [key: string]: string;
                        };
                        points: number;
                      }[];
                    }[];
                    passMark: number;
                  };
                  voiceNote: {
                    maxSeconds: number;
                    /** @enum {string} */
                    requirement: 'none' | 'optional' | 'required';
                  };
                };
                title: string;
                titleTranslations: {
                  [key: string]: string;
                };
              };
              maxPoints: number;
              review: {
                feedback: string | null;
                marks: {
                  criterionId: string;
                  levelId: string;
                }[];
                /** @enum {string} */
                outcome: 'accepted' | 'returned';
                reviewedAt: string;
                reviewer: {
                  id: string;
                  name: string;
                } | null;
                score: number;
              } | null;
              submission: {
                courseId: string;
                feedback: string | null;
                id: string;
                idempotencyKey: string;
                lessonId: string;
                marks:
                  | {
                      criterionId: string;
                      levelId: string;
                    }[]
                  | null;
                numbers: {
                  id: string;
                  value: number;
                }[];
                photos: {
                  exif: {
                    latitude: number | null;
                    longitude: number | null;
                    takenAt: string | null;
                  };
                  height: number;
                  id: string;
                  position: number;
                  sha256: string;
                  sizeBytes: number;
                  thumbnailUrl: string;
                  url: string;
                  width: number;
                }[];
                place: {
                  accuracyMetres: number;
                  capturedAt: string;
                  latitude: number;
                  longitude: number;
                } | null;
                receivedAt: string;
                reviewedAt: string | null;
                score: number | null;
                signals: {
                  duplicateOf: {
                    otherPhotoId: string;
                    otherSubmissionId: string;
                    photoId: string;
                  }[];
                  duplicatePhotos: {
                    hammingDistance: number;
                    /** @enum {string} */
                    match: 'identical' | 'similar';
                    photoId: string;
                    sameLearner: boolean;
                  }[];
                  flags: string[];
                  nearby: {
                    distanceMetres: number;
                    minutesApart: number;
                    submissionId: string;
                    userId: string;
                  }[];
                  nearbySubmissions: {
                    count: number;
                    nearestMetres: number | null;
                  };
                  place: {
                    accuracyMetres: number | null;
                    inArea: boolean | null;
                    metresOutside: number | null;
                    neededMetres: number;
                    /** @enum {string} */
                    status: 'ok' | 'inaccurate' | 'missing';
                  };
                  time: {
                    phoneClockAheadSeconds: number;
                    photos: {
                      minutesBeforeSubmission: number | null;
                      photoId: string;
                      /** @enum {string} */
                      status: 'ok' | 'no-time' | 'taken-after-submission' | 'taken-long-before';
                      takenAt: string | null;
                    }[];
                    receivedAt: string;
                    submittedAt: string;
                  };
                };
                /** @enum {string} */
                state: 'submitted' | 'accepted' | 'returned';
                submittedAt: string;
                version: number;
                voiceNote: {
                  contentType: string;
                  durationSeconds: number;
                  sizeBytes: number;
                  url: string;
                } | null;
              };
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'practicalReviews.review': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        submissionId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "version": 1,
         *       "outcome": "returned",
         *       "marks": [
         *         {
         *           "criterionId": "c1",
         *           "levelId": "c1-l2"
         *         },
         *         {
         *           "criterionId": "c2",
         *           "levelId": "c2-l1"
         *         }
         *       ],
         *       "feedback": "The photo of the tape against the water is blurred: take it again from closer."
         *     }
         */
        'application/json': {
          feedback?: string | null;
          marks: {
            criterionId: string;
            levelId: string;
          }[];
          /** @enum {string} */
          outcome: 'accepted' | 'returned';
          version: number;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              course: {
                id: string;
                slug: string;
                title: string;
                titleTranslations: {
                  [key: string]: string;
                };
              };
              learner: {
                email: string | null;
                id: string;
                name: string;
                organizationId: string | null;
              };
              lesson: {
                id: string;
                practical: {
                  instructions: {
                    [key: string]: string;
                  };
                  numbers: {
                    id: string;
                    label: {
                      [key: string]: string;
                    };
                    max: number;
                    min: number;
                    unit: string;
                  }[];
                  photos: {
                    captions: {
                      [key: string]: string;
                    }[];
                    max: number;
                    min: number;
                  };
                  place: {
                    accuracyMetres: number;
                    area:
                      | (
                          | {
                              lat: number;
                              lon: number;
                              radiusMetres: number;
                              /** @enum {string} */
                              type: 'circle';
                            }
                          | {
                              coordinates: [number, number][][];
                              /** @enum {string} */
                              type: 'Polygon';
                            }
                        )
                      | null;
                    required: boolean;
                  };
                  rubric: {
                    criteria: {
                      id: string;
                      label: {
                        [key: string]: string;
                      };
                      levels: {
                        id: string;
                        label: {
                          [key: string]: string;
                        };
                        points: number;
                      }[];
                    }[];
                    passMark: number;
                  };
                  voiceNote: {
                    maxSeconds: number;
                    /** @enum {string} */
                    requirement: 'none' | 'optional' | 'required';
                  };
                };
                title: string;
                titleTranslations: {
                  [key: string]: string;
                };
              };
              maxPoints: number;
              review: {
                feedback: string | null;
                marks: {
                  criterionId: string;
                  levelId: string;
                }[];
                /** @enum {string} */
                outcome: 'accepted' | 'returned';
                reviewedAt: string;
                reviewer: {
                  id: string;
                  name: string;
                } | null;
                score: number;
              } | null;
              submission: {
                courseId: string;
                feedback: string | null;
                id: string;
                idempotencyKey: string;
                lessonId: string;
                marks:
                  | {
                      criterionId: string;
                      levelId: string;
                    }[]
                  | null;
                numbers: {
                  id: string;
                  value: number;
                }[];
                photos: {
                  exif: {
                    latitude: number | null;
                    longitude: number | null;
                    takenAt: string | null;
                  };
                  height: number;
                  id: string;
                  position: number;
                  sha256: string;
                  sizeBytes: number;
                  thumbnailUrl: string;
                  url: string;
                  width: number;
                }[];
                place: {
                  accuracyMetres: number;
                  capturedAt: string;
                  latitude: number;
                  longitude: number;
                } | null;
                receivedAt: string;
                reviewedAt: string | null;
                score: number | null;
                signals: {
                  duplicateOf: {
                    otherPhotoId: string;
                    otherSubmissionId: string;
                    photoId: string;
                  }[];
                  duplicatePhotos: {
                    hammingDistance: number;
                    /** @enum {string} */
                    match: 'identical' | 'similar';
                    photoId: string;
                    sameLearner: boolean;
                  }[];
                  flags: string[];
                  nearby: {
                    distanceMetres: number;
                    minutesApart: number;
                    submissionId: string;
                    userId: string;
                  }[];
                  nearbySubmissions: {
                    count: number;
                    nearestMetres: number | null;
                  };
                  place: {
                    accuracyMetres: number | null;
                    inArea: boolean | null;
                    metresOutside: number | null;
                    neededMetres: number;
                    /** @enum {string} */
                    status: 'ok' | 'inaccurate' | 'missing';
                  };
                  time: {
                    phoneClockAheadSeconds: number;
                    photos: {
                      minutesBeforeSubmission: number | null;
                      photoId: string;
                      /** @enum {string} */
                      status: 'ok' | 'no-time' | 'taken-after-submission' | 'taken-long-before';
                      takenAt: string | null;
                    }[];
                    receivedAt: string;
                    submittedAt: string;
                  };
                };
                /** @enum {string} */
                state: 'submitted' | 'accepted' | 'returned';
                submittedAt: string;
                version: number;
                voiceNote: {
                  contentType: string;
                  durationSeconds: number;
                  sizeBytes: number;
                  url: string;
                } | null;
              };
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not possible in the current state: the message says why */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'practicals.photo': {
    parameters: {
      query?: {
        size?: 'full' | 'thumbnail';
      };
      header?: never;
      path: {
        photoId: string;
        submissionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The photo */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': string;
        };
      };
      /** @description The requested range of the photo */
      206: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': string;
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The range is outside the file */
      416: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'practicals.voiceNote': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        submissionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The voice note */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'audio/ogg': string;
        };
      };
      /** @description The requested range of the voice note */
      206: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'audio/ogg': string;
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The range is outside the file */
      416: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'practicals.createUpload': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          kind: 'photo' | 'voiceNote';
          sha256: string;
          sizeBytes: number;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              complete: boolean;
              expiresAt: string;
              id: string;
              /** @enum {string} */
              kind: 'photo' | 'voiceNote';
              receivedBytes: number;
              sha256: string;
              sizeBytes: number;
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'practicals.getUpload': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        uploadId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              complete: boolean;
              expiresAt: string;
              id: string;
              /** @enum {string} */
              kind: 'photo' | 'voiceNote';
              receivedBytes: number;
              sha256: string;
              sizeBytes: number;
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'practicals.appendPiece': {
    parameters: {
      query?: never;
      header: {
        'upload-offset': number;
      };
      path: {
        uploadId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              complete: boolean;
              expiresAt: string;
              id: string;
              /** @enum {string} */
              kind: 'photo' | 'voiceNote';
              receivedBytes: number;
              sha256: string;
              sizeBytes: number;
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not possible in the current state: the message says why */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not an accepted type of content */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'reports.get': {
    parameters: {
      query?: {
        courseId?: string;
        coursePage?: number;
        from?: string;
        limit?: number;
        organizationId?: string;
        organizationPage?: number;
        period?: 'week' | 'month';
        sort?: 'enrolments' | 'completions' | 'certificates';
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              byCourse: {
                certificates: number;
                completions: number;
                courseId: string | null;
                enrolments: number;
                title: {
                  [key: string]: string;
                };
              }[];
              byCoursePagination?: {
                limit: number;
                page: number;
                /** @enum {string} */
                sort: 'enrolments' | 'completions' | 'certificates';
                total: number;
                totalPages: number;
              };
              byOrganization: {
                certificates: number;
                completions: number;
                enrolments: number;
                name: string | null;
                organizationId: string | null;
              }[];
              byOrganizationPagination?: {
                limit: number;
                page: number;
                /** @enum {string} */
                sort: 'enrolments' | 'completions' | 'certificates';
                total: number;
                totalPages: number;
              };
              from: string;
              organizationId: string | null;
              /** @enum {string} */
              period: 'week' | 'month';
              series: {
                certificates: number;
                completions: number;
                enrolments: number;
                start: string;
              }[];
              to: string;
              totals: {
                certificates: number;
                completions: number;
                enrolments: number;
              };
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The database is unreachable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'reports.exportCsv': {
    parameters: {
      query: {
        courseId?: string;
        coursePage?: number;
        from?: string;
        language?: 'en' | 'hi';
        limit?: number;
        organizationId?: string;
        organizationPage?: number;
        period?: 'week' | 'month';
        sort?: 'enrolments' | 'completions' | 'certificates';
        table: 'series' | 'courses' | 'organizations';
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The table, UTF-8 with BOM */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The database is unreachable */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'learning.sync': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "sentAt": "2026-03-02T10:15:00+05:30",
         *       "events": [
         *         {
         *           "key": "3f0a9a52-0c1e-4c1b-9a57-6a0d4c2b9e11",
         *           "type": "position",
         *           "courseId": "5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
         *           "lessonId": "0b9d3c3e-5f1a-4c55-9d0e-2a4f6c1b7e21",
         *           "at": "2026-03-02T09:40:00+05:30",
         *           "positionSeconds": 0
         *         },
         *         {
         *           "key": "7b2c61d4-8e3f-4d2a-b1c0-5f9e8d7c6b5a",
         *           "type": "position",
         *           "courseId": "5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
         *           "lessonId": "0b9d3c3e-5f1a-4c55-9d0e-2a4f6c1b7e21",
         *           "at": "2026-03-02T09:40:30+05:30",
         *           "positionSeconds": 30
         *         },
         *         {
         *           "key": "c4d5e6f7-1a2b-4c3d-8e9f-0a1b2c3d4e5f",
         *           "type": "complete",
         *           "courseId": "5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
         *           "lessonId": "0b9d3c3e-5f1a-4c55-9d0e-2a4f6c1b7e21",
         *           "at": "2026-03-02T09:40:31+05:30"
         *         }
         *       ]
         *     }
         */
        'application/json': {
          events: (
            | {
                /** Format: date-time */
                at: string;
                /** Format: uuid */
                courseId: string;
                /** Format: uuid */
                key: string;
                /** Format: uuid */
                lessonId: string;
                positionSeconds: number;
                /** @enum {string} */
                type: 'position';
              }
            | {
                /** Format: date-time */
                at: string;
                /** Format: uuid */
                courseId: string;
                /** Format: uuid */
                key: string;
                /** Format: uuid */
                lessonId: string;
                /** @enum {string} */
                type: 'complete';
              }
            | {
                answers: {
                  optionIds: string[];
                  questionId: string;
                }[];
                /** Format: date-time */
                at: string;
                /** Format: uuid */
                courseId: string;
                /** Format: uuid */
                key: string;
                /** Format: uuid */
                lessonId: string;
                /** @enum {string} */
                type: 'attempt';
              }
          )[];
          /** Format: date-time */
          sentAt: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              outcomes: {
                attempt: {
                  correctCount: number;
                  nextAttemptInSeconds: number | null;
                  passed: boolean;
                  passingScore: number;
                  progress: {
                    completedLessons: number;
                    percent: number;
                    totalLessons: number;
                  };
                  questionCount: number;
                  results: {
                    correct: boolean;
                    explanation: {
                      [key: string]: string;
                    };
                    questionId: string;
                  }[];
                  score: number;
                } | null;
                completion: {
                  certificate: {
                    code: string;
                    issuedAt: string;
                    pdfPath: string;
                    verifyPath: string;
                  } | null;
                  completedLessonId: string;
                  nextLesson: {
                    durationMinutes: number;
                    id: string;
                    /** @enum {string} */
                    kind: 'text' | 'video' | 'document' | 'quiz' | 'practical';
                    order: number;
                    /** @enum {string} */
                    state: 'locked' | 'available' | 'in_progress' | 'completed';
                    title: string;
                    titleTranslations: {
                      [key: string]: string;
                    };
                  } | null;
                  progress: {
                    completedLessons: number;
                    percent: number;
                    totalLessons: number;
                  };
                } | null;
                key: string;
                position: {
                  durationSeconds: number | null;
                  positionSeconds: number;
                  watchedSeconds: number;
                } | null;
                reason: string | null;
                /** @enum {string} */
                status: 'applied' | 'duplicate' | 'refused';
                /** @enum {string} */
                type: 'position' | 'complete' | 'attempt';
              }[];
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'translations.list': {
    parameters: {
      query?: {
        missing?: string;
        page?: string;
        search?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              items: {
                ids: {
                  [key: string]: string;
                };
                key: string;
                page: string;
                updatedAt: string;
                values: {
                  [key: string]: string;
                };
              }[];
              truncated: boolean;
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not possible in the current state: the message says why */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'translations.create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "page": "home",
         *       "key": "hero.title",
         *       "values": {
         *         "en": "Learn to save water",
         *         "hi": "पानी बचाना सीखें"
         *       }
         *     }
         */
        'application/json': {
          key: string;
          page: string;
          values: {
            [key: string]: string;
          };
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              ids: {
                [key: string]: string;
              };
              key: string;
              page: string;
              updatedAt: string;
              values: {
                [key: string]: string;
              };
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not possible in the current state: the message says why */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'translations.update': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "text": "पानी बचाना सीखें"
         *     }
         */
        'application/json': {
          text: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              ids: {
                [key: string]: string;
              };
              key: string;
              page: string;
              updatedAt: string;
              values: {
                [key: string]: string;
              };
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not possible in the current state: the message says why */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'translations.delete': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: null;
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not possible in the current state: the message says why */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'translations.bulkUpdate': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "entries": {
         *         "hero.title": {
         *           "en": "Learn to save water",
         *           "hi": "पानी बचाना सीखें"
         *         }
         *       }
         *     }
         */
        'application/json': {
          entries: {
            [key: string]: {
              [key: string]: string;
            };
          };
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              created: number;
              removed: number;
              updated: number;
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not possible in the current state: the message says why */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'translations.frontend': {
    parameters: {
      query?: {
        page?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              availableLanguages: {
                code: string;
                isDefault: boolean;
                name: string;
                nativeName: string;
              }[];
              defaultLanguage: string;
              page: string;
              translations: {
                [key: string]: components['schemas']['TranslationTree'];
              };
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'translations.hierarchy': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              languages: string[];
              pages: {
                keys: number;
                missing: {
                  [key: string]: number;
                };
                page: string;
              }[];
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not possible in the current state: the message says why */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'users.list': {
    parameters: {
      query?: {
        limit?: number;
        organizationId?: string;
        page?: number;
        role?: 'USER' | 'ADMIN' | 'SUPER_ADMIN' | 'ORGANIZATION' | 'TRAINER' | 'admin';
        search?: string;
        status?: 'active' | 'disabled';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              items: {
                _id: string;
                canManage: boolean;
                createdAt: string;
                email: string;
                id: string;
                mobile: string | null;
                mustChangePassword: boolean;
                name: string;
                nameVariants: {
                  english?: string | null;
                  hindi?: string | null;
                  hinglish?: string | null;
                } | null;
                organizationId: string | null;
                organizationName: string | null;
                passwordExpiresAt: string | null;
                /** @enum {string} */
                role: 'USER' | 'ADMIN' | 'SUPER_ADMIN' | 'ORGANIZATION' | 'TRAINER' | 'admin';
                /** @enum {string} */
                status: 'active' | 'disabled';
              }[];
              pagination: {
                limit: number;
                page: number;
                total: number;
                totalIsAtLeast?: boolean;
                totalPages: number;
              };
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not possible in the current state: the message says why */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'users.create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Ravi Kumar",
         *       "email": "ravi@example.org",
         *       "password": "check dam monsoon 25",
         *       "role": "USER"
         *     }
         */
        'application/json': {
          email: string;
          mobile?: string | null;
          name: string;
          organizationId?: string | null;
          password: string;
          /**
           * @default USER
           * @enum {string}
           */
          role?: 'USER' | 'ADMIN' | 'SUPER_ADMIN' | 'ORGANIZATION' | 'TRAINER';
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              _id: string;
              canManage: boolean;
              createdAt: string;
              email: string;
              id: string;
              mobile: string | null;
              mustChangePassword: boolean;
              name: string;
              nameVariants: {
                english?: string | null;
                hindi?: string | null;
                hinglish?: string | null;
              } | null;
              organizationId: string | null;
              organizationName: string | null;
              passwordExpiresAt: string | null;
              /** @enum {string} */
              role: 'USER' | 'ADMIN' | 'SUPER_ADMIN' | 'ORGANIZATION' | 'TRAINER' | 'admin';
              /** @enum {string} */
              status: 'active' | 'disabled';
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not possible in the current state: the message says why */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'users.get': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              _id: string;
              canManage: boolean;
              createdAt: string;
              email: string;
              id: string;
              mobile: string | null;
              mustChangePassword: boolean;
              name: string;
              nameVariants: {
                english?: string | null;
                hindi?: string | null;
                hinglish?: string | null;
              } | null;
              organizationId: string | null;
              organizationName: string | null;
              passwordExpiresAt: string | null;
              /** @enum {string} */
              role: 'USER' | 'ADMIN' | 'SUPER_ADMIN' | 'ORGANIZATION' | 'TRAINER' | 'admin';
              /** @enum {string} */
              status: 'active' | 'disabled';
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not possible in the current state: the message says why */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'users.update': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Ravi Kumar Singh"
         *     }
         */
        'application/json': {
          email?: string;
          mobile?: string | null;
          name?: string;
          organizationId?: string | null;
          /** @enum {string} */
          role?: 'USER' | 'ADMIN' | 'SUPER_ADMIN' | 'ORGANIZATION' | 'TRAINER';
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              _id: string;
              canManage: boolean;
              createdAt: string;
              email: string;
              id: string;
              mobile: string | null;
              mustChangePassword: boolean;
              name: string;
              nameVariants: {
                english?: string | null;
                hindi?: string | null;
                hinglish?: string | null;
              } | null;
              organizationId: string | null;
              organizationName: string | null;
              passwordExpiresAt: string | null;
              /** @enum {string} */
              role: 'USER' | 'ADMIN' | 'SUPER_ADMIN' | 'ORGANIZATION' | 'TRAINER' | 'admin';
              /** @enum {string} */
              status: 'active' | 'disabled';
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not possible in the current state: the message says why */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'users.delete': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: null;
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not possible in the current state: the message says why */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'progress.learner': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              batches: {
                id: string;
                name: string;
              }[];
              courses: {
                certificate: {
                  code: string;
                  issuedAt: string;
                  revoked: boolean;
                } | null;
                completedAt: string | null;
                courseId: string;
                dueOn: string | null;
                enrolledAt: string;
                lessons: {
                  completedAt: string | null;
                  id: string;
                  kind: string;
                  quizAttempts: {
                    passed: boolean;
                    score: number;
                    submittedAt: string;
                  }[];
                  /** @enum {string} */
                  status: 'not-started' | 'in-progress' | 'completed';
                  title: string;
                  titleTranslations: {
                    [key: string]: string;
                  };
                }[];
                overdue: boolean;
                percent: number;
                title: string;
                titleTranslations: {
                  [key: string]: string;
                };
              }[];
              learner: {
                email: string;
                id: string;
                mobile: string | null;
                name: string;
                organizationName: string | null;
              };
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'users.resetPassword': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /** @example {} */
        'application/json': {
          password?: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              temporaryPassword: string;
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not possible in the current state: the message says why */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'users.endSessions': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              ended: number;
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not possible in the current state: the message says why */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'users.setStatus': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "status": "disabled"
         *     }
         */
        'application/json': {
          /** @enum {string} */
          status: 'active' | 'disabled';
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              _id: string;
              canManage: boolean;
              createdAt: string;
              email: string;
              id: string;
              mobile: string | null;
              mustChangePassword: boolean;
              name: string;
              nameVariants: {
                english?: string | null;
                hindi?: string | null;
                hinglish?: string | null;
              } | null;
              organizationId: string | null;
              organizationName: string | null;
              passwordExpiresAt: string | null;
              /** @enum {string} */
              role: 'USER' | 'ADMIN' | 'SUPER_ADMIN' | 'ORGANIZATION' | 'TRAINER' | 'admin';
              /** @enum {string} */
              status: 'active' | 'disabled';
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not possible in the current state: the message says why */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'users.changePassword': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "currentPassword": "correct horse battery",
         *       "newPassword": "check dam monsoon 25"
         *     }
         */
        'application/json': {
          currentPassword: string;
          newPassword: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: null;
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not possible in the current state: the message says why */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'users.setFirstPassword': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "newPassword": "check dam monsoon 25"
         *     }
         */
        'application/json': {
          newPassword: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              _id: string;
              createdAt: string;
              email: string;
              id: string;
              mobile: string | null;
              mustChangePassword: boolean;
              name: string;
              nameVariants: {
                english?: string | null;
                hindi?: string | null;
                hinglish?: string | null;
              } | null;
              organizationId: string | null;
              preferences: {
                fontSize: number | null;
                language: ('en' | 'hi') | null;
                lowData: boolean | null;
              };
              /** @enum {string} */
              role: 'USER' | 'ADMIN' | 'SUPER_ADMIN' | 'ORGANIZATION' | 'TRAINER' | 'admin';
              /** @enum {string} */
              status: 'active' | 'disabled';
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not possible in the current state: the message says why */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'users.import': {
    parameters: {
      query?: {
        mode?: 'valid-rows' | 'all-or-nothing';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              counts: {
                existing: number;
                invalid: number;
                new: number;
                rows: number;
              };
              credentials: {
                email: string | null;
                emailed: boolean;
                line: number;
                mobile: string | null;
                name: string;
                oneTimePassword: string | null;
              }[];
              imported: boolean;
              invitations: {
                /** Format: uuid */
                id: string;
                total: number;
              } | null;
              rows: {
                batch: string | null;
                email: string | null;
                line: number;
                mobile: string | null;
                name: string;
                nameHindi: string | null;
                organization: string | null;
                /** @enum {string} */
                outcome: 'new' | 'existing' | 'invalid';
                problems: {
                  /** @enum {string} */
                  code:
                    | 'nameMissing'
                    | 'nameInvalid'
                    | 'nameHindiInvalid'
                    | 'contactMissing'
                    | 'emailInvalid'
                    | 'mobileInvalid'
                    | 'duplicateInFile'
                    | 'accountInOtherOrganization'
                    | 'contactsOnTwoAccounts'
                    | 'cannotImport'
                    | 'batchUnknown'
                    | 'organizationMissing'
                    | 'organizationUnknown';
                  /** @enum {string} */
                  field: 'name' | 'nameHindi' | 'email' | 'mobile' | 'batch' | 'organization';
                  message: string;
                  otherLine?: number;
                }[];
              }[];
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not possible in the current state: the message says why */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not an accepted type of content */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'users.importInvitations': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              done: number;
              failed: number;
              total: number;
              waiting: number;
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'users.importPreview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              counts: {
                existing: number;
                invalid: number;
                new: number;
                rows: number;
              };
              rows: {
                batch: string | null;
                email: string | null;
                line: number;
                mobile: string | null;
                name: string;
                nameHindi: string | null;
                organization: string | null;
                /** @enum {string} */
                outcome: 'new' | 'existing' | 'invalid';
                problems: {
                  /** @enum {string} */
                  code:
                    | 'nameMissing'
                    | 'nameInvalid'
                    | 'nameHindiInvalid'
                    | 'contactMissing'
                    | 'emailInvalid'
                    | 'mobileInvalid'
                    | 'duplicateInFile'
                    | 'accountInOtherOrganization'
                    | 'contactsOnTwoAccounts'
                    | 'cannotImport'
                    | 'batchUnknown'
                    | 'organizationMissing'
                    | 'organizationUnknown';
                  /** @enum {string} */
                  field: 'name' | 'nameHindi' | 'email' | 'mobile' | 'batch' | 'organization';
                  message: string;
                  otherLine?: number;
                }[];
              }[];
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not possible in the current state: the message says why */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not an accepted type of content */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'users.importTemplate': {
    parameters: {
      query?: {
        format?: 'csv' | 'xlsx';
        language?: 'en' | 'hi';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The template file */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/octet-stream': string;
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not possible in the current state: the message says why */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Too large */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not an accepted type of content */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'auth.login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          email?: string;
          mobile?: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              /** @enum {string} */
              role: 'USER' | 'ADMIN' | 'SUPER_ADMIN' | 'ORGANIZATION' | 'TRAINER' | 'admin';
              token: string;
              user: {
                _id: string;
                createdAt: string;
                email: string;
                id: string;
                mobile: string | null;
                mustChangePassword: boolean;
                name: string;
                nameVariants: {
                  english?: string | null;
                  hindi?: string | null;
                  hinglish?: string | null;
                } | null;
                organizationId: string | null;
                preferences: {
                  fontSize: number | null;
                  language: ('en' | 'hi') | null;
                  lowData: boolean | null;
                };
                /** @enum {string} */
                role: 'USER' | 'ADMIN' | 'SUPER_ADMIN' | 'ORGANIZATION' | 'TRAINER' | 'admin';
                /** @enum {string} */
                status: 'active' | 'disabled';
              };
            };
            message: string;
          };
        };
      };
      /** @description Answer */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              challenge: string;
              expiresAt: string;
              /** @enum {string} */
              secondFactor: 'code' | 'enrol';
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description The caller's role may not do this */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not possible in the current state: the message says why */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'auth.logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: null;
            message: string;
          };
        };
      };
    };
  };
  'users.me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              _id: string;
              createdAt: string;
              email: string;
              id: string;
              mobile: string | null;
              mustChangePassword: boolean;
              name: string;
              nameVariants: {
                english?: string | null;
                hindi?: string | null;
                hinglish?: string | null;
              } | null;
              organizationId: string | null;
              preferences: {
                fontSize: number | null;
                language: ('en' | 'hi') | null;
                lowData: boolean | null;
              };
              /** @enum {string} */
              role: 'USER' | 'ADMIN' | 'SUPER_ADMIN' | 'ORGANIZATION' | 'TRAINER' | 'admin';
              /** @enum {string} */
              status: 'active' | 'disabled';
            };
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'users.deleteMe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "password": "correct horse battery",
         *       "confirmEmail": "asha@example.org"
         *     }
         */
        'application/json': {
          confirmEmail: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: null;
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not possible in the current state: the message says why */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Too many requests: wait for Retry-After seconds */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'users.updateMe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "nameHindi": "आशा वर्मा",
         *       "preferences": {
         *         "language": "hi",
         *         "fontSize": 18,
         *         "lowData": true
         *       }
         *     }
         */
        'application/json': {
          name?: string;
          nameHindi?: string;
          preferences?: {
            fontSize?: number | null;
            language?: ('en' | 'hi') | null;
            lowData?: boolean | null;
          };
        };
      };
    };
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              _id: string;
              createdAt: string;
              email: string;
              id: string;
              mobile: string | null;
              mustChangePassword: boolean;
              name: string;
              nameVariants: {
                english?: string | null;
                hindi?: string | null;
                hinglish?: string | null;
              } | null;
              organizationId: string | null;
              preferences: {
                fontSize: number | null;
                language: ('en' | 'hi') | null;
                lowData: boolean | null;
              };
              /** @enum {string} */
              role: 'USER' | 'ADMIN' | 'SUPER_ADMIN' | 'ORGANIZATION' | 'TRAINER' | 'admin';
              /** @enum {string} */
              status: 'active' | 'disabled';
            };
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'users.myData': {
    parameters: {
      query?: {
        format?: 'json' | 'csv';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The data, as an attachment */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            account: {
              createdAt: string;
              email: string;
              name: string;
              nameHindi: string | null;
              organization: string | null;
              preferences: {
                fontSize: number | null;
                language: ('en' | 'hi') | null;
                lowData: boolean | null;
              };
              /** @enum {string} */
              role: 'USER' | 'ADMIN' | 'SUPER_ADMIN' | 'ORGANIZATION' | 'TRAINER' | 'admin';
              /** @enum {string} */
              status: 'active' | 'disabled';
            };
            certificates: {
              code: string;
              course: string;
              issuedAt: string;
              revokedAt: string | null;
              verificationPath: string;
            }[];
            consents: {
              acceptedAt: string;
              noticeVersion: string;
            }[];
            enrolments: {
              completedAt: string | null;
              course: string;
              enrolledAt: string;
            }[];
            exportedAt: string;
            lessonProgress: {
              completedAt: string | null;
              course: string;
              lesson: string;
              /** @enum {string} */
              status: 'in_progress' | 'completed';
              videoPositionSeconds: number;
            }[];
            practicalSubmissions: {
              course: string;
              lesson: string;
              numbers: {
                id: string;
                label: string | null;
                unit: string;
                value: number;
              }[];
              photos: {
                downloadPath: string;
                exif: {
                  latitude: number | null;
                  longitude: number | null;
                  takenAt: string | null;
                };
                height: number;
                position: number;
                sizeBytes: number;
                thumbnailPath: string;
                width: number;
              }[];
              place: {
                accuracyMetres: number;
                capturedAt: string;
                latitude: number;
                longitude: number;
              } | null;
              receivedAt: string;
              review: {
                feedback: string | null;
                marks: {
                  criterion: string | null;
                  level: string | null;
                  points: number | null;
                }[];
                /** @enum {string} */
                outcome: 'accepted' | 'returned';
                reviewedAt: string;
                score: number;
              } | null;
              signals: {
                duplicatePhotos: {
                  hammingDistance: number;
                  /** @enum {string} */
                  match: 'identical' | 'similar';
                  photoId: string;
                  sameLearner: boolean;
                }[];
                flags: string[];
                nearbySubmissions: {
                  count: number;
                  nearestMetres: number | null;
                };
                place: {
                  accuracyMetres: number | null;
                  inArea: boolean | null;
                  metresOutside: number | null;
                  neededMetres: number;
                  /** @enum {string} */
                  status: 'ok' | 'inaccurate' | 'missing';
                };
                time: {
                  phoneClockAheadSeconds: number;
                  photos: {
                    minutesBeforeSubmission: number | null;
                    photoId: string;
                    /** @enum {string} */
                    status: 'ok' | 'no-time' | 'taken-after-submission' | 'taken-long-before';
                    takenAt: string | null;
                  }[];
                  receivedAt: string;
                  submittedAt: string;
                };
              };
              /** @enum {string} */
              state: 'submitted' | 'accepted' | 'returned';
              submittedAt: string;
              voiceNote: {
                downloadPath: string;
                durationSeconds: number;
                sizeBytes: number;
              } | null;
            }[];
            quizAttempts: {
              answers: {
                chosen: string[];
                optionIds: string[];
                question: string | null;
                questionId: string;
              }[];
              course: string;
              lesson: string;
              passed: boolean;
              score: number;
              submittedAt: string;
            }[];
          };
          'text/csv': string;
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'users.mySessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: {
              items: {
                address: string | null;
                current: boolean;
                id: string;
                lastUsedAt: string;
                platform: string | null;
                signedInAt: string;
                userAgent: string | null;
              }[];
            };
            message: string;
          };
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
  'users.endMySession': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: number;
            data: null;
            message: string;
          };
        };
      };
      /** @description The input was refused: `errors` says why, field by field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not signed in, or the session has ended */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
      /** @description Not found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorEnvelope'];
        };
      };
    };
  };
}
