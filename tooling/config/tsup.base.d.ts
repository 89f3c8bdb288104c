import type { Options } from 'tsup';

export declare function keelTsupConfig(overrides?: Options): Options;
