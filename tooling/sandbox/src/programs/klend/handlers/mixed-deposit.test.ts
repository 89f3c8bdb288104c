import { decodeObligation } from '@keel/chain-readers';
import { ComputeBudgetProgram, PublicKey, type TransactionInstruction } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../../../test-support/test-chain';
import type { WorldObligation, WorldReserve } from '../../../world/types';
import { farmsHandler } from '../../farms/farms-handler';
import { ata, balance, refreshBefore } from '../action-test-kit';
import { createCTokenAta } from '../collateral-test-kit';
import {
  depositAndCollateralIx,
  type ObligationReserve,
  obligationFarmUser,
  readFarmUser,
  refreshObligationFarmsIx,
} from '../farms-test-kit';
import { fromInt } from '../fraction';
import { klendHandler } from '../handler';
import { RESERVE } from '../layout-offsets';
import { ReserveAccount } from '../reserve-account';
import { failedWith, send } from '../test-instructions';
import { ledgerAccount, worldObligation, worldReserve } from '../test-world';

/*
 * A deposit as the product sends it: compute budget, an idempotent ATA creation, the refreshes
 * (reserves, obligation, the reserve's collateral farm), the deposit, the farm refresh after —
 * executed in order on one state, and all of it undone when an instruction fails.
 */

let t: TestChain;
let vanilla: WorldObligation;
let usdc: WorldReserve;
let target: ObligationReserve;

beforeAll(async () => {
  t = await startTestChain({
    seed: 'klend-mixed-deposit',
    handlers: [klendHandler, farmsHandler],
    keepOraclesFresh: true,
  });
  const owner = t.ordinary.publicKey;
  vanilla = worldObligation(
    t,
    (o) => o.owner === owner.toBase58() && o.market === 'main' && o.tag === 'Vanilla',
  );
  usdc = worldReserve(t, 'main', 'USDC');
  target = { obligation: vanilla, reserve: usdc, owner };
});
afterAll(() => t.chain.close());

function depositTransaction(amount: bigint): TransactionInstruction[] {
  const farm = refreshObligationFarmsIx(t, target);
  return [
    ComputeBudgetProgram.setComputeUnitLimit({ units: 1_000_000 }),
    ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 10_000 }),
    // A new account (the cToken ATA) so that a revert has something to undo.
    createCTokenAta(t.ordinary.publicKey, usdc),
    ...refreshBefore(t, vanilla, usdc),
    farm,
    depositAndCollateralIx(t, { ...target, amount, version: 1 }),
    farm,
  ];
}

const deposited = () =>
  decodeObligation(new PublicKey(vanilla.address), ledgerAccount(t, vanilla.address)).deposits.find(
    (d) => d.depositReserve.toBase58() === usdc.address,
  )?.depositedAmount ?? 0n;

async function feeOf(signature: string): Promise<bigint> {
  const tx = await t.connection.getTransaction(signature, {
    maxSupportedTransactionVersion: 0,
    commitment: 'confirmed',
  });
  return BigInt(tx?.meta?.fee ?? 0);
}

describe('a deposit in a mixed transaction', () => {
  it('runs every instruction in order: new ATA, refreshes, deposit, farm stake synced', async () => {
    const wallet = ata(t.ordinary.publicKey, usdc);
    const walletBefore = await balance(t, wallet);
    const before = deposited();
    const amount = 100_000_000n;
    const sent = await send(t, depositTransaction(amount), [t.ordinary]);
    expect(sent.err, sent.logs.join('\n')).toBeNull();
    expect(t.chain.ledger.readAccount(ata(t.ordinary.publicKey, usdc, true))).not.toBeNull();
    const taken = walletBefore - (await balance(t, wallet));
    const minted = deposited() - before;
    // MATH §2.6 at the rate the deposit saw: the reserve after it, less what it added.
    const after = new ReserveAccount(new PublicKey(usdc.address), ledgerAccount(t, usdc.address));
    const supplyBits = after.totalSupply() - fromInt(taken);
    const cSupply = after.bytes.u64(RESERVE.collateralMintTotalSupply) - minted;
    expect(minted).toBe((cSupply * amount * (1n << 60n)) / supplyBits);
    expect(taken).toBeLessThanOrEqual(amount);
    expect(readFarmUser(t, obligationFarmUser(target))?.activeStakeScaled).toBe(deposited());
    // The instructions' own log lines appear in the transaction's order.
    const expected = [
      'Program ComputeBudget111111111111111111111111111111 invoke [1]',
      'Program ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL invoke [1]',
      ...[
        'RefreshReserve',
        'RefreshObligation',
        'RefreshObligationFarmsForReserve',
        'DepositReserveLiquidityAndObligationCollateral',
        'TransferChecked',
        'MintTo',
        'RefreshObligationFarmsForReserve',
        'SetStakeDelegated',
      ].map((name) => `Program log: Instruction: ${name}`),
    ];
    let at = 0;
    for (const line of expected) {
      at = sent.logs.indexOf(line, at);
      expect(at, line).toBeGreaterThanOrEqual(0);
    }
  });

  it('undoes every account when the deposit fails halfway, the new ATA included; the fee stays', async () => {
    // The ATA made by the first test is closed out of the way: start from a missing ATA again.
    const cAta = ata(t.ordinary.publicKey, usdc, true);
    t.chain.ledger.writeAccount(cAta, null);
    // One unit more than the wallet holds: the token program refuses the deposit's transfer.
    const ixs = depositTransaction((await balance(t, ata(t.ordinary.publicKey, usdc))) + 1n);
    // Every account the transaction may write (the oracle ticker keeps writing read-only prices).
    const writable = ixs.flatMap((ix) => ix.keys.filter((k) => k.isWritable));
    const keys = [...new Set(writable.map((k) => k.pubkey.toBase58()))];
    expect(keys).toContain(cAta.toBase58());
    const snapshot = new Map(keys.map((k) => [k, t.chain.ledger.readAccount(new PublicKey(k))]));
    const sent = await send(t, ixs, [t.ordinary]);
    const depositIndex = ixs.length - 2;
    expect(sent.err).toEqual(failedWith(depositIndex, { Custom: 1 }));
    expect(t.chain.ledger.readAccount(cAta)).toBeNull();
    const fee = await feeOf(sent.signature);
    expect(fee).toBeGreaterThan(0n);
    for (const key of keys) {
      const was = snapshot.get(key) ?? null;
      const now = t.chain.ledger.readAccount(new PublicKey(key));
      if (key === t.ordinary.publicKey.toBase58()) {
        expect(now?.lamports).toBe((was?.lamports ?? 0n) - fee);
        continue;
      }
      expect({
        key,
        lamports: now?.lamports,
        data: now && Buffer.from(now.data).toString('hex'),
      }).toEqual({
        key,
        lamports: was?.lamports,
        data: was && Buffer.from(was.data).toString('hex'),
      });
    }
  });
});
