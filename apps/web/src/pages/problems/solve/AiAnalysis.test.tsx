/**
 * The AI analysis area: a request that outlives the spec's 30 s is aborted and reads as a failure;
 * one for a submission no longer shown is aborted and changes nothing.
 */
import { AI_TEXTS } from '@veridojo/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type Answer } from '../../../test/fetch-mock.ts';
import { renderInApp } from '../../../test/render.tsx';
import { AiAnalysis, ANALYSIS_TIMEOUT_MS } from './AiAnalysis.tsx';

afterEach(() => vi.unstubAllGlobals());

const never = () => new Promise<Answer>(() => {});

describe('AI analysis', () => {
  it('aborts the request after 30 s and says the analysis failed', async () => {
    const { calls } = mockApi({ 'GET /api/ai/analyze/11': never });
    renderInApp(<AiAnalysis submissionId={11} judged />);
    vi.useFakeTimers();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /AI 分析/ })));
    expect(calls).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(ANALYSIS_TIMEOUT_MS));
    expect(calls[0]!.init.signal!.aborted).toBe(true);
    expect(screen.getByTestId('ai-analysis').textContent).toBe(AI_TEXTS.analyzeFailedInline);
  });

  it('aborts the request when another submission is shown, and shows nothing of it', async () => {
    const { calls } = mockApi({ 'GET /api/ai/analyze/11': never });
    const page = renderInApp(<AiAnalysis submissionId={11} judged />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /AI 分析/ })));
    page.rerender(<AiAnalysis submissionId={12} judged />);
    // The read layer aborts a read nobody shows once the render settles (a microtask later).
    await act(async () => {});
    expect(calls[0]!.init.signal!.aborted).toBe(true);
    expect(screen.queryByTestId('ai-analysis')).toBeNull();
    expect(screen.queryByText(AI_TEXTS.analyzeFailed)).toBeNull();
  });
});
