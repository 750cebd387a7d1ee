import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server on 127.0.0.1 that speaks the four wire protocols the AI SDK uses, plain and
 * streamed: OpenAI Responses (`/responses`), chat completions (`/chat/completions`, what
 * OpenAI-compatible servers speak), Anthropic messages (`/messages`) and Gemini
 * (`/models/{id}:generateContent` and `:streamGenerateContent?alt=sse`). Any path prefix works,
 * so CAPTION_BASE_URL can be `${url}/v1` or `${url}/v1beta`.
 *
 * Each request takes the next scripted answer from a queue (then the default, `good`). Good
 * captions are real sets that pass the output rules for the niche FAKE_NICHE, in English, or in
 * Hindi when the request names Hindi; a `good` script may bring its own answer instead.
 */

export const FAKE_NICHE = 'coffee';
export const FAKE_WEBSITE = 'beanhouse.com';

/** A valid generate-content body for the fake's niche; tests change what they test. */
export function generationRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { topic: '', mood: 'playful', niche: FAKE_NICHE, website: '', imageData: null, language: 'en', ...overrides };
}

export const FAKE_CAPTION_SETS = {
  en: {
    captions: [
      'Fresh coffee, slow mornings and a little sunshine in every cup. Come taste what we roasted this week ☕',
      'Our coffee starts with beans picked at peak ripeness, roasted in small batches and rested for two days before we brew a single cup. Taste the difference that patience makes, and tell us which roast wakes you up best on a busy morning.',
      'Behind every cup of coffee is a story that starts on a hillside farm, where growers tend each plant for years before the first harvest. We visit those farms, taste hundreds of samples, and bring home only the lots that make us smile. Then we roast them slowly, cup them again, and share them with you at beanhouse.com, so your morning ritual carries a little of that hillside with it every single day.',
      'New week, new roast: bright, nutty and ready for your coffee grinder. Grab a bag before it is gone!',
      'Coffee lovers, this one is for you. A smooth medium roast with notes of caramel and orange, brewed fresh every morning in our little shop. Bring a friend, pull up a chair and let the aroma do the talking while you catch up.',
    ],
    hashtags: ['coffee', 'coffeetime', 'specialtycoffee', 'freshroast', 'morningritual', 'coffeelover', 'barista', 'smallbatch', 'beanhouse', 'coffeeshop'],
  },
  hi: {
    captions: [
      'ताज़ी coffee, सुहानी सुबह और हर कप में थोड़ी सी धूप। आइए, इस हफ़्ते की नई रोस्ट का स्वाद लीजिए ☕',
      'हमारी coffee की शुरुआत पहाड़ी खेतों के पके हुए बीजों से होती है। हम उन्हें छोटे बैचों में धीरे धीरे भूनते हैं और दो दिन आराम देते हैं, तब जाकर पहला कप बनता है। धैर्य का यह स्वाद चखिए और बताइए कि व्यस्त सुबह में कौन सी रोस्ट आपको सबसे अच्छी लगती है।',
      'हर कप coffee के पीछे एक कहानी होती है जो किसी पहाड़ी खेत से शुरू होती है, जहाँ किसान पहली फ़सल से पहले कई सालों तक हर पौधे की देखभाल करते हैं। हम उन खेतों तक जाते हैं, सैकड़ों नमूने चखते हैं और सिर्फ़ वही बीज घर लाते हैं जो हमें मुस्कुराने पर मजबूर कर दें। फिर हम उन्हें धीरे धीरे भूनते हैं, दोबारा चखते हैं और beanhouse.com पर आपके साथ बाँटते हैं, ताकि आपकी हर सुबह में उस पहाड़ी की थोड़ी सी ख़ुशबू बनी रहे और हर घूँट आपको उस सफ़र की याद दिलाए।',
      'नया हफ़्ता, नई रोस्ट: चटख, मेवेदार और आपकी ग्राइंडर के लिए तैयार। ख़त्म होने से पहले अपना पैकेट ले लीजिए!',
      'coffee के दीवानों, यह आपके लिए है। कैरेमल और संतरे के स्वाद वाली एक मुलायम मीडियम रोस्ट, जो हर सुबह हमारी छोटी सी दुकान में ताज़ा बनती है। किसी दोस्त को साथ लाइए, कुर्सी खींचिए और बातें करते हुए इसकी ख़ुशबू का आनंद लीजिए।',
    ],
    hashtags: ['कॉफ़ी', 'coffee', 'सुबह', 'ताज़ीरोस्ट', 'coffeetime', 'specialtycoffee', 'कॉफ़ीप्रेमी', 'barista', 'smallbatch'],
  },
} as const;

