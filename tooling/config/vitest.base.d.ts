import type { ViteUserConfig } from 'vitest/config';

export interface KeelVitestOptions {
  /** 'dom' runs tests in jsdom with jest-dom matchers; 'node' (default) runs them in Node. */
  environment?: 'dom' | 'node';
}

export declare function keelVitestConfig(options?: KeelVitestOptions): ViteUserConfig;
