/**
 * The verdicts, worst reported first, and their Chinese labels, in a module without schemas: the
 * problem page's history shows the labels, and importing them from verdict.ts (its zod schemas)
 * would bring zod into that page's first download (issue 30).
 */
export const VERDICTS = [
  'accepted',
  'wrong_answer',
  'compile_error',
  'time_limit',
  'output_limit',
  'memory_limit',
  'runtime_error',
  'system_error',
] as const;

export const VERDICT_LABELS: Record<(typeof VERDICTS)[number], string> = {
  accepted: '通过',
  wrong_answer: '答案错误',
  compile_error: '编译错误',
  time_limit: '运行超时',
  output_limit: '输出超限',
  memory_limit: '内存超限',
  runtime_error: '运行错误',
  system_error: '系统错误',
};
