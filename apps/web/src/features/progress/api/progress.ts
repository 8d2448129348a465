import { API } from '@jal/contracts/core';
import type { LearnerProgress, ProgressBoard } from '@jal/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminRequest } from '@/lib/admin-request';

// Under the batches' query keys: a change to a batch (its courses, its learners) reads them again.
export const useProgressBoard = (id: string) =>
  useQuery({ queryKey: ['programmes', 'board', id], queryFn: () => adminRequest<ProgressBoard>(API.batchProgress(id)) });
export const useLearnerProgress = (userId: string) =>
  useQuery({ queryKey: ['programmes', 'learner', userId], queryFn: () => adminRequest<LearnerProgress>(API.userProgress(userId)) });
