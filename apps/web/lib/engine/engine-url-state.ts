/** The Engine tool's URL state (CODE_STYLE 'URL state'): the indicator highlighted and whether two panes compare. */
import { DEFAULT_INDICATOR } from './engine-result';

export interface EngineUrlState {
  indicator: string;
  isCompare: boolean;
}

export function parseEngineUrlState(params: URLSearchParams): EngineUrlState {
  const indicator = params.get('ind')?.trim();
  return {
    indicator: indicator && /^[A-Za-z0-9_]{1,60}$/.test(indicator) ? indicator : DEFAULT_INDICATOR,
    isCompare: params.get('compare') === '1',
  };
}
