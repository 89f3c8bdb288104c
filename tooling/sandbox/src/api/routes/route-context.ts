import type { ControlState } from '../control/control-state';
import type { SandboxDataset } from '../data/dataset';
import type { RouteDefinition } from '../http/router';

/** What every route module needs: the current dataset, the control state and the clock. */
export interface RouteContext {
  /** The dataset of the current world (rebuilt when the chain switches seed). */
  data(): SandboxDataset;
  /** Drops the dataset: the next request builds a fresh one, anchored at that moment. */
  resetData(): void;
  control: ControlState;
  slug: string;
  now(): number;
}

export type RouteModule = (context: RouteContext) => RouteDefinition[];