export type FakeLanguage = keyof typeof FAKE_CAPTION_SETS;

/** Tags as models write them, with '#', hyphens, apostrophes and full stops; some collapse into others. */
export const PUNCTUATED_HASHTAGS = [
  '#coffee', 'coffee-time', "barista's", 'café!', 'latte.art', '#Self-Care', 'selfcare', 'beanhouse', 'slow_morning', 'morning-ritual', '2025', 'smallbatch',
];
/** PUNCTUATED_HASHTAGS as the output rules leave them. */
export const PUNCTUATED_HASHTAGS_NORMALISED = [
  'coffee', 'coffeetime', 'baristas', 'café', 'latteart', 'selfcare', 'beanhouse', 'slow_morning', 'morningritual', 'smallbatch',
];

export type FakeScriptKind =
  | 'good'
  | 'fenced'
  | 'four-captions'
  | 'wrong-language'
  | 'not-json'
  | 'rate-limited'
  | 'out-of-credits'
  | 'insufficient-quota'
  | 'bad-key'
  | 'server-error'
  | 'slow-first-byte'
  | 'dropped'
  | 'punctuated-hashtags'
  | 'media-refused'
  /** The answer the test gives in `answer` (issue 11: tailored sets, one regenerated caption). */
  | 'answer';

export interface FakeScript {
  kind: FakeScriptKind;
  /** good: answer with these captions and hashtags instead of the good set; answer: what the model says, as the JSON object it would write. */
  answer?: { captions: readonly string[]; hashtags: readonly string[] };
  /** rate-limited: the Retry-After header in seconds; absent means no header. */
  retryAfterSeconds?: number;
  /** How long before the status line: 5 s for slow-first-byte unless set; any other script, when set. */
  delayMs?: number;
  /** Streamed answers: characters per chunk and the pause between chunks (a fixed token rate). */
  chunkChars?: number;
  chunkDelayMs?: number;
}

export type FakeProtocol = 'openai-responses' | 'chat-completions' | 'anthropic-messages' | 'gemini';

export interface RecordedRequest {
  protocol: FakeProtocol;
  path: string;
  streamed: boolean;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
  /** The raw body, to look for a text anywhere in it. */
  raw: string;
}

export interface FakeAiProvider {
  url: string;
  requests: RecordedRequest[];
  /** Answers whose connection the client closed before the end (an aborted call). */
  readonly closedEarly: number;
  /** Queues answers for the next requests, in order. */
  enqueue(...scripts: Array<FakeScriptKind | FakeScript>): void;
  /** The answer once the queue is empty (`good` unless set). */
  setDefault(script: FakeScriptKind | FakeScript): void;
  reset(): void;
  close(): Promise<void>;
}

function toScript(script: FakeScriptKind | FakeScript): FakeScript {
  return typeof script === 'string' ? { kind: script } : script;
}

function detectProtocol(path: string): FakeProtocol | undefined {
  if (path.endsWith('/responses')) return 'openai-responses';
  if (path.endsWith('/chat/completions')) return 'chat-completions';
  if (path.endsWith('/messages')) return 'anthropic-messages';
  if (/\/models\/[^/]+:(stream)?[gG]enerateContent$/.test(path)) return 'gemini';
  return undefined;
}

/** Hindi when the request asks for it, English otherwise. */
function requestedLanguage(raw: string): FakeLanguage {
  return raw.includes('Hindi') ? 'hi' : 'en';
}

