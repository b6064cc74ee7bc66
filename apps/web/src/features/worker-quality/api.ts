import {
  QUALITY_PATHS,
  type TrainingSummary,
  type WorkerAnswer,
  type WorkerLanguagesBody,
  type WorkerMistakesReply,
  type WorkerQualityReply,
} from '@crowdsolve/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useAppEnv } from '../../lib/app-env.tsx';
import { type RequestContext, request } from '../../lib/request.ts';

/** Mistakes per page of `GET /api/v2/work/mistakes` (the server's page size). */
export const MISTAKES_PAGE = 50;

export interface TrainingAnswerReply {
  correct: boolean;
  expected: unknown;
  summary: TrainingSummary;
}

/** Query keys of the worker's quality screens. */
export const qualityKeys = {
  training: ['worker', 'training'] as const,
  quality: ['worker', 'quality'] as const,
  languages: ['worker', 'languages'] as const,
  mistakes: ['worker', 'mistakes'] as const,
};

/** The worker's training, languages, accuracy and mistakes (session cookie). */
export const qualityApi = {
  training: (ctx: RequestContext) => request<TrainingSummary>(ctx, QUALITY_PATHS.training),
  startTraining: (ctx: RequestContext) =>
    request<TrainingSummary>(ctx, QUALITY_PATHS.trainingStart, { method: 'POST' }),
  answerTraining: (ctx: RequestContext, controlTaskId: number, answer: WorkerAnswer) =>
    request<TrainingAnswerReply>(ctx, QUALITY_PATHS.trainingAnswer, {
      method: 'POST',
      body: { controlTaskId, answer },
    }),
  languages: (ctx: RequestContext) => request<{ languages: string[] }>(ctx, QUALITY_PATHS.languages),
  setLanguages: (ctx: RequestContext, body: WorkerLanguagesBody) =>
    request<{ languages: string[] }>(ctx, QUALITY_PATHS.languages, { method: 'PUT', body }),
  quality: (ctx: RequestContext) => request<WorkerQualityReply>(ctx, QUALITY_PATHS.quality),
  mistakes: (ctx: RequestContext, before: number | null) =>
    request<WorkerMistakesReply>(ctx, QUALITY_PATHS.mistakes, { query: { before } }),
};

export function useTraining(enabled = true) {
  const { api } = useAppEnv();
  return useQuery({ queryKey: qualityKeys.training, queryFn: () => qualityApi.training(api), enabled });
}

export function useWorkerQuality(enabled = true) {
  const { api } = useAppEnv();
  return useQuery({
    queryKey: qualityKeys.quality,
    queryFn: () => qualityApi.quality(api),
    enabled,
    staleTime: 10_000,
  });
}

export function useWorkerLanguages(enabled = true) {
  const { api } = useAppEnv();
  return useQuery({ queryKey: qualityKeys.languages, queryFn: () => qualityApi.languages(api), enabled });
}

/** The mistakes, newest first, a page of 50 at a time (`before` = the last id shown). */
export function useMistakes(enabled = true) {
  const { api } = useAppEnv();
  return useInfiniteQuery({
    queryKey: qualityKeys.mistakes,
    queryFn: ({ pageParam }) => qualityApi.mistakes(api, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (last) =>
      last.items.length >= MISTAKES_PAGE ? (last.items[last.items.length - 1]?.id ?? null) : null,
    enabled,
  });
}
