// Many clubs in little time for the tenants bench: the demo club, seeded once by the API as usual,
// copied in bulk SQL. Every table of a club's data carries organization_id (multi-tenancy), so a
// copy is: the demo's rows of each such table, every id of the demo's rows (and the demo's
// organization id) swapped for a deterministic new one, inserted per table and batch of clubs with
// one jsonb_populate_recordset statement. Ids inside JSON (a course product's tags, a template's
// category) move along, because the swap runs over the rows' JSON text. Not copied: the timetable's
// materialised occurrences (schedule_occurrences, 84 % of a demo club's rows: derived from the
// series, which are copied), so 1,000 clubs seed in minutes on a busy 2-core machine.
const notCopied = new Set(['schedule_occurrences']);
import { createHash } from 'node:crypto';
import type pg from 'pg';

const uuidPattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** The same new id for the same (old id, copy) everywhere it appears, so references stay intact. */
export function copiedId(id: string, copy: number): string {
  const hex = createHash('sha256').update(`${id}:${copy}`).digest('hex');
  // A version-4 shaped uuid (the variant bits set), as gen_random_uuid() makes them.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const clubName = (copy: number): string => `club-${String(copy).padStart(4, '0')}`;

/** The demo's rows as JSON, read once; `copy(from, to)` writes clubs from..to-1. */
export async function demoCopier(client: pg.PoolClient) {
  const { rows: tableRows } = await client.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND column_name = 'organization_id' ORDER BY table_name`,
  );
  const [demo] = (
    await client.query<{ id: string; row: Record<string, unknown> }>(
      `SELECT id, to_jsonb(o) AS row FROM organizations o WHERE name = 'demo'`,
    )
  ).rows;
  if (!demo) throw new Error('no demo club to copy');
  const tables: Array<{ name: string; columns: string[]; rows: unknown[] }> = [];
  const demoIds = new Set<string>([demo.id]);
  for (const { table_name: name } of tableRows) {
    if (notCopied.has(name)) continue;
    // Columns the database fills itself (serials, generated columns) are left to it.
    const { rows: columns } = await client.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = $1 AND is_generated = 'NEVER'
          AND is_identity = 'NO' AND COALESCE(column_default, '') NOT LIKE 'nextval(%'
        ORDER BY ordinal_position`,
      [name],
    );
    const { rows } = await client.query<{ row: Record<string, unknown> }>(
      `SELECT to_jsonb(t) AS row FROM ${name} t WHERE organization_id = $1`,
      [demo.id],
    );
    for (const { row } of rows) if (typeof row.id === 'string') demoIds.add(row.id);
    tables.push({ name, columns: columns.map((c) => c.column_name), rows: rows.map((r) => r.row) });
  }
  const organizationColumns = Object.keys(demo.row);

  const swapIds = (text: string, copy: number) =>
    text.replace(uuidPattern, (id) => (demoIds.has(id) ? copiedId(id, copy) : id));

  async function insert(table: string, columns: string[], json: string) {
    const list = columns.map((c) => `"${c}"`).join(', ');
    await client.query(
      `INSERT INTO ${table} (${list}) SELECT ${list} FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)`,
      [json],
    );
  }

  return {
    demoId: demo.id,
    rowsPerClub: tables.reduce((sum, t) => sum + t.rows.length, 1),
    /** Clubs `from` .. `to - 1`, in one transaction, without triggers (no change notifications for rows nobody has read). */
    async copy(from: number, to: number, batch = 50): Promise<void> {
      await client.query('BEGIN');
      // Foreign keys and triggers off for this transaction: the copy is consistent by construction.
      await client.query(`SET LOCAL session_replication_role = replica`);
      for (let start = from; start < to; start += batch) {
        const copies = Array.from({ length: Math.min(batch, to - start) }, (_, i) => start + i);
        const organizations = copies.map((copy) => ({
          ...(JSON.parse(swapIds(JSON.stringify(demo!.row), copy)) as Record<string, unknown>),
          name: clubName(copy),
          email: `info@${clubName(copy)}.club`,
        }));
        await insert('organizations', organizationColumns, JSON.stringify(organizations));
        for (const table of tables) {
          if (table.rows.length === 0) continue;
          const text = JSON.stringify(table.rows);
          await insert(
            table.name,
            table.columns,
            `[${copies.map((copy) => swapIds(text, copy).slice(1, -1)).join(',')}]`,
          );
        }
      }
      await client.query('COMMIT');
    },
  };
}
