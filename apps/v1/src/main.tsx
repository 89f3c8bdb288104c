import '@keel/ui-kit/styles.css';
import '@keel/product/styles.css';
import { brand } from '@keel/config/brand';
import { bootApp } from '@keel/product';
import { routes } from './routes';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain #root');

// The shell paints from the route table alone; React and the screens load after that frame.
bootApp(root, { routes, brand, load: () => import('./mount') });
