#!/usr/bin/env node
// `npm run backup [FILE]`: a consistent copy of the embedded database (DATA_DIR, default ./data)
// into FILE (default backups/captioncraft-<time>.sqlite). While the server runs it writes the copy
// itself (VACUUM INTO, asked through DATA_DIR/captioncraft.sock: src/server/db/backup.ts); when no
// server runs, this script opens the file and does the same. PostgreSQL: use pg_dump (README).
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';

const SOCKET_NAME = 'captioncraft.sock';
const DATABASE_FILE = 'captioncraft.sqlite';

function fail(message) {
  console.error(message);
  process.exit(1);
}

if (process.env.DATABASE_URL) fail('DATABASE_URL is set: back up PostgreSQL with pg_dump (see the README, "Deploying").');
const dataDir = path.resolve(process.env.DATA_DIR || './data');
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
const target = path.resolve(process.argv[2] ?? path.join('backups', `captioncraft-${stamp}.sqlite`));
if (existsSync(target)) fail(`${target} exists already; name a new file.`);
if (!existsSync(path.join(dataDir, DATABASE_FILE))) fail(`No database in ${dataDir} (set DATA_DIR).`);

/** Asks the running server; undefined when no server answers on the socket. */
function askServer() {
  const socketPath = path.join(dataDir, SOCKET_NAME);
  if (!existsSync(socketPath)) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const socket = connect(socketPath);
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify({ backup: target })}\n`));
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(JSON.parse(answer)));
    // Refused: a socket file left by a server that is gone.
    socket.on('error', () => resolve(undefined));
  });
}

async function copyDirectly() {
  const { default: Database } = await import('libsql');
  const database = new Database(path.join(dataDir, DATABASE_FILE));
  try {
    // The server takes the file exclusively; if one started meanwhile, this fails rather than waits.
    database.pragma('busy_timeout = 0');
    mkdirSync(path.dirname(target), { recursive: true });
    database.prepare('vacuum into ?').run(target);
  } catch (error) {
    fail(`The backup failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    database.close();
  }
  return { ok: true, file: target, bytes: statSync(target).size };
}

const answer = (await askServer()) ?? (await copyDirectly());
if (!answer.ok) fail(`The backup failed: ${answer.error}`);
console.info(`Backed up ${dataDir} to ${answer.file} (${answer.bytes} bytes).`);
