'use client';

import { useMutation } from '@tanstack/react-query';
import { apiUrl } from '../api/api-client';
import { fetchJson } from '../api/fetch-json';
import type { DocumentFormat, EngineAnswer } from './engine-result';

export interface EngineInput {
  text: string;
  format: DocumentFormat;
  /** a file name when the text came from an upload */
  name?: string;
}

/** POST /sentv5/analyze: the engine's reading of one pasted or uploaded text (the work runs in the API). */
export function useEngineAnalysis() {
  return useMutation({
    mutationFn: async (input: EngineInput) => {
      const body = await fetchJson<{ data: EngineAnswer }>(apiUrl('/sentv5/analyze'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text: input.text, format: input.format, ...(input.name ? { name: input.name } : {}) }),
      });
      return body.data;
    },
  });
}
