import { describe, expect, it } from 'vitest';
import { readServerSentEvents, type ServerSentEvent } from './server-sent-events';

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function collect(chunks: string[]): Promise<ServerSentEvent[]> {
  const events: ServerSentEvent[] = [];
  for await (const event of readServerSentEvents(streamOf(chunks))) events.push(event);
  return events;
}

describe('readServerSentEvents', () => {
  it('reads events split anywhere across chunks', async () => {
    const body = 'event: partial\ndata: {"captions":["Hi"]}\n\nevent: result\ndata: {"captions":["Hi there"]}\n\n';
    const events = await collect([body.slice(0, 7), body.slice(7, 40), body.slice(40)]);
    expect(events).toEqual([
      { event: 'partial', data: '{"captions":["Hi"]}' },
      { event: 'result', data: '{"captions":["Hi there"]}' },
    ]);
  });

  it('joins multi-line data, skips comments and accepts CRLF', async () => {
    const events = await collect([': keep-alive\r\n\r\nevent: error\r\ndata: a\r\ndata: b\r\n\r\n']);
    expect(events).toEqual([{ event: 'error', data: 'a\nb' }]);
  });

  it('keeps multi-byte characters split between chunks', async () => {
    const bytes = new TextEncoder().encode('data: नमस्ते\n\n');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 8));
        controller.enqueue(bytes.slice(8));
        controller.close();
      },
    });
    const events: ServerSentEvent[] = [];
    for await (const event of readServerSentEvents(stream)) events.push(event);
    expect(events).toEqual([{ event: 'message', data: 'नमस्ते' }]);
  });

  it('delivers a last event that lacks the closing blank line', async () => {
    expect(await collect(['event: result\ndata: {}'])).toEqual([{ event: 'result', data: '{}' }]);
  });
});
