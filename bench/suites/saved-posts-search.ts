import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { openPostgres, openSqlite, type DatabaseHandle } from '../../src/server/db/connect';
import { encodeTextArray } from '../../src/server/db/codec';
import { LANGUAGE_CODES } from '../../src/shared/languages';
import { MOOD_VALUES } from '../../src/shared/moods';
import { searchableText } from '../../src/shared/search-text';
import { formatMs, printTable, summarise } from '../stats';
import { createLoadClient } from '../support/load-client';
import { BENCH_ANON_KEY, benchEngines, createBenchDatabase, startServerProcess, type Engine, type RunningServer } from '../support/server-process';

/**
 * Issue 12: searching the saved library. 100,000 saved posts, 10,000 of them one user's, in
 * several scripts; the bundled server in its own process; one client asking, one request at a
 * time, for the first page of a search exactly as the browser asks for it (20 rows, newest
 * first, with the count of matches). Target on the embedded database: p99 ≤ 20 ms.
 */
const USERS = 1000;
const POSTS = 100_000;
const HEAVY_USER_POSTS = 10_000;
const SEED_BATCH_ROWS = 500;
const REQUESTS_PER_SCENARIO = 300;
const WARMUP_REQUESTS = 20;
const TARGET_P99_MS = 20;
const PAGE_SIZE = 20;

/** Captions in several scripts; each post takes one, a number and its hashtags. */
const SENTENCES = [
  'Launch day for our new app, thank you to everyone who helped',
  'Morning coffee at the harbour café, crème brûlée on the side',
  'Five tips for better sleep before a big week of training',
  'Utro v Moskve: Утро в Москве, кофе и свежий круассан',
  'आज दिल्ली में हमारी नई बेकरी खुली, सबको धन्यवाद',
  'مَرْحَبًا بكم في مخبزنا الجديد في وسط المدينة',
  '東京タワーの夜景がとてもきれいでした',
  '서울 카페 투어를 시작합니다, 오늘의 추천 메뉴',
  'Nuestra nueva colección de otoño ya está aquí',
  'Les pâtisseries du dimanche sont prêtes, venez tôt',
];
const NICHES = ['SaaS founder', 'Coffee shop', 'Fitness coach', 'बेकरी', 'Travel blogger'];

interface SeedPlan {
  engine: Engine;
  env: Record<string, string>;
  heavy: string;
}

async function seedUsers(handle: DatabaseHandle, count: number): Promise<string[]> {
  const now = new Date().toISOString();
  const ids = Array.from({ length: count }, () => randomUUID());
  for (let start = 0; start < ids.length; start += SEED_BATCH_ROWS) {
    await handle.db
      .insertInto('users')
      .values(ids.slice(start, start + SEED_BATCH_ROWS).map((id) => ({ id, email: `${id}@seed.example`, app_metadata: '{}', user_metadata: '{}', created_at: now, updated_at: now })))
      .execute();
  }
  return ids;
}

async function seed(plan: SeedPlan): Promise<void> {
  const handle = plan.engine === 'sqlite' ? openSqlite(plan.env.DATA_DIR) : openPostgres(plan.env.DATABASE_URL);
  try {
    const others = await seedUsers(handle, USERS - 1);
    const owners = Array.from({ length: POSTS }, (_, index) => (index < HEAVY_USER_POSTS ? plan.heavy : others[index % others.length]));
    const started = Date.now();
    await handle.db.transaction().execute(async (trx) => {
      for (let start = 0; start < POSTS; start += SEED_BATCH_ROWS) {
        const rows = owners.slice(start, start + SEED_BATCH_ROWS).map((owner, offset) => {
          const made = start + offset;
          const caption = `${SENTENCES[made % SENTENCES.length]} (${made})`;
          const hashtags = ['captioncraft', `tag${made % 97}`];
          const niche = NICHES[made % NICHES.length];
          const created = new Date(started - made * 1000).toISOString();
          return {
            id: randomUUID(),
            user_id: owner,
            caption,
            hashtags: encodeTextArray(handle.dialect, hashtags),
            mood: MOOD_VALUES[made % MOOD_VALUES.length],
            niche,
            topic: null,
            language: LANGUAGE_CODES[made % LANGUAGE_CODES.length],
            created_at: created,
            updated_at: created,
            search_text: searchableText({ caption, hashtags, niche }),
          };
        });
        await trx.insertInto('saved_posts').values(rows).execute();
      }
    });
  } finally {
    await handle.close();
  }
}

const SEED_FLAG = '--seed-saved-posts-search';
if (process.argv[2] === SEED_FLAG) await seed(JSON.parse(process.argv[3]) as SeedPlan);

/** In a process of its own: libsql frees an embedded database's lock only when its process exits. */
function seedInChildProcess(plan: SeedPlan): void {
  const result = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), SEED_FLAG, JSON.stringify(plan)], { stdio: 'inherit', env: process.env });
  if (result.status !== 0) throw new Error(`seeding failed (exit ${result.status})`);
}

