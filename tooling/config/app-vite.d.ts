import type { UserConfig } from 'vite';

export declare function keelAppViteConfig(options: { port: number }): UserConfig;
