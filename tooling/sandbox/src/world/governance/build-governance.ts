import { toPublicKey } from '@keel/chain-readers';
import { amountToLamports, lamportsToAmount, MathDecimal } from '@keel/core-math';
import {
  governanceAddress,
  realmAddress,
  realmConfigAddress,
  registrarAddress,
  SPL_GOVERNANCE_PROGRAM_ID,
  tokenOwnerRecordAddress,
  VSR_PROGRAM_ID,
  voterAddress,
  voterVaultAddress,
  voterWeight,
  voterWeightRecordAddress,
} from '@keel/governance-registry';
import { PublicKey } from '@solana/web3.js';
import { deriveAddress } from '../addresses';
import type { Prng } from '../prng';
import { NATIVE_TOKEN, tokenBySymbol } from '../tokens';
import type { WorldBrand, WorldToken, WorldWallet } from '../types';
import type { WalletRole } from '../wallet-role';
import { WALLET_ROLES } from '../wallets';
import { buildDeposits } from './deposits';
import type {
  WorldGovernance,
  WorldGovernanceRules,
  WorldProposal,
  WorldTokenOwnerRecord,
  WorldVoteRecord,
  WorldVoter,
  WorldVotingMint,
} from './governance-types';
import { MEMBER_COUNT } from './proposal-catalogue';
import { buildProposals, type RealmMember } from './proposals';
import { depositEntryOf, registrarModelOf, voteWeightText } from './vsr-model';

const DAY = 86_400;
/** Lockups reach their full extra weight at four years. */
const SATURATION_SECS = 4 * 365 * DAY;
/** One vote per staked token, up to three more for a lockup at saturation. */
const BASELINE_FACTOR = '1000000000';
const MAX_EXTRA_FACTOR = '3000000000';
/** A tenth of the supply is the max vote weight (1/10^10 units). */
const MAX_VOTER_WEIGHT_SUPPLY_FRACTION = '1000000000';
const SUPPLY_FRACTION_BASE = 10_000_000_000n;
const COUNCIL_SUPPLY = 5;

/** Proposal states in which the proposer's record still counts the proposal as outstanding. */
const OUTSTANDING = new Set(['Draft', 'SigningOff', 'Voting']);

export interface GovernanceWorldInputs {
  seed: string;
  prng: Prng;
  tokens: readonly WorldToken[];
  brand: WorldBrand;
  wallets: readonly WorldWallet[];
}

function realmRules(seed: string, realm: PublicKey): WorldGovernanceRules {
  const governedAccount = deriveAddress(seed, 'governance:governed-account');
  return {
    address: governanceAddress(
      realm,
      governedAccount,
      SPL_GOVERNANCE_PROGRAM_ID,
    ).address.toBase58(),
    governedAccount: governedAccount.toBase58(),
    communityYesVotePct: 5,
    councilYesVotePct: 60,
    councilVetoVotePct: 60,
    minCommunityWeightToCreateProposal: '10000',
    minCouncilWeightToCreateProposal: 1,
    minTransactionHoldUpTimeSeconds: DAY,
    votingBaseTimeSeconds: 3 * DAY,
    votingCoolOffTimeSeconds: DAY / 2,
    communityVoteTipping: 'Strict',
    depositExemptProposalCount: 10,
  };
}

function buildVoter(
  role: WalletRole,
  wallet: WorldWallet,
  registrar: PublicKey,
  realm: PublicKey,
  mint: WorldToken,
  prng: Prng,
): WorldVoter {
  const authority = new PublicKey(wallet.publicKey);
  const mintKey = new PublicKey(mint.mint);
  const voter = voterAddress(registrar, authority, VSR_PROGRAM_ID);
  const record = voterWeightRecordAddress(registrar, authority, VSR_PROGRAM_ID);
  const deposits = buildDeposits(role, prng.fork(`deposits:${role}`));
  const total = deposits.reduce((sum, d) => sum.plus(d.amountDeposited), new MathDecimal(0));
  return {
    role,
    wallet: wallet.publicKey,
    address: voter.address.toBase58(),
    voterBump: voter.bump,
    voterWeightRecord: record.address.toBase58(),
    voterWeightRecordBump: record.bump,
    vault: voterVaultAddress(voter.address, mintKey).toBase58(),
    tokenOwnerRecord: tokenOwnerRecordAddress(
      realm,
      mintKey,
      authority,
      SPL_GOVERNANCE_PROGRAM_ID,
    ).address.toBase58(),
    walletBalance: wallet.tokens.find((t) => t.mint === mint.mint)?.amount ?? '0',
    totalDeposited: total.toFixed(),
    deposits,
  };
}

function tokenOwnerRecords(
  owners: ReadonlyArray<RealmMember & { role: WorldTokenOwnerRecord['role'] }>,
  proposals: readonly WorldProposal[],
  voteRecords: readonly WorldVoteRecord[],
): WorldTokenOwnerRecord[] {
  return owners.map((owner) => ({
    address: owner.tokenOwnerRecord,
    owner: owner.wallet,
    role: owner.role,
    unrelinquishedVotesCount: voteRecords.filter(
      (r) => r.tokenOwnerRecord === owner.tokenOwnerRecord && !r.isRelinquished,
    ).length,
    outstandingProposalCount: proposals.filter(
      (p) => p.proposerTokenOwnerRecord === owner.tokenOwnerRecord && OUTSTANDING.has(p.state),
    ).length,
  }));
}