/** The text of the answer for a content script. */
function answerText(script: FakeScript, language: FakeLanguage): string {
  const set = FAKE_CAPTION_SETS[language];
  const other = FAKE_CAPTION_SETS[language === 'en' ? 'hi' : 'en'];
  switch (script.kind) {
    case 'fenced':
      return `\`\`\`json\n${JSON.stringify(set, null, 2)}\n\`\`\``;
    case 'four-captions':
      return JSON.stringify({ captions: set.captions.slice(0, 4), hashtags: set.hashtags });
    case 'wrong-language':
      return JSON.stringify(other);
    case 'not-json':
      return 'Sorry, I cannot help with captions today.';
    case 'punctuated-hashtags':
      return JSON.stringify({ captions: set.captions, hashtags: PUNCTUATED_HASHTAGS });
    case 'answer':
      return JSON.stringify(script.answer ?? { captions: [], hashtags: [] });
    default:
      return JSON.stringify(script.answer ?? set);
  }
}

interface ErrorAnswer {
  status: number;
  headers: Record<string, string>;
  type: string;
  code: string;
  message: string;
}

function errorAnswer(script: FakeScript, protocol: FakeProtocol): ErrorAnswer | undefined {
  switch (script.kind) {
    case 'rate-limited':
      return {
        status: 429,
        headers: script.retryAfterSeconds === undefined ? {} : { 'retry-after': String(script.retryAfterSeconds) },
        type: protocol === 'anthropic-messages' ? 'rate_limit_error' : 'requests',
        code: 'rate_limit_exceeded',
        message: 'Rate limit reached for requests (fake provider secret sk-fake-should-not-leak)',
      };
    case 'out-of-credits':
      return { status: 402, headers: {}, type: 'payment_required', code: 'payment_required', message: 'Insufficient credits (sk-fake-should-not-leak)' };
    case 'insufficient-quota':
      // OpenAI's way: a 429 whose code says the quota is gone; Anthropic's: a 400 about the credit balance.
      return protocol === 'anthropic-messages'
        ? { status: 400, headers: {}, type: 'invalid_request_error', code: 'invalid_request_error', message: 'Your credit balance is too low to access the Anthropic API.' }
        : { status: 429, headers: {}, type: 'insufficient_quota', code: 'insufficient_quota', message: 'You exceeded your current quota, please check your plan and billing details.' };
    case 'bad-key':
      return { status: 401, headers: {}, type: 'authentication_error', code: 'invalid_api_key', message: 'Incorrect API key provided: sk-fake-should-not-leak' };
    case 'server-error':
      return { status: 500, headers: {}, type: 'server_error', code: 'server_error', message: 'The server had an error (sk-fake-should-not-leak)' };
    case 'media-refused':
      // Each provider's words for a photo or video it cannot take.
      if (protocol === 'gemini') return { status: 400, headers: {}, type: 'INVALID_ARGUMENT', code: 'INVALID_ARGUMENT', message: 'Unsupported MIME type: video/mov' };
      if (protocol === 'anthropic-messages') {
        return { status: 400, headers: {}, type: 'invalid_request_error', code: 'invalid_request_error', message: 'messages.0.content.1.image.source.base64.data: Could not process image' };
      }
      return { status: 400, headers: {}, type: 'invalid_request_error', code: 'invalid_image_format', message: 'You uploaded an unsupported image. Please make sure your image is valid.' };
    default:
      return undefined;
  }
}

function errorBody(answer: ErrorAnswer, protocol: FakeProtocol): unknown {
  if (protocol === 'anthropic-messages') return { type: 'error', error: { type: answer.type, message: answer.message } };
  if (protocol === 'gemini') {
    const status = { 400: 'INVALID_ARGUMENT', 401: 'UNAUTHENTICATED', 429: 'RESOURCE_EXHAUSTED' }[answer.status] ?? 'INTERNAL';
    return { error: { code: answer.status, message: answer.message, status } };
  }
  return { error: { message: answer.message, type: answer.type, param: null, code: answer.code } };
}

/** Waits, or stops waiting when the client goes away. */
function sleep(ms: number, response: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const stop = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      response.off('close', stop);
      resolve();
    }, ms);
    response.once('close', stop);
  });
}

