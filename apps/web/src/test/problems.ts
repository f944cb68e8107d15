// Problem-bank answers for component tests, shaped like the server's (packages/contracts judging.ts).
import type { ProblemListItem, ResponseOf } from '@veridojo/contracts';

const BASICS = { id: 1, number: 1, title: '第一章：入门与组合逻辑' };
const SEQUENTIAL = { id: 2, number: 2, title: '第二章：时序逻辑' };

let position = 0;
const aListedProblem = (over: Partial<ProblemListItem> & Pick<ProblemListItem, 'id' | 'title' | 'tags'>): ProblemListItem => ({
  slug: `problem-${over.id}`,
  chapter: BASICS,
  position: (position += 10),
  difficulty: '简单',
  is_completed: '未完成',
  passed_users_count: 0,
  submitted_users_count: 0,
  locked: false,
  ...over,
});

/** Six problems in curriculum order over two chapters; the last two beyond a normal user's limit. */
export const PROBLEM_LIST: ProblemListItem[] = [
  aListedProblem({ id: 1, title: '连线', tags: ['入门', '连线'], is_completed: '已完成', passed_users_count: 3, submitted_users_count: 4 }),
  aListedProblem({ id: 2, title: '基本逻辑门', tags: ['入门', '逻辑门'], is_completed: '失败', submitted_users_count: 2 }),
  aListedProblem({ id: 3, title: '三输入门', tags: ['逻辑门'], difficulty: '中等', is_completed: '运行中' }),
  aListedProblem({ id: 4, title: '三人表决器', tags: ['逻辑门', '真值表'], difficulty: '困难' }),
  aListedProblem({ id: 5, title: 'D 触发器', tags: ['时序逻辑', '触发器'], chapter: SEQUENTIAL, locked: true }),
  aListedProblem({ id: 6, title: '由真值表写逻辑', tags: ['真值表', '逻辑门'], chapter: SEQUENTIAL, locked: true }),
];

export const PUBLIC_CONFIG = {
  status: 'success',
  problem_limit: 4,
  total_problems: 6,
  ide_line_limit: 50,
  converter_line_limit: 50,
} as const;

export const aProblemDetail = (over: Partial<ResponseOf<'problemDetail'>> = {}): ResponseOf<'problemDetail'> => ({
  id: 2,
  slug: 'basic-gates',
  title: '基本逻辑门',
  document: '# 基本逻辑门\n\n用 `assign` 写出**与门**。',
  difficulty: '简单',
  tags: ['入门', '逻辑门'],
  code_template: 'module TopModule(input a, input b, output y);\n    // 在这里写你的代码\nendmodule\n',
  next_problem_id: 3,
  ...over,
});
