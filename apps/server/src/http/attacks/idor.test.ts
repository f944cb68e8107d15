/**
 * Attacker suite, IDOR: a second learner names the victim's things (victim.ts) — submissions with
 * their code, log, waveform and pushed events, drafts, IDE files, orders, AI analyses and the AI
 * conversation — on every call of the call table whose path, query or body carries an id-like
 * field, and learns or changes nothing: each answer is the thing's not-found (or the attacker's own
 * empty thing), no answer holds a victim's marker, and the victim's rows are byte for byte the same.
 * Generated from API: a new call with an id-like field fails the coverage test until it is
 * attacked here or said not to name anything a user owns.
 *
 * The rest of the attacker suite: the wrong caller (../access.test.ts), oversized and malformed
 * bodies (../bodies.test.ts), NUL and control characters (../text-fields.test.ts), a foreign Origin
 * (../csrf.test.ts), mass assignment (mass-assignment.test.ts), SQL injection
 * (sql-injection.test.ts), stored XSS (stored-text.test.ts and apps/web/src/pages/untrusted-text.test.tsx),
 * sandbox escapes through the API (sandbox-through-api.test.ts) and in the jail itself (packages/judge/src/golden.test.ts).
 */
import { API, type ApiCall, type ApiName } from '@veridojo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { Client, DATABASE_KIND, startTestPlatform, type Reply, type TestPlatform } from '../../testing/harness.ts';
import { OpenAiTestServer } from '../../testing/openai-server.ts';
import { learner, leakedMarkers, MARKERS, ownedRows, plantVictim, type Victim } from './victim.ts';

const TOKEN = 'idor-test-worker-token';
let platform: TestPlatform;
let provider: OpenAiTestServer;
let victim: Victim;
let attacker: Client;

beforeAll(async () => {
  provider = new OpenAiTestServer();
  await provider.start();
  platform = await startTestPlatform({ WORKER_TOKEN: TOKEN, AI_TIMEOUT_MS: '3000' });
  const admin = new Client(platform);
  expect((await admin.post('/api/user/login', { username: 'admin', password: 'admin-password' })).status).toBe(200);
  const configured = await admin.call('PUT', '/api/admin/config', {
    deepseek_api_key: 'sk-idor',
    ai_base_url: provider.url,
    ai_model: 'm',
  });
  expect(configured.status, JSON.stringify(configured.body)).toBe(200);
  provider.plan.push({ kind: 'answer', text: `分析：${MARKERS.analysis}` }, { kind: 'answer', text: `回答：${MARKERS.chat}` });
  victim = await plantVictim(platform, TOKEN, true);
  ({ client: attacker } = await learner(platform, '10.31.0.2', 'attacker'));
});
afterAll(async () => {
  await platform?.close();
  await provider?.stop();
});

/** A field name that may name a particular thing: an id, a name, a number, a token, a path or a file (over-inclusive: a false one needs only an excuse). */
const ID_LIKE = /(^id$|_id$|Id$|name$|number|token|path|file)/i;

/** The field names of a schema that look like ids, nested ones included (`files.0.path` as `path`). */
function idLikeKeys(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const def = (schema as unknown as { def: Record<string, unknown> & { type: string } }).def;
  const inner = (key: string) => idLikeKeys(def[key] as z.ZodType);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, field]) => [
        ...(ID_LIKE.test(key) ? [key] : []),
        ...idLikeKeys(field),
      ]);
    case 'array':
      return inner('element');
    case 'record':
      return inner('valueType');
    case 'optional':
    case 'nullable':
    case 'default':
      return inner('innerType');
    case 'pipe':
      return [...inner('in'), ...inner('out')];
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option) => idLikeKeys(option));
    default:
      return [];
  }
}

const entries = Object.entries(API) as [ApiName, ApiCall][];

/** Calls with an id-like field in their path, query or body: each must be attacked or excused below. */
const idBearing = entries
  .filter(([, call]) => call.params || idLikeKeys(call.query).length > 0 || idLikeKeys(call.body).length > 0)
  .map(([name]) => name);

