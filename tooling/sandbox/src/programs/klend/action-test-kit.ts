import {
  associatedTokenAddress,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  toPublicKey,
} from '@keel/chain-readers';
import {
  PublicKey,
  SYSVAR_INSTRUCTIONS_PUBKEY,
  type TransactionInstruction,
} from '@solana/web3.js';
import type { TestChain } from '../../test-support/test-chain';
import type { WorldObligation, WorldReserve } from '../../world/types';
import { BORROW, DEPOSIT } from './layout-offsets';
import { ObligationAccount } from './obligation-account';
import { klendInstruction } from './test-instructions';
import { ledgerAccount, refreshReserveIx, worldMarket } from './test-world';

/* Test support for klend's actions: refresh instructions, token accounts, action instructions. */

const TOKEN = TOKEN_PROGRAM_ID;
const TOKEN_2022 = TOKEN_2022_PROGRAM_ID;

export const tokenProgramOf = (r: WorldReserve) =>
  r.tokenProgram === 'spl-token-2022' ? TOKEN_2022 : TOKEN;

export const u64Arg = (value: bigint) => {
  const data = Buffer.alloc(8);
  data.writeBigUInt64LE(value);
  return data;
};

export function reserveByAddress(t: TestChain, address: PublicKey | string): WorldReserve {
  const key = address.toString();
  const found = t.chain.world.markets.flatMap((m) => m.reserves).find((r) => r.address === key);
  if (found === undefined) throw new Error(`No reserve ${key}`);
  return found;
}

/** The obligation's reserves in the program's order: deposits, then borrows, by slot. */
export function obligationReserves(t: TestChain, obligation: string): PublicKey[] {
  const o = new ObligationAccount(ledgerAccount(t, obligation).data);
  return [
    ...o.activeDeposits().map((s) => o.bytes.pubkey(s.base + DEPOSIT.reserve)),
    ...o.activeBorrows().map((s) => o.bytes.pubkey(s.base + BORROW.reserve)),
  ];
}

export function refreshObligationIx(t: TestChain, obligation: WorldObligation) {
  return klendInstruction(
    'refreshObligation',
    {
      lendingMarket: new PublicKey(obligation.marketAddress),
      obligation: new PublicKey(obligation.address),
    },
    undefined,
    obligationReserves(t, obligation.address).map((pubkey) => ({
      pubkey,
      isSigner: false,
      isWritable: true,
    })),
  );
}

/**
 * The refreshes an action needs right before it: every other reserve of the obligation, the
 * action's reserve last (check_refresh wants it right before refresh_obligation), the obligation.
 */
export function refreshBefore(
  t: TestChain,
  obligation: WorldObligation,
  reserve: WorldReserve,
): TransactionInstruction[] {
  const others = obligationReserves(t, obligation.address)
    .map((key) => key.toBase58())
    .filter((key, i, all) => key !== reserve.address && all.indexOf(key) === i);
  return [
    ...others.map((key) => refreshReserveIx(t, reserveByAddress(t, key))),
    refreshReserveIx(t, reserve),
    refreshObligationIx(t, obligation),
  ];
}

export function ata(owner: PublicKey, r: WorldReserve, collateral = false): PublicKey {
  const mint = new PublicKey(collateral ? r.collateralMint : r.mint);
  return toPublicKey(
    associatedTokenAddress(owner, mint, collateral ? TOKEN : tokenProgramOf(r)).address,
  );
}

export function marketAuthority(t: TestChain, r: WorldReserve): PublicKey {
  return new PublicKey(worldMarket(t, r.market).lendingMarketAuthority);
}

export function borrowIx(
  t: TestChain,
  input: { obligation: WorldObligation; reserve: WorldReserve; amount: bigint; owner?: PublicKey },
  overrides: Record<string, PublicKey | null> = {},
) {
  const { reserve } = input;
  const owner = input.owner ?? t.ordinary.publicKey;
  return klendInstruction(
    'borrowObligationLiquidity',
    {
      owner,
      obligation: new PublicKey(input.obligation.address),
      lendingMarket: new PublicKey(input.obligation.marketAddress),
      lendingMarketAuthority: marketAuthority(t, reserve),
      borrowReserve: new PublicKey(reserve.address),
      borrowReserveLiquidityMint: new PublicKey(reserve.mint),
      reserveSourceLiquidity: new PublicKey(reserve.liquiditySupplyVault),
      borrowReserveLiquidityFeeReceiver: new PublicKey(reserve.feeVault),
      userDestinationLiquidity: ata(owner, reserve),
      referrerTokenState: null,
      tokenProgram: toPublicKey(tokenProgramOf(reserve)),
      instructionSysvarAccount: SYSVAR_INSTRUCTIONS_PUBKEY,
      ...overrides,
    },
    u64Arg(input.amount),
  );
}

export function repayIx(
  t: TestChain,
  input: { obligation: WorldObligation; reserve: WorldReserve; amount: bigint; owner?: PublicKey },
  overrides: Record<string, PublicKey | null> = {},
) {
  const { reserve } = input;
  const owner = input.owner ?? t.ordinary.publicKey;
  return klendInstruction(
    'repayObligationLiquidity',
    {
      owner,
      obligation: new PublicKey(input.obligation.address),
      lendingMarket: new PublicKey(input.obligation.marketAddress),
      repayReserve: new PublicKey(reserve.address),
      reserveLiquidityMint: new PublicKey(reserve.mint),
      reserveDestinationLiquidity: new PublicKey(reserve.liquiditySupplyVault),
      userSourceLiquidity: ata(owner, reserve),
      tokenProgram: toPublicKey(tokenProgramOf(reserve)),
      instructionSysvarAccount: SYSVAR_INSTRUCTIONS_PUBKEY,
      ...overrides,
    },
    u64Arg(input.amount),
  );
}

/** A token account's balance on the ledger. */
export async function balance(t: TestChain, address: PublicKey): Promise<bigint> {
  const value = await t.connection.getTokenAccountBalance(address);
  return BigInt(value.value.amount);
}
