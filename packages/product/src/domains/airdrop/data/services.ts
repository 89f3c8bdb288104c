import { defineDomainServices } from '../../../common/services/domainServices';
import type { AirdropChain, AirdropRuntime } from './runtime';

/** What the claim page's hooks build their queries from, once its code has loaded. */
export interface AirdropServices {
  chain: AirdropChain;
  lib: AirdropRuntime;
}

export const airdropServices = defineDomainServices<AirdropServices>('airdrop', async (app) => {
  const [chain, runtime] = await Promise.all([app.chainReads(), import('./runtime')]);
  return { chain, lib: runtime.airdropRuntime };
});

export const useAirdropServices = airdropServices.useServices;
