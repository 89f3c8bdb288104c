import { LENDING_BASE } from '../../../routing/routes/lendingBase';

export const EARN_PATH = '/earn';

export function earnVaultPath(vault: string): string {
  return `/earn/lend/${vault}`;
}

export function curatorPath(managerName: string): string {
  return `${LENDING_BASE}/earn/curator/${encodeURIComponent(managerName)}`;
}