function chunk(text: string, size: number): string[] {
  const chars = [...text];
  const pieces: string[] = [];
  for (let index = 0; index < chars.length; index += size) pieces.push(chars.slice(index, index + size).join(''));
  return pieces;
}

const MODEL = 'fake-model';
const CREATED = 1_760_000_000;

function wantsJsonTool(body: Record<string, unknown>): boolean {
  return Array.isArray(body.tools) && body.tools.some((tool) => (tool as { name?: string }).name === 'json');
}

function plainBody(protocol: FakeProtocol, text: string, body: Record<string, unknown>): unknown {
  switch (protocol) {
    case 'openai-responses':
      return {
        id: 'resp_fake',
        object: 'response',
        created_at: CREATED,
        status: 'completed',
        model: MODEL,
        output: [{ type: 'message', id: 'msg_fake', status: 'completed', role: 'assistant', content: [{ type: 'output_text', text, annotations: [] }] }],
        usage: { input_tokens: 50, output_tokens: 200, total_tokens: 250 },
      };
    case 'chat-completions':
      return {
        id: 'chatcmpl-fake',
        object: 'chat.completion',
        created: CREATED,
        model: MODEL,
        choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 50, completion_tokens: 200, total_tokens: 250 },
      };
    case 'anthropic-messages': {
      let content: unknown[] = [{ type: 'text', text }];
      if (wantsJsonTool(body)) {
        try {
          content = [{ type: 'tool_use', id: 'toolu_fake', name: 'json', input: JSON.parse(text) }];
        } catch {
          // Not JSON (a fenced or refused answer): sent as text, as a model would.
        }
      }
      return {
        id: 'msg_fake',
        type: 'message',
        role: 'assistant',
        model: MODEL,
        content,
        stop_reason: 'end_turn',
        stop_sequence: null,
        usage: { input_tokens: 50, output_tokens: 200 },
      };
    }
    case 'gemini':
      return {
        candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP', index: 0 }],
        usageMetadata: { promptTokenCount: 50, candidatesTokenCount: 200, totalTokenCount: 250 },
        modelVersion: MODEL,
      };
  }
}

/** The streamed answer as a list of SSE frames (without the blank line between them). */
function streamFrames(protocol: FakeProtocol, pieces: string[], text: string, body: Record<string, unknown>): Array<{ event?: string; data: unknown }> {
  switch (protocol) {
    case 'openai-responses': {
      const frames: Array<{ event?: string; data: unknown }> = [];
      let sequence = 0;
      const add = (type: string, data: Record<string, unknown>) => frames.push({ event: type, data: { type, sequence_number: sequence++, ...data } });
      add('response.created', { response: { id: 'resp_fake', object: 'response', created_at: CREATED, model: MODEL, status: 'in_progress' } });
      add('response.output_item.added', { output_index: 0, item: { type: 'message', id: 'msg_fake', status: 'in_progress', role: 'assistant', content: [] } });
      for (const delta of pieces) add('response.output_text.delta', { item_id: 'msg_fake', output_index: 0, content_index: 0, delta });
      add('response.output_item.done', {
        output_index: 0,
        item: { type: 'message', id: 'msg_fake', status: 'completed', role: 'assistant', content: [{ type: 'output_text', text, annotations: [] }] },
      });
      add('response.completed', {
        response: { id: 'resp_fake', object: 'response', created_at: CREATED, model: MODEL, status: 'completed', usage: { input_tokens: 50, output_tokens: 200, total_tokens: 250 } },
      });
      return frames;
    }
    case 'chat-completions': {
      const base = { id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: CREATED, model: MODEL };
      return [
        { data: { ...base, choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] } },
        ...pieces.map((content) => ({ data: { ...base, choices: [{ index: 0, delta: { content }, finish_reason: null }] } })),
        { data: { ...base, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] } },
        { data: { ...base, choices: [], usage: { prompt_tokens: 50, completion_tokens: 200, total_tokens: 250 } } },
        { data: '[DONE]' },
      ];
    }
    case 'anthropic-messages': {
      const asTool = wantsJsonTool(body);
      const event = (type: string, data: Record<string, unknown>) => ({ event: type, data: { type, ...data } });
      return [
        event('message_start', {
          message: { id: 'msg_fake', type: 'message', role: 'assistant', model: MODEL, content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: 50, output_tokens: 1 } },
        }),
        event('content_block_start', {
          index: 0,
          content_block: asTool ? { type: 'tool_use', id: 'toolu_fake', name: 'json', input: {} } : { type: 'text', text: '' },
        }),
        ...pieces.map((piece) =>
          event('content_block_delta', { index: 0, delta: asTool ? { type: 'input_json_delta', partial_json: piece } : { type: 'text_delta', text: piece } }),
        ),
        event('content_block_stop', { index: 0 }),
        event('message_delta', { delta: { stop_reason: asTool ? 'tool_use' : 'end_turn', stop_sequence: null }, usage: { output_tokens: 200 } }),
        event('message_stop', {}),
      ];
    }
    case 'gemini':
      return pieces.map((piece, index) => ({
        data: {
          candidates: [
            {
              content: { role: 'model', parts: [{ text: piece }] },
              index: 0,
              ...(index === pieces.length - 1 ? { finishReason: 'STOP' } : {}),
            },
          ],
          ...(index === pieces.length - 1 ? { usageMetadata: { promptTokenCount: 50, candidatesTokenCount: 200, totalTokenCount: 250 } } : {}),
          modelVersion: MODEL,
        },
      }));
  }
}

