import type { Address } from '@keel/chain-readers';

type AddressOrText = Address | string;
const text = (address: AddressOrText): string =>
  typeof address === 'string' ? address : address.toBase58();
const optional = (address: AddressOrText | null): string | null =>
  address === null ? null : text(address);

/**
 * Hierarchical query keys: ['governance', endpoint, …]. Every input is in its key (as text:
 * keys hold no bigint or Address); invalidating ['governance', endpoint] after a staking or
 * voting transaction refreshes everything below it.
 */
export const governanceKeys = {
  all: (endpoint: string) => ['governance', endpoint] as const,
  vsr: (endpoint: string, vsrProgramId: AddressOrText) =>
    ['governance', endpoint, 'vsr', text(vsrProgramId)] as const,
  registrar: (endpoint: string, vsrProgramId: AddressOrText, registrar: AddressOrText) =>
    [...governanceKeys.vsr(endpoint, vsrProgramId), 'registrar', text(registrar)] as const,
  voter: (
    endpoint: string,
    vsrProgramId: AddressOrText,
    registrar: AddressOrText,
    wallet: AddressOrText | null,
  ) =>
    [
      ...governanceKeys.registrar(endpoint, vsrProgramId, registrar),
      'voter',
      optional(wallet),
    ] as const,
  /** `at`: chain unix seconds the power is computed at, or null for the chain clock. */
  votingPower: (
    endpoint: string,
    vsrProgramId: AddressOrText,
    registrar: AddressOrText,
    wallet: AddressOrText | null,
    at: bigint | null,
  ) =>
    [
      ...governanceKeys.voter(endpoint, vsrProgramId, registrar, wallet),
      'votingPower',
      at === null ? null : at.toString(),
    ] as const,
  spl: (endpoint: string, governanceProgramId: AddressOrText) =>
    ['governance', endpoint, 'spl', text(governanceProgramId)] as const,
  realm: (endpoint: string, governanceProgramId: AddressOrText, realm: AddressOrText) =>
    [...governanceKeys.spl(endpoint, governanceProgramId), 'realm', text(realm)] as const,
  proposals: (endpoint: string, governanceProgramId: AddressOrText, realm: AddressOrText) =>
    [...governanceKeys.realm(endpoint, governanceProgramId, realm), 'proposals'] as const,
  proposal: (endpoint: string, governanceProgramId: AddressOrText, proposal: AddressOrText) =>
    [...governanceKeys.spl(endpoint, governanceProgramId), 'proposal', text(proposal)] as const,
  governance: (endpoint: string, governanceProgramId: AddressOrText, governance: AddressOrText) =>
    [...governanceKeys.spl(endpoint, governanceProgramId), 'governance', text(governance)] as const,
  voteRecord: (
    endpoint: string,
    governanceProgramId: AddressOrText,
    proposal: AddressOrText,
    realm: AddressOrText,
    governingTokenMint: AddressOrText,
    wallet: AddressOrText | null,
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
    governanceProgramId: AddressOrText,
    realm: AddressOrText,
    governingTokenMint: AddressOrText,
    wallet: AddressOrText | null,
  ) =>
    [
      ...governanceKeys.realm(endpoint, governanceProgramId, realm),
      'tokenOwnerRecord',
      text(governingTokenMint),
      optional(wallet),
    ] as const,
};
