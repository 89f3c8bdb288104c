import type { PublicKey } from '@solana/web3.js';

type Address = PublicKey | string;
const text = (address: Address): string =>
  typeof address === 'string' ? address : address.toBase58();
const optional = (address: Address | null): string | null =>
  address === null ? null : text(address);

/**
 * Hierarchical query keys: ['governance', endpoint, …]. Every input is in its key (as text:
 * keys hold no bigint or PublicKey); invalidating ['governance', endpoint] after a staking or
 * voting transaction refreshes everything below it.
 */
export const governanceKeys = {
  all: (endpoint: string) => ['governance', endpoint] as const,
  vsr: (endpoint: string, vsrProgramId: Address) =>
    ['governance', endpoint, 'vsr', text(vsrProgramId)] as const,
  registrar: (endpoint: string, vsrProgramId: Address, registrar: Address) =>
    [...governanceKeys.vsr(endpoint, vsrProgramId), 'registrar', text(registrar)] as const,
  voter: (endpoint: string, vsrProgramId: Address, registrar: Address, wallet: Address | null) =>
    [
      ...governanceKeys.registrar(endpoint, vsrProgramId, registrar),
      'voter',
      optional(wallet),
    ] as const,
  /** `at`: chain unix seconds the power is computed at, or null for the chain clock. */
  votingPower: (
    endpoint: string,
    vsrProgramId: Address,
    registrar: Address,
    wallet: Address | null,
    at: bigint | null,
  ) =>
    [
      ...governanceKeys.voter(endpoint, vsrProgramId, registrar, wallet),
      'votingPower',
      at === null ? null : at.toString(),
    ] as const,
  spl: (endpoint: string, governanceProgramId: Address) =>
    ['governance', endpoint, 'spl', text(governanceProgramId)] as const,
  realm: (endpoint: string, governanceProgramId: Address, realm: Address) =>
    [...governanceKeys.spl(endpoint, governanceProgramId), 'realm', text(realm)] as const,
  proposals: (endpoint: string, governanceProgramId: Address, realm: Address) =>
    [...governanceKeys.realm(endpoint, governanceProgramId, realm), 'proposals'] as const,
  proposal: (endpoint: string, governanceProgramId: Address, proposal: Address) =>
    [...governanceKeys.spl(endpoint, governanceProgramId), 'proposal', text(proposal)] as const,
  governance: (endpoint: string, governanceProgramId: Address, governance: Address) =>
    [...governanceKeys.spl(endpoint, governanceProgramId), 'governance', text(governance)] as const,
  voteRecord: (
    endpoint: string,
    governanceProgramId: Address,
    proposal: Address,
    realm: Address,
    governingTokenMint: Address,
    wallet: Address | null,
  ) =>
    [
      ...governanceKeys.proposal(endpoint, governanceProgramId, proposal),
      'voteRecord',
      text(realm),
      text(governingTokenMint),
      optional(wallet),
    ] as const,
  tokenOwnerRecord: (
    endpoint: string,
    governanceProgramId: Address,
    realm: Address,
    governingTokenMint: Address,
    wallet: Address | null,
  ) =>
    [
      ...governanceKeys.realm(endpoint, governanceProgramId, realm),
      'tokenOwnerRecord',
      text(governingTokenMint),
      optional(wallet),
    ] as const,
};
