import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/queries.js';

export type Period = 'week' | 'month';
export type ReportSort = 'enrolments' | 'completions' | 'certificates';
export type ReportFilter = { period: Period; from: string; to: string; organizationId?: string; courseId?: string };
export type Figures = { enrolments: number; completions: number; certificates: number };
export type TablePage = { page: number; limit: number; sort: ReportSort };

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the counted events are grouped by. */
type Grouping = 'period' | 'course' | 'organization';

/**
 * Every counted event of the filter, one row each: which of the three figures it adds to, and
 * only what it is grouped by (when, which course, which learner's organization), as each column
 * more is carried through hundreds of thousands of rows. Each part reads one date index
 * (enrolled, completed, issued), which holds the course and the learner as well. The learners are
 * joined only when an organization matters: for one organization inside each part (its few
 * learners lead to their rows), for every organization once around the three parts (one pass over
 * the learners, not three).
 */
function events(filter: ReportFilter, by: Grouping): SQL {
  const from = `${filter.from}T00:00:00Z`;
  const end = new Date(Date.parse(`${filter.to}T00:00:00Z`) + DAY_MS).toISOString();
  const oneOrganization = !!filter.organizationId;
  const everyOrganization = by === 'organization' && !oneOrganization;
  const part = (table: string, at: string, figures: string, extra = '') => {
    const column = by === 'period' ? `t.${at} as at` : by === 'course' ? 't.course_id' : everyOrganization ? 't.user_id' : 'null';
    return sql`
    select ${sql.raw(column)}, ${sql.raw(figures)}
    from ${sql.raw(table)} t ${oneOrganization ? sql`join users u on u.id = t.user_id` : sql``}
    where t.${sql.raw(at)} >= ${from}::timestamptz and t.${sql.raw(at)} < ${end}::timestamptz ${sql.raw(extra)}
      ${filter.courseId ? sql`and t.course_id = ${filter.courseId}` : sql``}
      ${oneOrganization ? sql`and u.organization_id = ${filter.organizationId}` : sql``}`;
  };
  const parts = sql`(${part('enrolments', 'enrolled_at', '1 as e, 0 as c, 0 as x')}
    union all ${part('enrolments', 'completed_at', '0, 1, 0', 'and t.completed_at is not null')}
    union all ${part('certificates', 'issued_at', '0, 0, 1', 'and t.revoked_at is null')})`;
  if (by !== 'organization') return parts;
  if (oneOrganization) return sql`(select e, c, x, ${filter.organizationId}::uuid as organization_id from ${parts} as parts)`;
  return sql`(select e, c, x, u.organization_id from ${parts} as parts join users u on u.id = parts.user_id)`;
}

const sums = sql`sum(e)::int as enrolments, sum(c)::int as completions, sum(x)::int as certificates`;

/** The figures per period start (YYYY-MM-DD) within the filter; quiet periods are absent. */
export function countPerPeriod(db: Db, filter: ReportFilter) {
  // The unit is written into the SQL (one of two fixed words), so GROUP BY sees the same expression as SELECT.
  const unit = sql.raw(`'${filter.period === 'week' ? 'week' : 'month'}'`);
  return rowsOf<Figures & { start: string }>(
    db,
    sql`select to_char(date_trunc(${unit}, at at time zone 'UTC'), 'YYYY-MM-DD') as start, ${sums}
      from ${events(filter, 'period')} as counted group by 1`,
  );
}

/**
 * One page of the figures per course (`by` = 'course') or per organization, largest first by
 * `sort`, and how many courses or organizations have any figure in all.
 */
export async function countPerGroup(db: Db, filter: ReportFilter, by: 'course' | 'organization', page: TablePage) {
  const key = sql.raw(by === 'course' ? 'course_id' : 'organization_id');
  const order = sql.raw(page.sort);
  const rows = await rowsOf<Figures & { id: string | null; groups: number }>(
    db,
    sql`select ${key} as id, ${sums}, (count(*) over ())::int as groups
      from ${events(filter, by)} as counted group by ${key}
      order by ${order} desc, ${key} nulls last
      limit ${page.limit} offset ${(page.page - 1) * page.limit}`,
  );
  const total = rows[0]?.groups ?? (page.page > 1 ? await countGroups(db, filter, by) : 0);
  return { rows: rows.map(({ groups: _groups, ...row }) => row), total };
}

/** How many courses or organizations have any figure (asked only for a page past the end). */
async function countGroups(db: Db, filter: ReportFilter, by: 'course' | 'organization') {
  const key = sql.raw(by === 'course' ? 'course_id' : 'organization_id');
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(distinct coalesce(${key}::text, ''))::int as n from ${events(filter, by)} as counted`,
  );
  return row?.n ?? 0;
}

/**
 * Every course or organization with any figure, largest first by `sort`, with its title (in
 * every language) or name read in the same statement: the whole table of an export in one read.
 */
export function exportRows(db: Db, filter: ReportFilter, by: 'course' | 'organization', sort: ReportSort, maxRows: number) {
  const key = sql.raw(by === 'course' ? 'course_id' : 'organization_id');
  const named = by === 'course' ? sql`left join courses c on c.id = g.id` : sql`left join organizations o on o.id = g.id`;
  const names = by === 'course' ? sql`c.title, c.title_translations as titles` : sql`o.name`;
  return rowsOf<Figures & { id: string | null; title?: string | null; titles?: Record<string, string> | null; name?: string | null }>(
    db,
    sql`select g.*, ${names} from (
        select ${key} as id, ${sums} from ${events(filter, by)} as counted group by ${key}
        order by ${sql.raw(sort)} desc, ${key} nulls last limit ${maxRows}
      ) g ${named}
      order by g.${sql.raw(sort)} desc, g.id nulls last`,
  );
}
