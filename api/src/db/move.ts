import { type Kysely, sql } from 'kysely';
import type { DatabaseHandle } from './connection.js';
import { migrate } from './migrate.js';
import type { Database } from './schema.js';

export interface MovedTable {
  table: string;
  source: number;
  target: number;
}

export class TargetNotEmpty extends Error {
  constructor() {
    super('The target database already holds a club database (schema_migrations exists): give an empty one.');
  }
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function tablesOf(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind IN ('r', 'p') AND n.nspname = current_schema() ORDER BY c.relname`.execute(db);
  return rows.map((row) => row.name);
}

/** Referenced tables first, so each table's rows find the rows they point at already there. */
async function insertionOrder(db: Kysely<Database>, tables: string[]): Promise<string[]> {
  const { rows } = await sql<{ child: string; parent: string }>`
    SELECT c.relname AS child, p.relname AS parent FROM pg_constraint k
    JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE k.contype = 'f' AND n.nspname = current_schema() AND c.relname <> p.relname`.execute(db);
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const row of rows) parents.get(row.child)?.add(row.parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((t) => !placed.has(t) && [...(parents.get(t) ?? [])].every((p) => placed.has(p)));
    if (ready.length === 0) throw new Error(`Foreign keys form a cycle among: ${tables.filter((t) => !placed.has(t))}`);
    for (const table of ready) {
      ordered.push(table);
      placed.add(table);
    }
  }
  return ordered;
}

async function insertableColumns(db: Kysely<Database>, table: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT column_name AS name FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = ${table} AND is_generated = 'NEVER'
    ORDER BY ordinal_position`.execute(db);
  return rows.map((row) => row.name);
}

async function countRows(db: Kysely<Database>, table: string): Promise<number> {
  const { rows } = await sql<{ n: string }>`SELECT count(*)::text AS n FROM ${sql.table(table)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Copies a club database (an embedded PGlite one, usually) into an empty PostgreSQL database:
 * the target gets the same migrations, then every table's rows in one transaction (through
 * PostgreSQL's own JSON conversion, so every type arrives as it left: jsonb, bytea, arrays, dates),
 * and every sequence's position. Returns each table's row count on both sides.
 */
export async function moveDatabase(source: DatabaseHandle, target: DatabaseHandle): Promise<MovedTable[]> {
  const { rows: existing } = await sql<{ present: boolean }>`
    SELECT to_regclass('schema_migrations') IS NOT NULL AS present`.execute(target.db);
  if (existing[0]?.present) throw new TargetNotEmpty();
  await migrate(target);

  const tables = await insertionOrder(source.db, await tablesOf(source.db));
  await target.db.transaction().execute(async (trx) => {
    // What the migrations wrote into the target (schema_migrations, default rows) is replaced.
    const targetTables = await tablesOf(trx);
    await sql.raw(`TRUNCATE ${targetTables.map(quote).join(', ')} CASCADE`).execute(trx);
    for (const table of tables) {
      const columns = sql.join((await insertableColumns(source.db, table)).map((column) => sql.ref(column)));
      const { rows } = await sql<{ data: string }>`
        SELECT coalesce(json_agg(t), '[]')::text AS data FROM ${sql.table(table)} t`.execute(source.db);
      await sql`
        INSERT INTO ${sql.table(table)} (${columns}) OVERRIDING SYSTEM VALUE
        SELECT ${columns} FROM json_populate_recordset(null::${sql.table(table)}, ${rows[0]?.data ?? '[]'}::json)`.execute(
        trx,
      );
    }
    // Sequences (serial and identity columns) continue where the source's stand.
    const { rows: sequences } = await sql<{ name: string; value: string | null }>`
      SELECT sequencename AS name, last_value::text AS value FROM pg_sequences
      WHERE schemaname = current_schema()`.execute(source.db);
    for (const sequence of sequences)
      if (sequence.value !== null)
        await sql`SELECT setval(${quote(sequence.name)}, ${Number(sequence.value)})`.execute(trx);
  });

  const moved: MovedTable[] = [];
  for (const table of tables)
    moved.push({ table, source: await countRows(source.db, table), target: await countRows(target.db, table) });
  return moved;
}
