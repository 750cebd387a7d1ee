import pg from 'pg';

export interface ThrowawayPostgresDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A new, empty database on the PostgreSQL server named by TEST_DATABASE_URL (CI and
 * scripts/pg-throwaway.sh start one), for one test suite or one benchmark; `drop` removes it.
 */
export async function createThrowawayPostgresDatabase(prefix: string): Promise<ThrowawayPostgresDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await runAsAdmin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => runAsAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function runAsAdmin(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
