import { createHash } from 'node:crypto';
import { associatedTokenAddress, TOKEN_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import { PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { ORDER_SIZE } from '../accounts/order';
import { cancelOrderInstructions, placeOrderInstructions } from '../compose/composeOrder';
import { limitOrderPdaAuthority, limitOrderVaultAddress } from '../pda';
import { LIMIT_ORDER_GLOBAL_CONFIG, LIMIT_ORDER_PROGRAM_ID } from '../programId';
import { testKey } from '../testing/keys';
import { LIMIT_ORDER_INSTRUCTION_DISCRIMINATORS } from './discriminators';
import {
  closeOrderInstruction,
  createOrderInstruction,
  takeOrderInstruction,
} from './orderInstructions';

const globalHash = (name: string) => [
  ...createHash('sha256').update(`global:${name}`).digest().subarray(0, 8),
];
const SOL = new PublicKey('So11111111111111111111111111111111111111112');
const maker = testKey(2);
const order = testKey(3);
const inputMint = testKey(4);
const outputMint = testKey(5);

describe('limit-order instructions', () => {
  it('discriminators are sha256("global:<name>")[0..8]', () => {
    expect([...LIMIT_ORDER_INSTRUCTION_DISCRIMINATORS.createOrder]).toEqual(
      globalHash('create_order'),
    );
    expect([...LIMIT_ORDER_INSTRUCTION_DISCRIMINATORS.closeOrderAndClaimTip]).toEqual(
      globalHash('close_order_and_claim_tip'),
    );
    expect([...LIMIT_ORDER_INSTRUCTION_DISCRIMINATORS.takeOrder]).toEqual(globalHash('take_order'));
  });

  it('create_order: args u64, u64, u8 and 13 accounts in the IDL order', () => {
    const ix = createOrderInstruction({
      maker,
      order,
      inputMint,
      outputMint,
      inputAmount: 1_500n,
      outputAmount: 3n,
    });
    expect(ix.programId.equals(toPublicKey(LIMIT_ORDER_PROGRAM_ID))).toBe(true);
    expect(ix.data).toHaveLength(8 + 8 + 8 + 1);
    expect(ix.data.readBigUInt64LE(8)).toBe(1_500n);
    expect(ix.data.readBigUInt64LE(16)).toBe(3n);
    expect(ix.data[24]).toBe(0);
    expect(ix.keys).toHaveLength(13);
    expect(ix.keys[0]).toEqual({ pubkey: maker, isSigner: true, isWritable: true });
    expect(ix.keys[1]?.pubkey.equals(toPublicKey(LIMIT_ORDER_GLOBAL_CONFIG))).toBe(true);
    expect(
      ix.keys[2]?.pubkey.equals(
        toPublicKey(limitOrderPdaAuthority(LIMIT_ORDER_GLOBAL_CONFIG).address),
      ),
    ).toBe(true);
    expect(
      ix.keys[6]?.pubkey.equals(toPublicKey(associatedTokenAddress(maker, inputMint).address)),
    ).toBe(true);
    expect(
      ix.keys[7]?.pubkey.equals(
        toPublicKey(limitOrderVaultAddress(LIMIT_ORDER_GLOBAL_CONFIG, inputMint).address),
      ),
    ).toBe(true);
    expect(ix.keys[12]?.pubkey.equals(toPublicKey(LIMIT_ORDER_PROGRAM_ID))).toBe(true);
  });

  it('refuses amounts that are not u64', () => {
    expect(() =>
      createOrderInstruction({
        maker,
        order,
        inputMint,
        outputMint,
        inputAmount: -1n,
        outputAmount: 1n,
      }),
    ).toThrow(RangeError);
  });

  it('close_order_and_claim_tip: no args, 12 accounts, the maker signs', () => {
    const ix = closeOrderInstruction({ maker, order, inputMint, outputMint });
    expect([...ix.data]).toEqual(globalHash('close_order_and_claim_tip'));
    expect(ix.keys).toHaveLength(12);
    expect(ix.keys[1]?.pubkey.equals(order)).toBe(true);
    expect(ix.keys[3]?.isWritable).toBe(true);
    expect(ix.keys[8]?.pubkey.equals(toPublicKey(TOKEN_PROGRAM_ID))).toBe(true);
  });

  it('take_order: three u64 args, 25 accounts, absent options as the program id', () => {
    const taker = testKey(6);
    const ix = takeOrderInstruction({
      taker,
      maker,
      order,
      inputMint,
      outputMint,
      inputAmount: 10n,
      minOutputAmount: 20n,
    });
    expect(ix.data).toHaveLength(32);
    expect(ix.data.readBigUInt64LE(16)).toBe(20n);
    expect(ix.keys).toHaveLength(25);
    expect(ix.keys[0]?.isSigner).toBe(true);
    expect(ix.keys[10]?.pubkey.equals(toPublicKey(LIMIT_ORDER_PROGRAM_ID))).toBe(true);
    expect(
      ix.keys[11]?.pubkey.equals(toPublicKey(associatedTokenAddress(maker, outputMint).address)),
    ).toBe(true);
  });

  it('places an order: the account for the program, SOL wrapped when sold, then create_order', () => {
    const sell = placeOrderInstructions({
      maker,
      order,
      inputMint: SOL,
      outputMint,
      inputAmount: 5n,
      outputAmount: 9n,
    });
    expect(sell.map((ix) => ix.programId.toBase58())).toEqual([
      '11111111111111111111111111111111',
      'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
      '11111111111111111111111111111111',
      TOKEN_PROGRAM_ID.toBase58(),
      'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
      LIMIT_ORDER_PROGRAM_ID.toBase58(),
    ]);
    // createAccount: space ORDER_SIZE, owner the program.
    expect(sell[0]?.data.readBigUInt64LE(12)).toBe(BigInt(ORDER_SIZE));
    expect(
      new PublicKey(sell[0]?.data.subarray(20, 52) ?? []).equals(
        toPublicKey(LIMIT_ORDER_PROGRAM_ID),
      ),
    ).toBe(true);
    const buySol = placeOrderInstructions({
      maker,
      order,
      inputMint,
      outputMint: SOL,
      inputAmount: 5n,
      outputAmount: 9n,
    });
    expect(buySol).toHaveLength(2);
  });

  it('cancels with the input account re-created and SOL unwrapped', () => {
    const ixs = cancelOrderInstructions({ maker, order, inputMint: SOL, outputMint });
    expect(ixs).toHaveLength(3);
    expect([...(ixs[2]?.data ?? [])]).toEqual([9]);
  });
});
