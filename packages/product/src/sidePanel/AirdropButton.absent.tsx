import type { AirdropButton as SandboxAirdropButton } from './AirdropButton.sandbox';

/** What a build for a real cluster has in place of the sandbox's airdrop: nothing. */
export function AirdropButton(_props: Parameters<typeof SandboxAirdropButton>[0]) {
  return null;
}
