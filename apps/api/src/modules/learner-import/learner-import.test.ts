import { eq } from 'drizzle-orm';
import { unzipSync, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser, LearnerImportPreview, LearnerImportResult, LoginResult, PublicUser } from '@jal/contracts';
import { batches, batchMembers, notifications, organizations, users } from '../../db/schema.js';
import { readCsv } from '../../lib/spreadsheet/csv-read.js';
import { readXlsx } from '../../lib/spreadsheet/xlsx-read.js';
import { writeXlsx } from '../../lib/spreadsheet/xlsx-writer.js';
import { DEMO_ORGANIZATION, SECOND_ORGANIZATION, SECOND_ORGANIZATION_ACCOUNTS } from '../../seed/accounts.js';
import { body } from '../../test/body.js';
import { multipartFile } from '../../test/multipart.js';
import { bearer, signedInPerFile, testAppPerFile } from '../../test/test-app.js';

const t = testAppPerFile();
const manager = signedInPerFile(t, 'org@jalshiksha.org');
const admin = signedInPerFile(t, 'admin@jalshiksha.org');

const HEADER = 'Name (English),Name (Hindi),Email,Mobile number,Batch';
const csv = (...lines: string[]) => Buffer.from(`\uFEFF${[HEADER, ...lines].join('\r\n')}\r\n`, 'utf8');

const upload = (url: string, headers: Record<string, string>, file: Buffer, filename = 'learners.csv') => {
  const { payload, headers: type } = multipartFile(filename, file);
  return t.app.inject({ method: 'POST', url: `/api${url}`, headers: { ...headers, ...type }, payload });
};
const preview = async (headers: Record<string, string>, file: Buffer, filename?: string) => {
  const response = await upload('/v1/user/import/preview', headers, file, filename);
  expect(response.statusCode, response.body).toBe(200);
  return body<LearnerImportPreview>(response).data;
};
const runImport = async (headers: Record<string, string>, file: Buffer, mode = 'valid-rows', filename?: string) => {
  const response = await upload(`/v1/user/import?mode=${mode}`, headers, file, filename);
  expect(response.statusCode, response.body).toBe(200);
  return body<LearnerImportResult>(response).data;
};
const userByEmail = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0];
const cellsOf = async (rows: Promise<{ cells: string[] }[]>) => (await rows).map((row) => row.cells);
const login = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/user/login', payload });

let monsoonBatch: string;
let otherBatch: string;
beforeAll(async () => {
  await t.database.db.insert(organizations).values(SECOND_ORGANIZATION);
  for (const account of SECOND_ORGANIZATION_ACCOUNTS) await t.database.db.insert(users).values({ ...account, passwordHash: 'unused' });
  const inserted = await t.database.db
    .insert(batches)
    .values([
      { organizationId: DEMO_ORGANIZATION.id, name: 'Monsoon 2026' },
      { organizationId: SECOND_ORGANIZATION.id, name: 'Marwar Rabi' },
    ])
    .returning();
  monsoonBatch = inserted[0]!.id;
  otherBatch = inserted[1]!.id;
});

