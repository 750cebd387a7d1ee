import { describe, expect, it } from 'vitest';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('stores the scheme, its cost parameters, a 16-byte salt and a 32-byte key in the hash', async () => {
    const stored = await hashPassword('correct horse');
    const [scheme, N, r, p, salt, key, ...rest] = stored.split('$');
    expect({ scheme, N, r, p }).toEqual({ scheme: 'scrypt', N: '16384', r: '8', p: '2' });
    expect(Buffer.from(salt, 'base64')).toHaveLength(16);
    expect(Buffer.from(key, 'base64')).toHaveLength(32);
    expect(rest).toEqual([]);
    expect(stored).not.toContain('correct horse');
  });

  it('salts each hash: the same password twice gives two hashes that both verify', async () => {
    const [first, second] = await Promise.all([hashPassword('same password'), hashPassword('same password')]);
    expect(first).not.toBe(second);
    expect(await verifyPassword('same password', first)).toBe(true);
    expect(await verifyPassword('same password', second)).toBe(true);
  });

  it('refuses a wrong password, however close', async () => {
    const stored = await hashPassword('correct horse');
    expect(await verifyPassword('correct horse ', stored)).toBe(false);
    expect(await verifyPassword('Correct horse', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('verifies with the parameters stored in the hash, so a later cost change keeps old hashes working', async () => {
    const stored = await hashPassword('correct horse');
    const [, , , , salt, key] = stored.split('$');
    // Same salt and key, but claiming another cost: the derived key differs, so no match.
    expect(await verifyPassword('correct horse', `scrypt$8192$8$1$${salt}$${key}`)).toBe(false);
  });

  it.each([
    ['another scheme', 'bcrypt$2b$10$abcdefghijklmnopqrstuv'],
    ['an empty value', ''],
    ['a cut-off hash', 'scrypt$16384$8$1$c2FsdA=='],
    ['parameters that are not numbers', 'scrypt$many$8$1$c2FsdA==$a2V5'],
    ['an N scrypt refuses (not a power of two)', 'scrypt$1000$8$1$c2FsdA==$a2V5'],
    ['parameters over the memory cap', 'scrypt$1048576$8$1$c2FsdA==$a2V5'],
    ['extra fields', 'scrypt$16384$8$1$c2FsdA==$a2V5$more'],
  ])('answers false, without throwing, for %s', async (_name, stored) => {
    expect(await verifyPassword('correct horse', stored)).toBe(false);
  });

  it('keeps a real scrypt hash for unknown accounts, so checking it costs what a real check costs', async () => {
    expect((await dummyPasswordHash).split('$').slice(0, 4)).toEqual((await hashPassword('x')).split('$').slice(0, 4));
  });

  it('hashes off the event loop: timers keep firing while four hashes run', async () => {
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 1);
    let ticksWhenFirstDone = -1;
    try {
      await Promise.all(
        Array.from({ length: 4 }, (_, index) =>
          hashPassword(`password ${index}`).then(() => {
            if (ticksWhenFirstDone < 0) ticksWhenFirstDone = ticks;
          }),
        ),
      );
    } finally {
      clearInterval(ticker);
    }
    // Hashing on the event loop would hold every timer until all four hashes were done.
    expect(ticksWhenFirstDone).toBeGreaterThan(0);
  });
});