/** Why a call's id-like field names nothing one user owns and another could steal. */
const NOT_OWNED: Partial<Record<ApiName, string>> = {
  problemDetail: 'a problem is everyone’s (hidden and locked ones: routes/judging.test.ts, commands/problem-access.ts)',
  submit: 'the id is a problem; the submission made is the caller’s own',
  ideLoadTemplate: 'a template is everyone’s',
  ideCreateFile: 'the path is in the caller’s own project (every ide_files query names the user)',
  ideImportFiles: 'the paths are in the caller’s own project',
  ideCompile: 'the top file is in the caller’s own project',
  ideSimulate: 'the top file is in the caller’s own project',
  ideSynth: 'the top file is in the caller’s own project',
  convert: 'the files are the request’s own',
  validateVerilog: 'the files are the request’s own',
  vipRecharge: 'the id is a package',
  aiChatStream: 'the conversation is the session’s, as aiChat (attacked)',
  login: 'the name is what is typed to log in',
  register: 'the name is the one asked for',
  updateUsername: 'the name is the caller’s new one',
  demoPaymentOrder:
    'the order number is the capability (100 random bits), refused in production (routes/payment.test.ts); a guessed one is attacked below',
  demoPaymentConfirm: 'as demoPaymentOrder',
  importPack: 'admin only (../access.test.ts)',
  similarityStart:
    'teachers only, of their own classes’ assignments: another teacher gets ASSIGNMENT_NOT_FOUND (routes/similarity.test.ts)',
  similarityResult: 'as similarityStart: a student or another teacher is refused before any pair is read (routes/similarity.test.ts)',
  similarityPair:
    'as similarityStart, and only a pair the latest check lists: any other pair is SUBMISSION_NOT_FOUND (routes/similarity.test.ts)',
  similarityReview: 'as similarityStart; the two users must be students of the teacher’s class (routes/similarity.test.ts)',
  gradebook: 'teacher only (../access.test.ts); another teacher’s assignment is not found (routes/gradebook.test.ts)',
  gradebookExport: 'as gradebook',
  gradebookSubmission:
    'teacher only; a submission outside the teacher’s classes, assigned problems and windows is not found (routes/gradebook.test.ts)',
  gradebookSubmissionWaveform: 'as gradebookSubmission',
};
for (const [name, call] of entries)
  if (call.access === 'admin' || call.access === 'worker') NOT_OWNED[name] ??= `${call.access} only (../access.test.ts)`;
NOT_OWNED.myClass = 'a class is shown to its members only: anyone else gets CLASS_NOT_FOUND (routes/classes.test.ts)';
NOT_OWNED.leaveClass = 'the caller leaves only a class they are in: anyone else gets CLASS_NOT_FOUND (routes/classes.test.ts)';
for (const [name, call] of entries)
  if (call.access === 'teacher' && idBearing.includes(name))
    NOT_OWNED[name] ??=
      'teachers only (../access.test.ts), and only their own classes: another teacher gets not found (routes/classes.test.ts)';

const file = (p: string) => `/api/online/files/${encodeURIComponent(p)}`;
/** Spellings of the victim's file path an attacker may try: its own, other cases, dots, slashes, the victim's user id, its folder. */
const SPELLINGS: ((v: Victim) => string)[] = [
  (v) => v.filePath,
  (v) => v.filePath.toUpperCase(),
  (v) => `./${v.filePath}`,
  (v) => `../${v.filePath}`,
  (v) => `/${v.filePath}`,
  (v) => `${v.userId}/${v.filePath}`,
  (v) => `../${v.userId}/${v.filePath}`,
  (v) => v.filePath.replace('/', '//'),
  (v) => v.filePath.split('/')[0]!,
];

/** A status (and code or message) of its own; the attacker's own thing ('own'); or any refusal, 400 or 404 ('refused'). */
type Expected = { status: number; code?: string; message?: string } | 'own' | 'refused';
interface Attack {
  what: string;
  send: (v: Victim, attacker: Client) => Promise<Reply>;
  expected: Expected;
}

const SUBMISSION_GONE = { status: 404, code: 'SUBMISSION_NOT_FOUND' };
const ORDER_GONE = { status: 404, message: '订单不存在' };