async function signUp(server: RunningServer): Promise<{ userId: string; accessToken: string; email: string }> {
  const email = `search-${randomUUID()}@bench.example`;
  const response = await fetch(`${server.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: BENCH_ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-password' }),
  });
  const body = (await response.json()) as { access_token: string; user: { id: string } };
  return { email, userId: body.user.id, accessToken: body.access_token };
}

async function signIn(server: RunningServer, email: string): Promise<string> {
  const response = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: BENCH_ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-password' }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** The first page of a search, as the library's hook asks for it. */
function searchPath(query: string, filters = ''): string {
  const params = new URLSearchParams({ select: '*', search: `plfts.${query}`, order: 'created_at.desc', offset: '0', limit: String(PAGE_SIZE) });
  return `/rest/v1/saved_posts?${params.toString()}${filters}`;
}

const SCENARIOS: [string, string][] = [
  ['a word in 1 of 10 posts (launch)', searchPath('launch')],
  ['a rare word: 1 post ((1234))', searchPath('(1234)')],
  ['no match (zzzz): every post read', searchPath('zzzz')],
  ['accents folded (creme brulee)', searchPath('creme brulee')],
  ['Devanagari (दिल्ली)', searchPath('दिल्ली')],
  ['Japanese (夜景)', searchPath('夜景')],
  ['word + mood + language filters', searchPath('coffee', '&mood=eq.casual&language=eq.en')],
  ['no search: latest 20', '/rest/v1/saved_posts?select=*&order=created_at.desc&offset=0&limit=20'],
];

interface Measured {
  scenario: string;
  p50: number;
  p99: number;
  matches: string;
  cpuMs: number;
}

async function measureEngine(engine: Engine): Promise<Measured[]> {
  const database = await createBenchDatabase(engine);
  try {
    let server = await startServerProcess(database, { AUTH_RATE_LIMIT_BURST: '1000' });
    const user = await signUp(server);
    await server.stop();
    const seedStarted = performance.now();
    seedInChildProcess({ engine, env: database.env, heavy: user.userId });
    console.info(`${engine}: seeded ${POSTS} posts (${HEAVY_USER_POSTS} of one user) in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
    server = await startServerProcess(database, { AUTH_RATE_LIMIT_BURST: '1000' });
    const client = createLoadClient(1);
    try {
      const token = await signIn(server, user.email);
      const headers = { apikey: BENCH_ANON_KEY, Authorization: `Bearer ${token}`, 'Accept-Profile': 'public', Prefer: 'count=exact' };
      const results: Measured[] = [];
      for (const [scenario, path] of SCENARIOS) {
        let matches = '';
        for (let index = 0; index < WARMUP_REQUESTS; index += 1) {
          const response = await client.request(`${server.url}${path}`, { headers });
          if (response.status >= 300) throw new Error(`${scenario}: ${response.status} ${response.text.slice(0, 200)}`);
          matches = String(JSON.parse(response.text).length);
        }
        const latencies: number[] = [];
        const cpuBefore = server.cpuMs();
        for (let index = 0; index < REQUESTS_PER_SCENARIO; index += 1) {
          const started = performance.now();
          const response = await client.request(`${server.url}${path}`, { headers });
          latencies.push(performance.now() - started);
          if (response.status >= 300) throw new Error(`${scenario}: ${response.status}`);
        }
        const cpuMs = (server.cpuMs() - cpuBefore) / REQUESTS_PER_SCENARIO;
        const total = (await fetch(`${server.url}${path}`, { headers })).headers.get('content-range')?.split('/')[1] ?? '?';
        const stats = summarise(latencies);
        results.push({ scenario, p50: stats.p50, p99: stats.p99, matches: `${matches} of ${total}`, cpuMs });
      }
      return results;
    } finally {
      client.close();
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

export async function run(): Promise<void> {
  const { engines, skipped } = benchEngines();
  console.info(`load average (1 min) at the start: ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores (other work on this machine skews every number)`);
  const rows: Record<string, string>[] = [];
  for (const engine of engines) {
    const results = await measureEngine(engine);
    for (const result of results) {
      rows.push({
        database: engine,
        scenario: result.scenario,
        'rows / matches': result.matches,
        p50: formatMs(result.p50),
        p99: formatMs(result.p99),
        'server CPU/req': formatMs(result.cpuMs),
      });
    }
    const searches = results.filter((result) => !result.scenario.startsWith('no search'));
    const worst = Math.max(...searches.map((result) => result.p99));
    console.info(`${engine}: worst search p99 at one client ${formatMs(worst)} (target ≤ ${TARGET_P99_MS} ms on the embedded database): ${worst <= TARGET_P99_MS ? 'met' : 'missed'}`);
  }
  console.info(`one client, ${REQUESTS_PER_SCENARIO} requests per scenario after ${WARMUP_REQUESTS} to warm up; first page of ${PAGE_SIZE} with Prefer: count=exact`);
  printTable(rows);
  if (skipped) console.info(skipped);
  console.info(`load average (1 min) at the end: ${loadavg()[0].toFixed(1)}`);
}
