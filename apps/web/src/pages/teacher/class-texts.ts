/**
 * Texts the class pages share (issue 33): an assignment's times in Beijing time, the time left in
 * words, and each phase's tag colour. Both the student's card and the teacher's pages use them.
 */
import { ASSIGNMENT_PHASE_LABELS, type AssignmentPhase } from '@veridojo/contracts';
import { formatShanghaiTime } from '../../lib/time.ts';

/** `2026-11-22 16:00` (Beijing time, minutes: an assignment's times are set to the minute). */
export function beijingMinute(iso: string): string {
  return formatShanghaiTime(iso).slice(0, 16);
}

/** Seconds as the largest two units: `2 天 3 小时`, `5 小时 12 分钟`, `8 分钟`; under a minute `不到 1 分钟`. */
export function durationText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return hours > 0 ? `${days} 天 ${hours} 小时` : `${days} 天`;
  if (hours > 0) return `${hours} 小时 ${minutes % 60} 分钟`;
  return minutes > 0 ? `${minutes} 分钟` : '不到 1 分钟';
}

/** What the time left means in each phase. */
export function timeLeftText(phase: AssignmentPhase, secondsLeft: number | null): string {
  if (secondsLeft === null || phase === 'closed') return '已截止';
  const left = durationText(secondsLeft);
  if (phase === 'upcoming') return `${left}后开始`;
  if (phase === 'late') return `迟交期还剩 ${left}`;
  return `还剩 ${left}`;
}

export const PHASE_COLORS: Record<AssignmentPhase, string> = {
  upcoming: 'default',
  open: 'processing',
  late: 'warning',
  closed: 'default',
};

export function phaseLabel(phase: AssignmentPhase): string {
  return ASSIGNMENT_PHASE_LABELS[phase];
}

/** An assignment's window in one line: `开始 … · 截止 … · 迟交至 …（扣 20%）`, Beijing time. */
export function windowText(a: { opens_at: string; due_at: string; late_until: string | null; late_penalty_percent: number }): string {
  const parts = [`开始 ${beijingMinute(a.opens_at)}`, `截止 ${beijingMinute(a.due_at)}`];
  if (a.late_until) parts.push(`迟交至 ${beijingMinute(a.late_until)}（扣 ${a.late_penalty_percent}%）`);
  return `${parts.join(' · ')}（北京时间）`;
}

/** The late rule in a sentence, for the student: what a submission after the due time is worth. */
export function lateRuleText(a: { late_until: string | null; late_penalty_percent: number }): string {
  if (!a.late_until) return '不接受迟交：截止后的提交不计入成绩';
  const penalty = a.late_penalty_percent > 0 ? `得分扣 ${a.late_penalty_percent}%` : '不扣分';
  return `截止后到 ${beijingMinute(a.late_until)}（北京时间）前仍可提交，迟交通过的题目${penalty}`;
}
