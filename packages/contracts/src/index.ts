/** Shared contract of web, server and worker: call table, schemas, error ids, domain rules. */
export * from './api.ts';
export * from './config.ts';
export * from './envelope.ts';
export * from './errors.ts';
export * from './ide.ts';
export * from './jobs.ts';
export * from './templates.ts';
export * from './judging.ts';
export * from './membership.ts';
export * from './problem.ts';
export * from './system.ts';
export * from './user.ts';
export * from './username.ts';
export * from './validation.ts';
export * from './verdict.ts';
export * from './waveform.ts';
export * from './converter.ts';
