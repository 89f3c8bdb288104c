/*
 * What the DIY-strategy instructions share: the strategy written whole through its layout, the
 * admin check of update_strategy_config and open_liquidity_position, and a mint created at a
 * program address.
 */
import {
  encodeMint,
  encodeWhirlpoolStrategy,
  MINT_SIZE,
  TOKEN_PROGRAM_ID,
  toPublicKey,
  type WhirlpoolStrategy,
  type WhirlpoolStrategyData,
} from '@keel/chain-readers';
import type { PublicKey } from '@solana/web3.js';
import type {
  AccountMetaView,
  InstructionContext,
} from '../../chain/execution/instruction-context';
import type { LedgerAccount } from '../../chain/ledger-account';
import { invokeInner } from '../runtime/cpi-log';
import { createProgramAccount } from '../runtime/system-cpi';
import type { LoadedStrategy } from './kliquidity-accounts';
import { liquidityFailure } from './kliquidity-errors';

/** The strategy rewritten through its layout with `change` applied (every other field kept). */
export function rewriteStrategy(
  context: InstructionContext,
  loaded: LoadedStrategy,
  change: Partial<WhirlpoolStrategyData>,
): WhirlpoolStrategy {
  const { address, ...data } = loaded.data;
  const next = { ...data, ...change };
  context.write(toPublicKey(address), { ...loaded.state, data: encodeWhirlpoolStrategy(next) });
  return { address, ...next };
}

/** The signer must be the strategy's admin authority (InvalidAdminAuthority otherwise). */
export function requireStrategyAdmin(
  admin: AccountMetaView,
  strategy: WhirlpoolStrategy,
  source: string,
): void {
  if (!admin.address.equals(toPublicKey(strategy.adminAuthority))) {
    throw liquidityFailure('InvalidAdminAuthority', source);
  }
}

/** A classic-token mint at `address` (a PDA the program signs for), created and initialised. */
export function createMint(
  context: InstructionContext,
  input: {
    payer: PublicKey;
    address: PublicKey;
    decimals: number;
    authority: PublicKey;
    /** Supply minted at creation (a position NFT's 1), the authority then given up. */
    supply?: bigint;
  },
): void {
  createProgramAccount(context, {
    payer: input.payer,
    address: input.address,
    space: MINT_SIZE,
    owner: toPublicKey(TOKEN_PROGRAM_ID),
  });
  const data = Buffer.alloc(67);
  data[0] = 20; // InitializeMint2
  data[1] = input.decimals;
  input.authority.toBuffer().copy(data, 2);
  const supply = input.supply ?? 0n;
  invokeInner(
    context,
    { programId: toPublicKey(TOKEN_PROGRAM_ID), accounts: [input.address], data, units: 2_900 },
    (log) => {
      log('Instruction: InitializeMint2');
      const created = context.read(input.address) as LedgerAccount;
      context.writeAs(toPublicKey(TOKEN_PROGRAM_ID), input.address, {
        ...created,
        data: encodeMint({
          mintAuthority: supply > 0n ? null : input.authority,
          supply,
          decimals: input.decimals,
          isInitialized: true,
          freezeAuthority: null,
        }),
      });
    },
  );
}
