import {
  type Address,
  associatedTokenAddress,
  chainKeys,
  createAddress,
  decodeMint,
  encodeMint,
  TOKEN_PROGRAM_ID,
  type TokenAccount,
} from '@keel/chain-readers';
import {
  type Governance,
  governanceKeys,
  type Proposal,
  type Realm,
  type Registrar,
  realmQueryOptions,
  registrarQueryOptions,
  SPL_GOVERNANCE_PROGRAM_ID,
  type TokenOwnerRecord,
  type VoteRecord,
  type Voter,
  VSR_PROGRAM_ID,
} from '@keel/governance-registry';
import { PublicKey } from '@solana/web3.js';
import { type ScreenSeed, withWallet } from '../../../../testing/renderScreen';
import { type GovernanceRuntime, governanceRuntime } from '../runtime';
import { type GovernanceServices, governanceServices } from '../services';
import { NATIVE_DECIMALS, NATIVE_MINT, NATIVE_SUPPLY } from './governanceFixtures';

export const TEST_ENDPOINT = 'http://governance.test.invalid';

const unreachable = () => Promise.reject(new Error('no network in screen tests'));

export interface GovernanceWorld {
  realm: Realm;
  registrar: Registrar;
  /** The wallet's voter (null: never staked); omitted to leave the voter loading. */
  voter?: { wallet: string; voter: Voter | null };
  governance?: Governance;
  proposals?: Proposal[];
  /** Proposal reads by id; null is "no account there". */
  proposalReads?: Record<string, Proposal | null>;
  voteRecords?: { wallet: string; proposal: Proposal; record: VoteRecord | null }[];
  tokenOwnerRecord?: { wallet: string; record: TokenOwnerRecord | null };
  /** Native units of the voting mint in the wallet's associated token account (none: no account). */
  walletTokens?: { wallet: string; amount: bigint | null };
}

/**
 * Seeds a screen test's cache through the data layer's seams: the governance services (a chain
 * context that never reaches a network, and the real runtime code) and every chain read under
 * governance-registry's keys.
 */
export function seedGovernance(world: GovernanceWorld): ScreenSeed {
  return ({ queryClient: client }) => {
    const rpc = {
      getMultipleAccountsInfo: unreachable,
      getProgramAccounts: unreachable,
      getSlot: unreachable,
      getBlockTime: unreachable,
      getTokenAccountsByOwner: unreachable,
    } as unknown as GovernanceServices['chain']['rpc'];
    const { realm, registrar } = world;
    // The realm and registrar are fixed keys: no PDA is derived under jsdom (see the fixtures).
    const lib: GovernanceRuntime = {
      ...governanceRuntime,
      realmQuery: (chain) => ({
        ...realmQueryOptions(chain, realm.address),
        retry: () => false,
      }),
      registrarQuery: (chain, loaded) =>
        loaded
          ? { ...registrarQueryOptions(chain, registrar.address), retry: () => false }
          : undefined,
    };
    const services: GovernanceServices = { chain: { rpc, endpoint: TEST_ENDPOINT }, lib };
    governanceServices.seed(client, services);
    const spl = SPL_GOVERNANCE_PROGRAM_ID;
    client.setQueryData(governanceKeys.realm(TEST_ENDPOINT, spl, realm.address), realm);
    client.setQueryData(
      governanceKeys.registrar(TEST_ENDPOINT, VSR_PROGRAM_ID, registrar.address),
      registrar,
    );
    const mint = decodeMint(NATIVE_MINT, {
      owner: TOKEN_PROGRAM_ID,
      data: encodeMint({
        mintAuthority: null,
        supply: NATIVE_SUPPLY,
        decimals: NATIVE_DECIMALS,
        isInitialized: true,
        freezeAuthority: null,
      }),
    });
    client.setQueryData(chainKeys.mint(TEST_ENDPOINT, NATIVE_MINT), mint);
    if (world.voter) {
      client.setQueryData(
        governanceKeys.voter(TEST_ENDPOINT, VSR_PROGRAM_ID, registrar.address, world.voter.wallet),
        world.voter.voter,
      );
    }
    if (world.walletTokens) {
      const owner = createAddress(world.walletTokens.wallet);
      const { amount } = world.walletTokens;
      client.setQueryData(
        chainKeys.tokenAccounts(TEST_ENDPOINT, owner),
        amount === null ? [] : [tokenAccountOf(owner, amount)],
      );
    }
    if (world.proposals) {
      client.setQueryData(governanceKeys.proposals(TEST_ENDPOINT, spl, realm.address), {
        governances: world.governance ? [world.governance] : [],
        proposals: world.proposals,
      });
    }
    for (const [id, proposal] of Object.entries(world.proposalReads ?? {})) {
      client.setQueryData(governanceKeys.proposal(TEST_ENDPOINT, spl, id), proposal);
    }
    if (world.governance) {
      client.setQueryData(
        governanceKeys.governance(TEST_ENDPOINT, spl, world.governance.address),
        world.governance,
      );
    }
    for (const vote of world.voteRecords ?? []) {
      client.setQueryData(
        governanceKeys.voteRecord(
          TEST_ENDPOINT,
          spl,
          vote.proposal.address,
          realm.address,
          vote.proposal.governingTokenMint,
          vote.wallet,
        ),
        vote.record,
      );
    }
    if (world.tokenOwnerRecord) {
      client.setQueryData(
        governanceKeys.tokenOwnerRecord(
          TEST_ENDPOINT,
          spl,
          realm.address,
          realm.communityMint,
          world.tokenOwnerRecord.wallet,
        ),
        world.tokenOwnerRecord.record,
      );
    }
  };
}

/** The wallet's associated token account of the voting mint holding `amount`. */
function tokenAccountOf(owner: Address, amount: bigint): TokenAccount {
  return {
    address: associatedTokenAddress(owner, NATIVE_MINT).address,
    tokenProgram: TOKEN_PROGRAM_ID,
    mint: NATIVE_MINT,
    owner,
    amount,
  } as TokenAccount;
}

/** A connected wallet that can sign, and refuses to (should a test get that far). */
export function withSigningWallet(address: string): ScreenSeed {
  return (context) => {
    withWallet(address)(context);
    context.walletStore.getState().setRuntime({
      controls: {
        disconnect: async () => {},
        connect: async () => {},
        signer: () => ({
          publicKey: new PublicKey(address),
          signTransaction: () => Promise.reject(new Error('User rejected the request.')),
        }),
      },
    });
  };
}