function writeFrame(response: ServerResponse, frame: { event?: string; data: unknown }): void {
  const data = typeof frame.data === 'string' ? frame.data : JSON.stringify(frame.data);
  response.write(`${frame.event ? `event: ${frame.event}\n` : ''}data: ${data}\n\n`);
}

async function readBody(request: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

export async function startFakeAiProvider(): Promise<FakeAiProvider> {
  const queue: FakeScript[] = [];
  let fallback: FakeScript = { kind: 'good' };
  const requests: RecordedRequest[] = [];
  const sockets = new Set<import('node:net').Socket>();
  let closedEarly = 0;

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    response.once('close', () => {
      if (!response.writableFinished) closedEarly += 1;
    });
    const raw = await readBody(request);
    const protocol = detectProtocol(url.pathname);
    if (request.method !== 'POST' || !protocol) {
      response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      // Recorded as is; the SDK always sends JSON.
    }
    const streamed = protocol === 'gemini' ? url.pathname.includes(':streamGenerateContent') : body.stream === true;
    requests.push({ protocol, path: url.pathname, streamed, headers: request.headers, body, raw });

    const script = queue.shift() ?? fallback;
    const delayMs = script.delayMs ?? (script.kind === 'slow-first-byte' ? 5000 : 0);
    if (delayMs > 0) await sleep(delayMs, response);
    if (response.destroyed) return;

    if (script.kind === 'dropped' && !streamed) {
      request.socket.destroy();
      return;
    }
    const failure = errorAnswer(script, protocol);
    if (failure) {
      response.writeHead(failure.status, { 'content-type': 'application/json', ...failure.headers });
      response.end(JSON.stringify(errorBody(failure, protocol)));
      return;
    }

    const text = answerText(script, requestedLanguage(raw));
    if (!streamed) {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(plainBody(protocol, text, body)));
      return;
    }
    const pieces = chunk(text, script.chunkChars ?? 40);
    const frames = streamFrames(protocol, pieces, text, body);
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    for (const [index, frame] of frames.entries()) {
      if (response.destroyed) return;
      if (script.kind === 'dropped' && index === Math.floor(frames.length / 2)) {
        request.socket.destroy();
        return;
      }
      writeFrame(response, frame);
      if (script.chunkDelayMs) await sleep(script.chunkDelayMs, response);
    }
    response.end();
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500).end();
      else response.destroy();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    get closedEarly() {
      return closedEarly;
    },
    enqueue(...scripts) {
      queue.push(...scripts.map(toScript));
    },
    setDefault(script) {
      fallback = toScript(script);
    },
    reset() {
      queue.length = 0;
      requests.length = 0;
      closedEarly = 0;
      fallback = { kind: 'good' };
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