/**
 * The realm of the native token: VSR registrar, the sandbox wallets' voters with deposits of
 * every lockup kind, the community governance, its proposals and the wallets' votes.
 */
export function buildGovernance(inputs: GovernanceWorldInputs): WorldGovernance {
  const { seed, prng, brand } = inputs;
  const token = tokenBySymbol(inputs.tokens, NATIVE_TOKEN, brand);
  const mint = new PublicKey(token.mint);
  const name = `${brand.productName} DAO`;
  const realm = realmAddress(name, SPL_GOVERNANCE_PROGRAM_ID).address;
  const rules = realmRules(seed, toPublicKey(realm));
  const registrar = registrarAddress(realm, mint, VSR_PROGRAM_ID);
  const votingMint: WorldVotingMint = {
    mint: token.mint,
    symbol: token.symbol,
    decimals: token.decimals,
    baselineVoteWeightScaledFactor: BASELINE_FACTOR,
    maxExtraLockupVoteWeightScaledFactor: MAX_EXTRA_FACTOR,
    lockupSaturationSecs: SATURATION_SECS,
    digitShift: 0,
    grantAuthority: rules.address,
  };
  const worldRegistrar = {
    address: registrar.address.toBase58(),
    bump: registrar.bump,
    realmAuthority: rules.address,
    votingMints: [votingMint],
  };
  const voters = WALLET_ROLES.map((role) => {
    const wallet = inputs.wallets.find((w) => w.role === role);
    if (wallet === undefined) throw new Error(`The world has no ${role} wallet`);
    return buildVoter(
      role,
      wallet,
      toPublicKey(registrar.address),
      toPublicKey(realm),
      token,
      prng,
    );
  });
  const supplyRaw = amountToLamports(token.supply ?? '0', token.decimals);
  const maxRaw = (supplyRaw * BigInt(MAX_VOTER_WEIGHT_SUPPLY_FRACTION)) / SUPPLY_FRACTION_BASE;
  const maxVoteWeight = voteWeightText(maxRaw, token.decimals);
  const model = registrarModelOf(worldRegistrar);
  const walletMember = (voter: WorldVoter): RealmMember => ({
    wallet: voter.wallet,
    tokenOwnerRecord: voter.tokenOwnerRecord,
  });
  const byRole = (role: WalletRole): WorldVoter => {
    const voter = voters.find((v) => v.role === role);
    if (voter === undefined) throw new Error(`No voter for the ${role} wallet`);
    return voter;
  };
  const members = Array.from({ length: MEMBER_COUNT }, (_v, i): RealmMember => {
    const wallet = deriveAddress(seed, `governance:member:${i}`);
    return {
      wallet: wallet.toBase58(),
      tokenOwnerRecord: tokenOwnerRecordAddress(
        realm,
        mint,
        wallet,
        SPL_GOVERNANCE_PROGRAM_ID,
      ).address.toBase58(),
    };
  });
  const { proposals, voteRecords } = buildProposals({
    seed,
    prng: prng.fork('proposals'),
    symbol: token.symbol,
    decimals: token.decimals,
    governance: new PublicKey(rules.address),
    governingMint: mint,
    governanceProgramId: toPublicKey(SPL_GOVERNANCE_PROGRAM_ID),
    rules,
    maxVoteWeight,
    wallets: {
      ordinary: walletMember(byRole('ordinary')),
      flagged: walletMember(byRole('flagged')),
    },
    members,
    // Deposits made after the vote do not count; times are offsets, so the anchor is 0.
    weightAt: (role, offset) => {
      const deposits = byRole(role)
        .deposits.filter((d) => d.startOffsetSeconds <= offset)
        .map((d) => depositEntryOf(d, token.decimals, 0n));
      return voteWeightText(voterWeight(model, { deposits }, BigInt(offset)).votes, token.decimals);
    },
  });
  const owners = [
    ...voters.map((v) => ({ ...walletMember(v), role: v.role })),
    ...members.map((m) => ({ ...m, role: 'member' as const })),
  ];
  return {
    token: { symbol: token.symbol, mint: token.mint, decimals: token.decimals },
    realm: {
      address: realm.toBase58(),
      name,
      authority: rules.address,
      config: realmConfigAddress(realm, SPL_GOVERNANCE_PROGRAM_ID).address.toBase58(),
      communityMint: token.mint,
      councilMint: deriveAddress(seed, 'governance:council-mint').toBase58(),
      councilSupply: COUNCIL_SUPPLY,
      minCommunityWeightToCreateGovernance: '1000000',
      maxVoterWeightSupplyFraction: MAX_VOTER_WEIGHT_SUPPLY_FRACTION,
      maxVoteWeight: lamportsToAmount(maxRaw, token.decimals).toFixed(),
    },
    registrar: worldRegistrar,
    governance: rules,
    voters,
    tokenOwnerRecords: tokenOwnerRecords(owners, proposals, voteRecords),
    proposals,
    voteRecords,
  };
}
