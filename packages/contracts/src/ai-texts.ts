/**
 * The AI features' fixed texts (spec §8), in a module without schemas: the problem page shows
 * them, and importing them from ai.ts would bring zod into its first download (issue 30).
 */
/** Spec §8 texts, verbatim where the spec gives them. */
export const AI_TEXTS = {
  analyzeFailed: '获取AI分析失败',
  analyzeFailedInline: '获取分析失败',
  empty: '分析结果为空',
  unavailable: 'AI服务暂时不可用',
  chatSorry: '抱歉，我现在无法回答您的问题。请稍后再试。',
  needSubmission: '请先提交代码',
  rulesLabel: '规则分析',
  quotaNotice: '今天的 AI 分析次数已用完，下面是规则分析；明天可以再请 AI 分析。',
  providerNotice: 'AI 服务暂时不可用，下面是规则分析。',
} as const;