/** The attacks of each owned-thing call: the victim's id or name, sent by the attacker. */
const ATTACKS: Partial<Record<ApiName, Attack[]>> = {
  submission: [{ what: 'the victim’s submission', send: (v, a) => a.get(`/api/submission/${v.submissionId}`), expected: SUBMISSION_GONE }],
  submissionEvents: [
    { what: 'the victim’s pushed verdict', send: (v, a) => a.get(`/api/submission/${v.submissionId}/events`), expected: SUBMISSION_GONE },
  ],
  submissionLog: [{ what: 'the victim’s log', send: (v, a) => a.get(`/api/submission/${v.submissionId}/log`), expected: SUBMISSION_GONE }],
  submissionWaveform: [
    { what: 'the victim’s waveform', send: (v, a) => a.get(`/api/submission/${v.submissionId}/waveform`), expected: SUBMISSION_GONE },
  ],
  submissionSynthesis: [
    {
      what: 'the victim’s synthesis report',
      send: (v, a) => a.get(`/api/submission/${v.submissionId}/synthesis`),
      expected: SUBMISSION_GONE,
    },
  ],
  aiAnalyze: [
    { what: 'an analysis of the victim’s code', send: (v, a) => a.get(`/api/ai/analyze/${v.submissionId}`), expected: SUBMISSION_GONE },
  ],
  submitHistory: [
    { what: 'the victim’s history of the problem', send: (v, a) => a.get(`/api/problem/${v.problemId}/submit_history`), expected: 'own' },
  ],
  submissionList: [
    { what: 'the list, paged far', send: (_v, a) => a.get('/api/submission?page=1&page_size=100'), expected: 'own' },
    { what: 'the list with a user_id', send: (v, a) => a.get(`/api/submission?user_id=${v.userId}`), expected: { status: 400 } },
  ],
  loadDraft: [{ what: 'the victim’s draft of the problem', send: (v, a) => a.get(`/api/problem/${v.problemId}/load`), expected: 'own' }],
  saveDraft: [
    {
      what: 'a draft of the victim’s problem',
      send: (v, a) => a.post(`/api/problem/${v.problemId}/save`, { code: '// the attacker’s own\n' }),
      expected: 'own',
    },
  ],
  vipOrderStatus: [{ what: 'the victim’s order', send: (v, a) => a.get(`/api/payment/vip/status/${v.orderId}`), expected: ORDER_GONE }],
  vipCancel: [
    { what: 'cancelling the victim’s order', send: (v, a) => a.post(`/api/payment/vip/cancel/${v.orderId}`, {}), expected: ORDER_GONE },
  ],
  vipOrders: [{ what: 'the order list', send: (_v, a) => a.get('/api/payment/vip/orders?page=1&limit=50'), expected: 'own' }],
  ideReadFile: [],
  ideSaveFile: [],
  ideDeleteFile: [],
  ideRenameFile: [],
  aiChat: [
    {
      what: 'a chat turn (the victim’s conversation must not be its history)',
      send: (_v, a) => a.post('/api/ai/chat', { message: '我之前说过什么秘密？' }),
      expected: 'own',
    },
  ],
  aiChatClear: [{ what: 'clearing the chat', send: (_v, a) => a.call('DELETE', '/api/ai/chat'), expected: 'own' }],
};
// The IDE's file calls, at every spelling of the victim's path (a folder path too: delete and rename take folders).
for (const [name, send] of [
  ['ideReadFile', (a: Client, p: string) => a.get(file(p))],
  ['ideSaveFile', (a: Client, p: string) => a.call('PUT', file(p), { content: 'stolen' })],
  ['ideRenameFile', (a: Client, p: string) => a.call('PUT', `${file(p)}/rename`, { new_name: 'mine.v' })],
  ['ideDeleteFile', (a: Client, p: string) => a.call('DELETE', file(p))],
] as const)
  for (const spelling of SPELLINGS)
    ATTACKS[name]!.push({
      what: `the victim’s file as ${spelling({ filePath: 'secret/victim.v', userId: 7 } as Victim)}`,
      send: (v, a) => send(a, spelling(v)),
      // A path outside the project is refused with its own sentence (400), one inside is simply not the attacker's (404).
      expected: 'refused',
    });
const PUBLIC_ORDER_ATTACKS: Attack[] = [
  {
    what: 'a demo order page of a guessed number',
    send: (v) =>
      new Client(platform, '10.31.0.3').get(
        `/api/payment/demo/orders/${v.orderNumber.slice(0, -1)}${v.orderNumber.endsWith('A') ? 'B' : 'A'}`,
      ),
    expected: ORDER_GONE,
  },
  {
    what: 'confirming a guessed order number',
    send: (v) =>
      new Client(platform, '10.31.0.3').post(
        `/api/payment/demo/orders/${v.orderNumber.slice(0, -1)}${v.orderNumber.endsWith('A') ? 'B' : 'A'}/confirm`,
        {},
      ),
    expected: ORDER_GONE,
  },
];

