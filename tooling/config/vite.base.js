import { defaultClientConditions } from 'vite';
import { SOURCE_CONDITION } from './source-condition.js';

/** Resolve conditions for apps and Storybook: workspace packages from source. */
export const keelResolveConditions = [SOURCE_CONDITION, ...defaultClientConditions];
