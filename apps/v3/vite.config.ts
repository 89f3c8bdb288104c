import { keelAppViteConfig } from '@keel/config/app-vite';
import { defineConfig } from 'vite';

export default defineConfig(keelAppViteConfig({ port: 5174 }));