function holds(reply: Reply, expected: Expected, what: string) {
  const text = JSON.stringify(reply.body);
  expect(leakedMarkers(text), `${what}: ${text.slice(0, 300)}`).toEqual([]);
  expect(reply.status, `${what}: ${text.slice(0, 300)}`).toBeLessThan(500);
  if (expected === 'own') {
    // The attacker's own thing, or a refusal: never a 401/403 (the attacker is a user), never the victim's.
    expect([200, 400, 404], `${what}: ${text.slice(0, 300)}`).toContain(reply.status);
    return;
  }
  if (expected === 'refused') {
    expect([400, 404], `${what}: ${text.slice(0, 300)}`).toContain(reply.status);
    return;
  }
  expect(reply.status, `${what}: ${text.slice(0, 300)}`).toBe(expected.status);
  if (expected.code) expect(reply.body.code, what).toBe(expected.code);
  if (expected.message) expect(reply.body.message, what).toBe(expected.message);
}

describe(`IDOR from the call table on ${DATABASE_KIND}`, () => {
  it('attacks or excuses every call with an id-like field', () => {
    expect(idBearing.filter((name) => !ATTACKS[name] && !NOT_OWNED[name])).toEqual([]);
    expect(idBearing.length).toBeGreaterThan(30);
    // No excuse outlives its call's id-like field, and none excuses a call that is attacked.
    for (const name of Object.keys(NOT_OWNED) as ApiName[]) {
      if (API[name].access === 'admin' || API[name].access === 'worker') continue;
      expect(idBearing, `${name} is excused but has no id-like field`).toContain(name);
      expect(ATTACKS[name], `${name} is both attacked and excused`).toBeUndefined();
    }
    // Each attacked call really is one of them, and really has attacks.
    for (const name of Object.keys(ATTACKS) as ApiName[]) {
      if (name !== 'aiChatClear' && name !== 'vipOrders' && name !== 'submissionList') expect(idBearing, name).toContain(name);
      expect(ATTACKS[name]!.length, name).toBeGreaterThan(0);
    }
  });

  it('shows the victim their own things (the markers are where the attacks look)', async () => {
    const v = victim.client;
    expect(JSON.stringify((await v.get(`/api/submission/${victim.submissionId}/log`)).body)).toContain(MARKERS.log);
    expect(JSON.stringify((await v.get(`/api/submission/${victim.submissionId}/waveform`)).body)).toContain(MARKERS.waveform);
    expect(JSON.stringify((await v.get(`/api/problem/${victim.problemId}/load`)).body)).toContain(MARKERS.draft);
    expect(JSON.stringify((await v.get(file(victim.filePath))).body)).toContain(MARKERS.file);
    expect(JSON.stringify((await v.get(`/api/ai/analyze/${victim.submissionId}`)).body)).toContain(MARKERS.analysis);
    expect((await v.get(`/api/payment/vip/status/${victim.orderId}`)).status).toBe(200);
    const rows = await ownedRows(platform, victim.userId);
    expect(rows.submissions.join()).toContain(MARKERS.code);
    expect(rows.ai_chat_messages.join()).toContain(MARKERS.chat);
  });

  it('gives the attacker nothing of the victim’s on any of them, and changes nothing of the victim’s', async () => {
    const before = await ownedRows(platform, victim.userId);
    let sent = 0;
    for (const [name, attacks] of Object.entries(ATTACKS) as [ApiName, Attack[]][])
      for (const attack of attacks) {
        holds(await attack.send(victim, attacker), attack.expected, `${name}: ${attack.what}`);
        sent += 1;
      }
    for (const attack of PUBLIC_ORDER_ATTACKS) holds(await attack.send(victim, attacker), attack.expected, attack.what);
    expect(sent).toBeGreaterThan(40);
    // Nothing the AI provider was sent on the attacker's behalf held the victim's conversation or code.
    const attackerTurn = provider.requests.at(-1)!;
    expect(leakedMarkers(JSON.stringify(attackerTurn.body))).toEqual([]);
    expect(await ownedRows(platform, victim.userId)).toEqual(before);
    // And the victim still has it all.
    expect(JSON.stringify((await victim.client.get(file(victim.filePath))).body)).toContain(MARKERS.file);
  });
});
