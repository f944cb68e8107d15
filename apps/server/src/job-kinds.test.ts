/**
 * The job-kind registry as the server holds it: every kind has a "job finished" handler, and a
 * server whose handler table lacks a kind refuses to start (before it opens its database); every
 * kind states whether it is interactive and requeueable, and the database's CHECK constraint on
 * jobs.kind and its index of interactive runs agree with the registry (read from the live
 * catalog); each kind's limits and the log its job row keeps follow the registry.
 */
import {
  attachmentLimit,
  ATTACHMENT_MAX_BYTES,
  IDE_WAVEFORM_GZ_BYTES,
  INTERACTIVE_JOB_KINDS,
  isRequeueable,
  JOB_KIND_NAMES,
  JOB_KINDS,
  jobLimits,
  summarizeResult,
  type JobKindDefinition,
  type JudgeResult,
} from '@veridojo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_FINISHED } from './queue/job-finished.ts';
import { checkJobKinds } from './queue/registry.ts';
import { startPlatform } from './platform.ts';
import { databaseJobKinds } from './repos/jobs.ts';
import { readSettings } from './settings.ts';
import { startTestPlatform, validationPayload, type TestPlatform } from './testing/harness.ts';

const settings = () => readSettings({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', DATA_DIR: '/nonexistent/never-opened' });

describe('job kinds on the server', () => {
  it('has a job-finished handler for every registered kind', () => {
    expect(Object.keys(JOB_FINISHED).sort()).toEqual([...JOB_KIND_NAMES].sort());
  });

  it('refuses to start when a kind has no handler, naming it', async () => {
    await expect(startPlatform(settings(), { jobHandlers: { judge: JOB_FINISHED.judge } })).rejects.toThrow(
      '任务类型没有“任务完成”处理程序，服务器无法启动：validate',
    );
    await expect(startPlatform(settings(), { jobHandlers: {} })).rejects.toThrow(
      /judge, validate, compile, simulate, convert, synth, similarity, counterexample$/,
    );
  });

  it('derives CPU seconds from the time limit (a 20 s problem is no longer cut at 5 s of CPU)', () => {
    const payload = (ms: number) => ({ ...validationPayload(1), spec: { ...validationPayload(1).spec, time_limit_ms: ms } });
    expect(jobLimits('validate', payload(5000))).toEqual({ wallMs: 5000, cpuSeconds: 5, outputBytes: 256 * 1024 });
    expect(jobLimits('judge', { submission_id: 1, ...payload(20_000) })).toMatchObject({ wallMs: 20_000, cpuSeconds: 20 });
    expect(jobLimits('judge', { submission_id: 1, ...payload(500) })).toMatchObject({ cpuSeconds: 1 });
  });

  it("clamps an IDE run's timeout to its kind's bounds: compile at most 10 s, simulate 30 s, both at least 1 s", () => {
    const project = (timeout_ms?: number) => ({ files: { 'tb.v': 'module tb; endmodule\n' }, top_module: 'tb', timeout_ms });
    expect(jobLimits('compile', project())).toEqual({ wallMs: 10_000, cpuSeconds: 10, outputBytes: 256 * 1024 });
    expect(jobLimits('compile', project(60_000)).wallMs).toBe(10_000);
    expect(jobLimits('simulate', project(60_000))).toMatchObject({ wallMs: 30_000, cpuSeconds: 30 });
    expect(jobLimits('simulate', project(20)).wallMs).toBe(1000);
    expect(jobLimits('simulate', project(2500))).toMatchObject({ wallMs: 2500, cpuSeconds: 3 });
  });

  it("keeps an IDE run's whole result with its job row — the waveform beside it, as its attachment — learners above validations", () => {
    const result = {
      status: 'success' as const,
      message: '仿真完成',
      log: 'x'.repeat(100_000),
      diagnostics: [],
      waveform_truncated: false,
      dump_inserted: false,
      outputs: [],
    };
    expect(summarizeResult('simulate', result)).toEqual({ ...result, log: 'x'.repeat(64 * 1024) });
    // The IDE's runs keep an attachment (the gzip VCD, uploaded apart from the report), a synthesis its netlist; the others none.
    expect(JOB_KIND_NAMES.filter((name) => attachmentLimit(name) !== null).sort()).toEqual(['compile', 'simulate', 'synth']);
    expect(attachmentLimit('simulate')).toBe(IDE_WAVEFORM_GZ_BYTES);
    expect(ATTACHMENT_MAX_BYTES).toBe(IDE_WAVEFORM_GZ_BYTES);
    expect(JOB_KINDS.simulate.priority).toBeGreaterThan(JOB_KINDS.validate.priority);
    expect(JOB_KINDS.compile.priority).toBeGreaterThan(JOB_KINDS.validate.priority);
  });

  it('keeps the log a kind allows in its job row, and ranks learners above validations', () => {
    const result: JudgeResult = {
      verdict: 'compile_error',
      mismatches: 0,
      samples: 0,
      output_mismatches: {},
      first_mismatch: null,
      diagnostics: [],
      log: 'x'.repeat(50_000),
      waveform_gz: 'H4sI',
    };
    expect(summarizeResult('judge', result)).toEqual({ verdict: 'compile_error', mismatches: 0, samples: 0, log: 'x'.repeat(2000) });
    expect(summarizeResult('validate', result).log).toHaveLength(JOB_KINDS.validate.logChars);
    expect(JOB_KINDS.judge.priority).toBeGreaterThan(JOB_KINDS.validate.priority);
  });
});

describe('the registry against the database', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(async () => {
    await platform.close();
  });

  it("matches the database's CHECK constraint on jobs.kind and its index of interactive runs, read from the catalog", async () => {
    const database = await databaseJobKinds(platform.db);
    expect([...database.allowed].sort()).toEqual([...JOB_KIND_NAMES].sort());
    expect([...database.interactiveIndex].sort()).toEqual([...INTERACTIVE_JOB_KINDS].sort());
    expect([...INTERACTIVE_JOB_KINDS].sort()).toEqual(['compile', 'convert', 'simulate', 'synth']);
    expect(JOB_KIND_NAMES.filter(isRequeueable)).toEqual(['judge']);
    await expect(checkJobKinds(platform.db)).resolves.toBeUndefined();
  });

  it('refuses a kind missing from the constraint, and one without interactive or requeueable', async () => {
    const { interactive: _interactive, ...withoutInteractive } = JOB_KINDS.convert;
    const { requeueable: _requeueable, ...withoutRequeueable } = JOB_KINDS.judge;
    // @ts-expect-error — the type asks every kind for both facts: an entry without them does not compile.
    const incomplete: JobKindDefinition = withoutRequeueable;
    expect(incomplete.priority).toBe(JOB_KINDS.judge.priority);

    await expect(checkJobKinds(platform.db, { ...JOB_KINDS, review: { interactive: false, requeueable: false } })).rejects.toThrow(
      '任务类型登记与数据库不一致，服务器无法启动：review 不在数据库的 jobs.kind 约束中',
    );
    await expect(checkJobKinds(platform.db, { ...JOB_KINDS, convert: withoutInteractive })).rejects.toThrow('convert 没有声明 interactive');
    await expect(checkJobKinds(platform.db, { ...JOB_KINDS, judge: withoutRequeueable })).rejects.toThrow('judge 没有声明 requeueable');
    await expect(checkJobKinds(platform.db, { ...JOB_KINDS, validate: { ...JOB_KINDS.validate, interactive: true } })).rejects.toThrow(
      'validate 的 interactive 与数据库索引 jobs_active_interactive_runs 不一致',
    );

    // A migration that forgot a kind: the live constraint no longer admits `convert`.
    await platform.db.query(`ALTER TABLE jobs DROP CONSTRAINT jobs_kind_check`);
    await platform.db.query(`ALTER TABLE jobs ADD CONSTRAINT jobs_kind_check CHECK (kind IN ('judge', 'compile', 'simulate', 'validate'))`);
    await expect(checkJobKinds(platform.db)).rejects.toThrow('convert 不在数据库的 jobs.kind 约束中');
  });
});
