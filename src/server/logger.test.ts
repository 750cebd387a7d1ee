import { describe, expect, it } from 'vitest';
import { createLogger, REDACTED_FIELDS } from './logger';

describe('the logger', () => {
  it('writes one JSON object a line with time, level, message and the fields', () => {
    const lines: string[] = [];
    const logger = createLogger('info', (line) => lines.push(line));
    logger.info('request', { requestId: 'r-1', status: 200 });
    logger.warn('slow', { ms: 12.5 });
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line).not.toContain('\n');
    const [first, second] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(first).toMatchObject({ level: 'info', message: 'request', requestId: 'r-1', status: 200 });
    expect(new Date(first.time as string).toISOString()).toBe(first.time);
    expect(second).toMatchObject({ level: 'warn', message: 'slow', ms: 12.5 });
  });

  it('leaves out lines below its level, and everything when silent', () => {
    const lines: string[] = [];
    createLogger('warn', (line) => lines.push(line)).info('not kept');
    createLogger('silent', (line) => lines.push(line)).error('not kept either');
    expect(lines).toEqual([]);
  });

  it('never writes the value of a field named like a secret', () => {
    const lines: string[] = [];
    const logger = createLogger('debug', (line) => lines.push(line));
    const fields = Object.fromEntries(REDACTED_FIELDS.map((name) => [name, `secret-value-of-${name}`]));
    logger.error('careless', { ...fields, requestId: 'r-2' });
    expect(lines[0]).not.toContain('secret-value-of');
    expect(JSON.parse(lines[0])).toMatchObject({ password: '[redacted]', authorization: '[redacted]', requestId: 'r-2' });
  });
});
