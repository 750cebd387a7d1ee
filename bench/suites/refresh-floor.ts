import { createHash, createHmac, generateKeyPairSync, sign } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { SQLITE_FILE_NAME } from '../../src/server/db/connect';
import { formatMs, printTable } from '../stats';
import { createLoadClient } from '../support/load-client';
import { BENCH_ANON_KEY, createBenchDatabase, startServerProcess } from '../support/server-process';

/**
 * The floor under issue 2's refresh target (docs/decisions/010-refresh-at-20-clients.md): what a
 * refresh's database work and signature cost on libsql with nothing else, no HTTP, no query
 * builder. The same statements the app runs (src/server/auth/sessions.ts, the refresh rate limit,
 * the identities read), prepared once, on a database the real server made, 20 refreshes per
 * COMMIT as group commit does at 20 clients, with synchronous=FULL. If this plus the trivial
 * route's server CPU (bench/suites/auth.ts) is already near the time a refresh may take, no
 * change to our own code reaches the target on this machine.
 */
const CLIENTS = 20;
const WARM_UP_ROUNDS = 50;
const ROUNDS = 300;

interface LibsqlStatement {
  run(...parameters: unknown[]): unknown;
  get(...parameters: unknown[]): Record<string, string | number | null> | undefined;
  all(...parameters: unknown[]): unknown[];
}
interface LibsqlDatabase {
  pragma(text: string): unknown;
  prepare(sql: string): LibsqlStatement;
  close(): void;
}
const Libsql = createRequire(import.meta.url)('libsql') as new (file: string) => LibsqlDatabase;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function run(): Promise<void> {
  const database = await createBenchDatabase('sqlite');
  try {
    // The real server makes the schema and 20 signed-up users with their first refresh tokens.
    const server = await startServerProcess(database);
    const http = createLoadClient(1);
    const sessions: { userId: string; refreshToken: string }[] = [];
    for (let client = 0; client < CLIENTS; client += 1) {
      const response = await http.request(`${server.url}/auth/v1/signup`, {
        method: 'POST',
        headers: { apikey: BENCH_ANON_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ email: `floor${client}@example.com`, password: 'bench-password-1' }),
      });
      const session = JSON.parse(response.text) as { refresh_token: string; user: { id: string } };
      sessions.push({ userId: session.user.id, refreshToken: session.refresh_token });
    }
    http.close();
    await server.stop();

    const db = new Libsql(path.join(database.env.DATA_DIR, SQLITE_FILE_NAME));
    db.pragma('locking_mode = EXCLUSIVE');
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    const statements = {
      begin: db.prepare('begin immediate'),
      commit: db.prepare('commit'),
      savepoint: db.prepare('savepoint job'),
      release: db.prepare('release job'),
      find: db.prepare(
        'select u.*, t.id as token_id, t.revoked_at as token_revoked_at, s.id as session_id, s.amr_method, s.created_at as session_created_at ' +
          'from refresh_tokens t join sessions s on s.id = t.session_id join users u on u.id = t.user_id where t.token_hash = ?',
      ),
      revoke: db.prepare('update refresh_tokens set revoked_at = ? where id = ? and revoked_at is null'),
      insertChild: db.prepare('insert into refresh_tokens (token_hash, session_id, user_id, parent_hash, revoked_at, created_at) values (?, ?, ?, ?, null, ?)'),
      touchSession: db.prepare('update sessions set updated_at = ? where id = ?'),
      takeToken: db.prepare(
        'insert into rate_limits (key, tokens, updated_at) values (?, ?, ?) on conflict (key) do update ' +
          'set tokens = min(100000000, rate_limits.tokens + 1) - 1, updated_at = excluded.updated_at returning tokens',
      ),
      identities: db.prepare('select * from identities where user_id = ? order by created_at'),
    };
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });

    const round = (withResponse: boolean) => {
      const now = new Date().toISOString();
      statements.begin.run();
      for (const session of sessions) {
        statements.savepoint.run();
        const tokenHash = hashToken(session.refreshToken);
        const row = statements.find.get(tokenHash);
        if (!row) throw new Error('refresh token not found');
        const child = createHmac('sha256', 'bench-secret').update(session.refreshToken).digest('base64url').slice(0, 32);
        statements.revoke.run(now, row.token_id);
        statements.insertChild.run(hashToken(child), row.session_id, row.id, tokenHash, now);
        statements.touchSession.run(now, row.session_id);
        statements.takeToken.all('auth:refresh:127.0.0.1', 100000000, Date.now());
        statements.release.run();
        session.refreshToken = child;
      }
      statements.commit.run();
      if (!withResponse) return;
      for (const session of sessions) {
        const identities = statements.identities.all(session.userId);
        const signingInput = `eyJhbGciOiJFUzI1NiJ9.${Buffer.from(JSON.stringify({ sub: session.userId, identities })).toString('base64url')}`;
        sign('sha256', Buffer.from(signingInput), { key: privateKey, dsaEncoding: 'ieee-p1363' });
      }
    };

    const rows: Record<string, string>[] = [];
    for (const [name, withResponse] of [
      ['rotation + rate limit, 20 per COMMIT', false],
      ['… + identities read + ES256 signature', true],
    ] as const) {
      for (let warm = 0; warm < WARM_UP_ROUNDS; warm += 1) round(withResponse);
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      for (let measured = 0; measured < ROUNDS; measured += 1) round(withResponse);
      const elapsed = performance.now() - started;
      const cpu = process.cpuUsage(cpuBefore);
      const refreshes = ROUNDS * CLIENTS;
      rows.push({
        'work, libsql alone (no HTTP, no query builder)': name,
        'time a refresh': formatMs(elapsed / refreshes),
        'CPU a refresh': formatMs((cpu.user + cpu.system) / 1000 / refreshes),
      });
    }
    db.close();
    printTable(rows);
    console.info('add the trivial route\'s server CPU (auth suite, "baseline") for the least a refresh can take over HTTP');
  } finally {
    await database.drop();
  }
}
