/**
 * The attacker suite's victim: a learner who owns one of everything a learner can own — a judged
 * submission with its code, log and waveform, a draft, an IDE file, a pending order, an AI analysis
 * and an AI conversation — each holding a marker text no one else may ever be shown. Attack tests
 * plant one, attack it, and compare `ownedRows` before and after: nothing of the victim's may change.
 */
import { gzipSync } from 'node:zlib';
import { expect } from 'vitest';
import { ACCEPTED_WIRE_RESULT, Client, uniqueName, type TestPlatform } from '../../testing/harness.ts';

/** The victim's secrets: each appears in exactly one thing the victim owns. */
export const MARKERS = {
  code: 'VICTIM_CODE_7f3a',
  log: 'VICTIM_LOG_91c2',
  waveform: 'VICTIM_VCD_5d0e',
  draft: 'VICTIM_DRAFT_c4b8',
  file: 'VICTIM_FILE_2e6f',
  analysis: 'VICTIM_ANALYSIS_a13d',
  chat: 'VICTIM_CHAT_0b9c',
} as const;

export interface Victim {
  client: Client;
  userId: number;
  username: string;
  problemId: number;
  submissionId: number;
  orderId: number;
  orderNumber: string;
  /** The IDE file the victim owns (in a folder, so folder calls are attacked too). */
  filePath: string;
}

/** A new learner, logged in, from an address of its own (registrations are rate-limited by address). */
export async function learner(platform: TestPlatform, address: string, prefix = 'attack'): Promise<{ client: Client; userId: number }> {
  const client = new Client(platform, address);
  const res = await client.post('/api/user/register', { username: uniqueName(prefix), password: 'secret1' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { client, userId: (res.body.user as { id: number }).id };
}

/**
 * Plants the victim. `judge` stands in for the worker: it claims the submission's job and reports
 * an accepted judgement whose log and waveform carry the markers. `ai` says whether an AI provider
 * is configured (then the analysis and a chat turn are made; the provider should answer with
 * MARKERS.analysis and MARKERS.chat).
 */
export async function plantVictim(platform: TestPlatform, workerToken: string, ai: boolean): Promise<Victim> {
  const { client, userId } = await learner(platform, '10.31.0.1', 'victim');
  const [user] = await platform.db.query<{ username: string }>('SELECT username FROM users WHERE id = $1', [userId]);
  const [problem] = await platform.db.query<{ id: number }>(`SELECT id FROM problems WHERE slug = 'wire'`);
  const problemId = problem!.id;
  const code = `// ${MARKERS.code}\nmodule TopModule(input in, output out);\n  assign out = in;\nendmodule\n`;
  expect((await client.post(`/api/problem/${problemId}/save`, { code: `// ${MARKERS.draft}\n${code}` })).status).toBe(200);
  const submitted = await client.post(`/api/problem/${problemId}/submit`, { code });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  const submissionId = submitted.body.submission_id as number;

  const worker = (url: string, body: unknown) =>
    new Client(platform).call('POST', url, body, { authorization: `Bearer ${workerToken}`, origin: '' });
  const claim = await worker('/api/worker/claim', { worker: 'victim-judge', kinds: ['judge'], wait_ms: 0 });
  const job = claim.body.job as { id: number; lease_token: string; payload: { submission_id: number } };
  expect(job.payload.submission_id).toBe(submissionId);
  const vcd = `$comment ${MARKERS.waveform} $end\n$timescale 1ns $end\n$enddefinitions $end\n#0\n`;
  const result = {
    ...ACCEPTED_WIRE_RESULT,
    log: `${MARKERS.log}\n${ACCEPTED_WIRE_RESULT.log}`,
    waveform_gz: gzipSync(vcd).toString('base64'),
  };
  const reported = await worker(`/api/worker/jobs/${job.id}/result`, { lease_token: job.lease_token, kind: 'judge', result });
  expect(reported.status, JSON.stringify(reported.body)).toBe(200);

  const filePath = 'secret/victim.v';
  const created = await client.post('/api/online/files', {
    path: filePath,
    type: 'file',
    content: `// ${MARKERS.file}\nmodule v;\nendmodule\n`,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);

  const ordered = await client.post('/api/payment/vip/recharge', { package_id: 'vip_7days' });
  expect(ordered.status, JSON.stringify(ordered.body)).toBe(200);
  const order = (ordered.body as unknown as { data: { order_id: number; order_number: string } }).data;

  if (ai) {
    expect((await client.get(`/api/ai/analyze/${submissionId}`)).body).toMatchObject({
      analysis: expect.stringContaining(MARKERS.analysis),
    });
    const chat = await client.post('/api/ai/chat', { message: `我的秘密是 ${MARKERS.chat}` });
    expect(chat.status, JSON.stringify(chat.body)).toBe(200);
  }
  return {
    client,
    userId,
    username: user!.username,
    problemId,
    submissionId,
    orderId: order.order_id,
    orderNumber: order.order_number,
    filePath,
  };
}

/**
 * Everything a user owns, row by row as JSON text: their user row, submissions (code, log,
 * waveform), drafts, IDE files, orders, AI analyses and conversation, and sessions.
 */
const OWNED = {
  users: 'SELECT to_jsonb(t)::text AS row FROM users t WHERE id = $1',
  submissions: 'SELECT to_jsonb(t)::text AS row FROM submissions t WHERE user_id = $1 ORDER BY id',
  drafts: 'SELECT to_jsonb(t)::text AS row FROM drafts t WHERE user_id = $1 ORDER BY problem_id',
  ide_files: 'SELECT to_jsonb(t)::text AS row FROM ide_files t WHERE user_id = $1 ORDER BY path_key',
  vip_orders: 'SELECT to_jsonb(t)::text AS row FROM vip_orders t WHERE user_id = $1 ORDER BY id',
  ai_analyses:
    'SELECT to_jsonb(a)::text AS row FROM ai_analyses a JOIN submissions s ON s.id = a.submission_id WHERE s.user_id = $1 ORDER BY a.submission_id',
  ai_chat_messages: 'SELECT to_jsonb(t)::text AS row FROM ai_chat_messages t WHERE user_id = $1 ORDER BY id',
  sessions: 'SELECT to_jsonb(t)::text AS row FROM sessions t WHERE user_id = $1 ORDER BY token_hash',
};

export async function ownedRows(platform: TestPlatform, userId: number): Promise<Record<keyof typeof OWNED, string[]>> {
  const rows = {} as Record<keyof typeof OWNED, string[]>;
  for (const [table, sql] of Object.entries(OWNED) as [keyof typeof OWNED, string][])
    rows[table] = (await platform.db.query<{ row: string }>(sql, [userId])).map((r) => r.row);
  return rows;
}

/** The markers found in `text` (an answer's body): none may ever reach anyone but the victim. */
export function leakedMarkers(text: string): string[] {
  return Object.values(MARKERS).filter((marker) => text.includes(marker));
}
