import { keelAppViteConfig } from '@keel/config/app-vite';

export default keelAppViteConfig({ port: 5174 });