describe('importing learners from a spreadsheet', () => {
  it('gives a template in English and Hindi, CSV and XLSX, with the organization column for administrators only', async () => {
    const english = await t.app.inject({ url: '/api/v1/user/import/template?format=csv&language=en', headers: manager });
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-disposition']).toContain('learners-template-en.csv');
    expect((await cellsOf(readCsv(english.body, { maxRows: 10 })))[0]).toEqual([
      'Name (English)',
      'Name (Hindi)',
      'Email',
      'Mobile number',
      'Batch',
    ]);
    const hindi = await t.app.inject({ url: '/api/v1/user/import/template?format=xlsx&language=hi', headers: admin });
    const rows = await cellsOf(readXlsx(hindi.rawPayload, { maxRows: 10 }));
    expect(rows[0]).toEqual(['नाम (अंग्रेज़ी)', 'नाम (हिंदी)', 'ईमेल', 'मोबाइल नंबर', 'बैच', 'संस्था']);
    expect(rows[1]).toContain('आशा वर्मा');
  });

  it('previews every row with its outcome, and each mistake with its line and field, changing nothing', async () => {
    const file = csv(
      'Kamla Devi,कमला देवी,kamla@example.org,+91 98111 00001,Monsoon 2026',
      ',,nobody@example.org,,',
      'Suresh,Suresh in Latin,suresh@example.org,,',
      'Mohan Lal,,,,',
      'Bad Email,,not-an-email,,',
      'Bad Mobile,,,12345,',
      'Kamla Again,,KAMLA@example.org,,',
      'Same Phone,,,098111 00001,',
      'Ravi,,admin@jalshiksha.org,,',
      'Rekha,,learner2@jalshiksha.org,,',
      'Two People,,org@jalshiksha.org,9811100099,',
      'No Batch,,nobatch@example.org,,Winter 2030',
      'Their Batch,,theirbatch@example.org,,Marwar Rabi',
      'Asha Verma,आशा वर्मा,learner@jalshiksha.org,,Monsoon 2026',
    );
    await t.database.db.update(users).set({ mobile: '9811100099' }).where(eq(users.email, 'learner2@jalshiksha.org'));
    const result = await preview(manager, file);
    const byLine = new Map(result.rows.map((row) => [row.line, row]));
    const codes = (line: number) => byLine.get(line)!.problems.map((problem) => `${problem.field}:${problem.code}`);
    expect(byLine.get(2)).toMatchObject({ outcome: 'new', mobile: '9811100001', nameHindi: 'कमला देवी', batch: 'Monsoon 2026' });
    expect(codes(3)).toEqual(['name:nameMissing']);
    expect(codes(4)).toEqual(['nameHindi:nameHindiInvalid']);
    expect(codes(5)).toEqual(['mobile:contactMissing']);
    expect(codes(6)).toEqual(['email:emailInvalid']);
    expect(codes(7)).toEqual(['mobile:mobileInvalid']);
    expect(byLine.get(8)!.problems).toEqual([
      { field: 'email', code: 'duplicateInFile', message: 'This also appears on line 2 of the file.', otherLine: 2 },
    ]);
    expect(codes(9)).toEqual(['mobile:duplicateInFile']);
    // Accounts beyond the manager's organization (an administrator, another organization's
    // learner, the manager itself) are refused without a word on whose they are.
    expect(codes(10)).toEqual(['email:cannotImport']);
    expect(codes(11)).toEqual(['email:cannotImport']);
    expect(codes(12)).toEqual(['email:cannotImport']);
    expect(byLine.get(11)!.problems[0]!.message).toBe('This learner cannot be imported.');
    expect(codes(13)).toEqual(['batch:batchUnknown']);
    // Another organization's batch is unknown to this manager.
    expect(codes(14)).toEqual(['batch:batchUnknown']);
    expect(byLine.get(15)).toMatchObject({ outcome: 'existing', problems: [] });
    expect(result.counts).toEqual({ rows: 14, new: 1, existing: 1, invalid: 12 });
    expect(await userByEmail('kamla@example.org')).toBeUndefined();
  });

  it('imports the valid rows in one go, with one-time passwords, batch membership and a notice for the manager', async () => {
    const file = csv(
      'Kamla Devi,कमला देवी,kamla@example.org,+91 98111 00001,Monsoon 2026',
      'Phool Singh,फूल सिंह,,0 98111 00002,monsoon 2026',
      'Bad Mobile,,,12345,',
      'Asha Verma,,learner@jalshiksha.org,,Monsoon 2026',
    );
    const result = await runImport(manager, file);
    expect(result).toMatchObject({ imported: true, counts: { rows: 4, new: 2, existing: 1, invalid: 1 } });
    expect(result.credentials.map(({ line, mobile, emailed }) => ({ line, mobile, emailed }))).toEqual([
      { line: 2, mobile: '9811100001', emailed: false },
      { line: 3, mobile: '9811100002', emailed: false },
    ]);
    expect(result.credentials.every((credential) => (credential.oneTimePassword ?? '').length === 14)).toBe(true);
    const kamla = (await userByEmail('kamla@example.org'))!;
    expect(kamla).toMatchObject({
      role: 'USER',
      organizationId: DEMO_ORGANIZATION.id,
      mustChangePassword: true,
      nameVariants: { hindi: 'कमला देवी' },
    });
    const [phool] = await t.database.db.select().from(users).where(eq(users.mobile, '9811100002'));
    expect(phool).toMatchObject({ email: null, name: 'Phool Singh' });
    const members = await t.database.db.select().from(batchMembers).where(eq(batchMembers.batchId, monsoonBatch));
    expect(members.map((member) => member.userId).sort()).toEqual(
      [kamla.id, phool!.id, (await userByEmail('learner@jalshiksha.org'))!.id].sort(),
    );
    const managerId = (await userByEmail('org@jalshiksha.org'))!.id;
    const notices = await t.database.db.select().from(notifications).where(eq(notifications.userId, managerId));
    expect(notices.at(-1)).toMatchObject({ kind: 'import-finished', payload: { created: 2, existing: 1, invalid: 1 } });

    // The same file again: the new learners are now existing ones, and nothing is made twice.
    const again = await runImport(manager, file);
    expect(again.counts).toEqual({ rows: 4, new: 0, existing: 3, invalid: 1 });
    expect(again.credentials).toEqual([]);
  });

  it('imports nothing unless every row is valid when asked so', async () => {
    const file = csv('Gopal Das,,gopal@example.org,,', 'No Contact,,,,');
    const refused = await runImport(manager, file, 'all-or-nothing');
    expect(refused).toMatchObject({ imported: false, credentials: [], counts: { new: 1, invalid: 1 } });
    expect(await userByEmail('gopal@example.org')).toBeUndefined();
    const fixed = await runImport(manager, csv('Gopal Das,,gopal@example.org,,', 'Now Contact,,,9811100003,'), 'all-or-nothing');
    expect(fixed).toMatchObject({ imported: true, counts: { new: 2, invalid: 0 } });
  });

  it('keeps Hindi names whole through CSV and XLSX (shared and inline strings)', async () => {
    const names = ['सीता कुमारी', 'रामप्रसाद त्रिपाठी', 'क्षितिज श्रीवास्तव'];
    await runImport(manager, csv(`Sita Kumari,${names[0]},sita@example.org,,`));
    const inline = writeXlsx('Learners', [
      ['Name (English)', 'नाम (हिंदी)', 'ईमेल', 'मोबाइल नंबर'],
      ['Ramprasad Tripathi', names[1]!, 'ramprasad@example.org', ''],
      // A number cell, as a spreadsheet keeps a typed mobile number.
      ['Kshitij Srivastava', names[2]!, '', '9811100004'],
    ]);
    const result = await runImport(manager, Buffer.from(inline), 'valid-rows', 'learners.xlsx');
    expect(result.counts).toMatchObject({ new: 2, invalid: 0 });
    expect((await userByEmail('sita@example.org'))!.nameVariants).toEqual({ hindi: names[0] });
    expect((await userByEmail('ramprasad@example.org'))!.nameVariants).toEqual({ hindi: names[1] });
    const [kshitij] = await t.database.db.select().from(users).where(eq(users.mobile, '9811100004'));
    expect(kshitij!.nameVariants).toEqual({ hindi: names[2] });
    // Excel writes text once in sharedStrings.xml and numbers as values.
    const workbook = sharedStringsWorkbook(['Name (English)', 'Name (Hindi)', 'Mobile'], ['Meena', 'मीना', 9811100005]);
    expect(await cellsOf(readXlsx(workbook, { maxRows: 10 }))).toEqual([
      ['Name (English)', 'Name (Hindi)', 'Mobile'],
      ['Meena', 'मीना', '9811100005'],
    ]);
  });

  it('keeps every organization to its own: a manager imports into its own, an administrator names the organization', async () => {
    const managed = await runImport(
      manager,
      Buffer.from(`${HEADER},Organization\r\nOwn Learner,,own@example.org,,,${SECOND_ORGANIZATION.name}\r\n`),
    );
    expect(managed.counts.new).toBe(1);
    expect((await userByEmail('own@example.org'))!.organizationId).toBe(DEMO_ORGANIZATION.id);

    const adminFile = Buffer.from(
      [
        `${HEADER},Organization`,
        `Marwar Learner,,marwar@example.org,,Marwar Rabi,${SECOND_ORGANIZATION.name.toUpperCase()}`,
        'No Organization,,noorg@example.org,,,',
        'Unknown Organization,,unknownorg@example.org,,,Nowhere Samiti',
        `Moved Learner,,own@example.org,,,${SECOND_ORGANIZATION.name}`,
      ].join('\n'),
    );
    const byAdmin = await runImport(admin, adminFile);
    expect(byAdmin.rows.map((row) => [row.outcome, ...row.problems.map((problem) => problem.code)])).toEqual([
      ['new'],
      ['invalid', 'organizationMissing'],
      ['invalid', 'organizationUnknown'],
      ['invalid', 'accountInOtherOrganization'],
    ]);
    const marwar = (await userByEmail('marwar@example.org'))!;
    expect(marwar.organizationId).toBe(SECOND_ORGANIZATION.id);
    const members = await t.database.db.select().from(batchMembers).where(eq(batchMembers.batchId, otherBatch));
    expect(members.map((member) => member.userId)).toEqual([marwar.id]);
    // The manager never sees the other organization's learner.
    const seen = await t.app.inject({ url: `/api/v1/user/${marwar.id}`, headers: manager });
    expect(seen.statusCode).toBe(404);
  });

  it('refuses files it cannot read, with a reason', async () => {
    const refused = async (file: Buffer, status = 400) => {
      const response = await upload('/v1/user/import/preview', manager, file);
      expect(response.statusCode, response.body).toBe(status);
      return body<null>(response).message;
    };
    expect(await refused(Buffer.from('Email\r\na@example.org\r\n'))).toMatch(/no "Name \(English\)" column/);
    expect(await refused(Buffer.from('Name (English)\r\nAsha\r\n'))).toMatch(/neither an "Email" nor a "Mobile number"/);
    expect(await refused(Buffer.from(HEADER))).toMatch(/no learners/);
    expect(await refused(Buffer.from([0x4e, 0x61, 0x6d, 0x65, 0xff, 0xfe, 0x0a]))).toMatch(/not UTF-8/);
    expect(await refused(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toMatch(/not a readable XLSX/);
    const json = await t.app.inject({ method: 'POST', url: '/api/v1/user/import/preview', headers: manager, payload: {} });
    expect(json.statusCode).toBe(415);
  });

  it('checks and imports 500 rows quickly', async () => {
    const lines = Array.from({ length: 500 }, (_, index) => `Learner ${index},शिक्षार्थी,bulk${index}@example.org,${9700000000 + index},`);
    const started = performance.now();
    expect((await preview(manager, csv(...lines))).counts.new).toBe(500);
    const result = await runImport(manager, csv(...lines));
    expect(result.counts.new).toBe(500);
    expect(performance.now() - started).toBeLessThan(15_000);
  });
});

describe('a learner imported with a mobile number', () => {
  it('signs in with it (written any usual way), must choose a password first, then signs in with that', async () => {
    const result = await runImport(manager, csv('Lakshmi Bai,लक्ष्मी बाई,,98111 00009,'));
    const password = result.credentials[0]!.oneTimePassword!;
    expect((await login({ mobile: '9811100009', password: 'wrong password' })).json()).toMatchObject({
      message: 'Invalid mobile number or password.',
    });
    const signedIn = await login({ mobile: '+91-98111-00009', password });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const { token, user } = body<LoginResult>(signedIn).data;
    expect(user).toMatchObject({ email: '', mobile: '9811100009', mustChangePassword: true });

    const refused = await t.app.inject({ url: '/api/v1/user/me/data', headers: bearer(token) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toMatch(/Choose your own password/);
    expect((await t.app.inject({ url: '/api/v1/user/me', headers: bearer(token) })).statusCode).toBe(200);

    const same = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/first-password',
      headers: bearer(token),
      payload: { newPassword: password },
    });
    expect(same.statusCode).toBe(400);
    const chosen = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/first-password',
      headers: bearer(token),
      payload: { newPassword: 'pani bachao 2026' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(body<PublicUser>(chosen).data.mustChangePassword).toBe(false);
    expect((await t.app.inject({ url: '/api/v1/user/me/data', headers: bearer(token) })).statusCode).toBe(200);
    expect((await login({ mobile: '09811100009', password: 'pani bachao 2026' })).statusCode).toBe(200);
    expect((await login({ mobile: '9811100009', password })).statusCode).toBe(401);
  });

  it('is listed with the mobile number, and the login body takes an email or a mobile number, not both', async () => {
    const list = body<{ items: AdminUser[] }>(await t.app.inject({ url: '/api/v1/user?search=9811100009', headers: manager })).data;
    expect(list.items).toMatchObject([{ name: 'Lakshmi Bai', email: '', mobile: '9811100009' }]);
    expect((await login({ email: 'a@example.org', mobile: '9811100009', password: 'x' })).statusCode).toBe(400);
    expect((await login({ password: 'x' })).json()).toMatchObject({ errors: { email: 'Email is required.' } });
    expect((await login({ mobile: '12345', password: 'x' })).json()).toMatchObject({
      errors: { mobile: 'Enter a 10-digit Indian mobile number.' },
    });
  });
});

/** A workbook as Excel writes it: text in the shared strings, a number as a plain value. */
function sharedStringsWorkbook(header: string[], row: (string | number)[]): Uint8Array {
  const xlsx = unzipSync(writeXlsx('Sheet1', [header]));
  const strings = [...header, ...row.filter((cell): cell is string => typeof cell === 'string')];
  const cell = (value: string | number, column: number, line: number) => {
    const reference = `${String.fromCharCode(65 + column)}${line}`;
    return typeof value === 'number'
      ? `<c r="${reference}"><v>${value}</v></c>`
      : `<c r="${reference}" t="s"><v>${strings.indexOf(value)}</v></c>`;
  };
  xlsx['xl/sharedStrings.xml'] = new TextEncoder().encode(
    `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${strings.map((text) => `<si><t>${text}</t></si>`).join('')}</sst>`,
  );
  xlsx['xl/worksheets/sheet1.xml'] = new TextEncoder().encode(
    `<worksheet><sheetData><row r="1">${header.map((value, column) => cell(value, column, 1)).join('')}</row>` +
      `<row r="2">${row.map((value, column) => cell(value, column, 2)).join('')}</row></sheetData></worksheet>`,
  );
  return zipSync(xlsx);
}
