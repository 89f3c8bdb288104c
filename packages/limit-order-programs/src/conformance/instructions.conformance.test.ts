import { ORDER_RENT_EXEMPTION_LAMPORTS } from '@kamino-finance/limo-sdk';
import * as limo from '@kamino-finance/limo-sdk/dist/utils/operations';
import { getIntermediaryTokenAccountPDA } from '@kamino-finance/limo-sdk/dist/utils/utils';
import {
  associatedTokenAddress,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '@keel/chain-readers';
import { PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import {
  cancelOrderInstructions,
  ORDER_RENT_LAMPORTS,
  placeOrderInstructions,
} from '../compose/composeOrder';
import {
  closeOrderInstruction,
  createOrderInstruction,
  EXPRESS_RELAY_PROGRAM_ID,
  initializeVaultInstruction,
  takeOrderInstruction,
} from '../instructions/orderInstructions';
import { LIMIT_ORDER_GLOBAL_CONFIG, LIMIT_ORDER_PROGRAM_ID } from '../programId';
import { testKey } from '../testing/keys';
import { amount, kit, kitSigner, shapeOfKit, shapeOfWeb3 } from './limoSdk';

/*
 * Every limit-order instruction the package builds (the product's create_order and
 * close_order_and_claim_tip, initialize_vault for a mint's first order, the sandbox taker's
 * take_order) against limo-sdk 3.1.0's own builders for the same action and inputs: the same
 * program, data bytes and account metas (address, signer, writable, order).
 */

const maker = testKey(2);
const order = testKey(3);
const inputMint = testKey(4);
const outputMint = testKey(5);
const taker = testKey(6);
const SOL = new PublicKey('So11111111111111111111111111111111111111112');
const program = kit(LIMIT_ORDER_PROGRAM_ID);
const config = kit(LIMIT_ORDER_GLOBAL_CONFIG);

describe('limit-order instructions against limo-sdk 3.1.0', () => {
  it('initialize_vault: as the client adds it on a mint’s first order', async () => {
    for (const tokenProgram of [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID]) {
      const theirs = await limo.initializeVault(
        kitSigner(maker),
        config,
        kit(inputMint),
        program,
        kit(tokenProgram),
      );
      const ours = initializeVaultInstruction({ payer: maker, mint: inputMint, tokenProgram });
      expect(shapeOfWeb3(ours)).toEqual(shapeOfKit(theirs));
    }
  });

  it('create_order: the client’s order (its "bid" side, order type 0)', async () => {
    for (const [inputProgram, outputProgram] of [
      [TOKEN_PROGRAM_ID, TOKEN_PROGRAM_ID],
      [TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID],
      [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID],
    ] as const) {
      const theirs = await limo.createOrder(
        kitSigner(maker),
        config,
        kit(order),
        {
          side: 'bid',
          baseTokenMint: kit(inputMint),
          quoteTokenMint: kit(outputMint),
          baseTokenAmount: amount(1_500_000_000n),
          quoteTokenAmount: amount(18_446_744_073_709_551_615n),
        },
        program,
        kit(inputProgram),
        kit(outputProgram),
      );
      const ours = createOrderInstruction({
        maker,
        order,
        inputMint,
        outputMint,
        inputAmount: 1_500_000_000n,
        outputAmount: 18_446_744_073_709_551_615n,
        inputTokenProgram: inputProgram,
        outputTokenProgram: outputProgram,
      });
      expect(shapeOfWeb3(ours)).toEqual(shapeOfKit(theirs));
    }
  });

  it('the maker’s place: initialize_vault first when asked, the order account at the SDK’s rent', async () => {
    expect(ORDER_RENT_LAMPORTS).toBe(ORDER_RENT_EXEMPTION_LAMPORTS);
    const placed = placeOrderInstructions({
      maker,
      order,
      inputMint,
      outputMint,
      inputAmount: 10n,
      outputAmount: 20n,
      initializeVault: true,
    });
    const vault = await limo.initializeVault(
      kitSigner(maker),
      config,
      kit(inputMint),
      program,
      kit(TOKEN_PROGRAM_ID),
    );
    expect(placed[0] && shapeOfWeb3(placed[0])).toEqual(shapeOfKit(vault));
    expect(placed[1]?.data.readBigUInt64LE(4)).toBe(ORDER_RENT_EXEMPTION_LAMPORTS);
    const last = placed.at(-1);
    const create = await limo.createOrder(
      kitSigner(maker),
      config,
      kit(order),
      {
        side: 'bid',
        baseTokenMint: kit(inputMint),
        quoteTokenMint: kit(outputMint),
        baseTokenAmount: amount(10n),
        quoteTokenAmount: amount(20n),
      },
      program,
      kit(TOKEN_PROGRAM_ID),
      kit(TOKEN_PROGRAM_ID),
    );
    expect(last && shapeOfWeb3(last)).toEqual(shapeOfKit(create));
  });

  it('close_order_and_claim_tip: the maker’s cancel', async () => {
    for (const tokenProgram of [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID]) {
      const theirs = await limo.closeOrderAndClaimTip({
        maker: kitSigner(maker),
        globalConfig: config,
        inputMint: kit(inputMint),
        outputMint: kit(outputMint),
        order: kit(order),
        programAddress: program,
        makerInputAta: kit(associatedTokenAddress(maker, inputMint, tokenProgram).address),
        inputTokenProgram: kit(tokenProgram),
      });
      const ours = closeOrderInstruction({
        maker,
        order,
        inputMint,
        outputMint,
        inputTokenProgram: tokenProgram,
      });
      expect(shapeOfWeb3(ours)).toEqual(shapeOfKit(theirs));
      const composed = cancelOrderInstructions({
        maker,
        order,
        inputMint,
        outputMint,
        inputTokenProgram: tokenProgram,
      });
      expect(composed[1] && shapeOfWeb3(composed[1])).toEqual(shapeOfKit(theirs));
    }
  });

  it('take_order: through Express Relay’s permission and permissionless, token or SOL output', async () => {
    for (const permissionless of [false, true]) {
      for (const output of [outputMint, SOL]) {
        const outputIsSol = output.equals(SOL);
        const theirs = await limo.takeOrder({
          taker: kitSigner(taker),
          maker: kit(maker),
          globalConfig: config,
          inputMint: kit(inputMint),
          outputMint: kit(output),
          order: kit(order),
          inputAmountLamports: amount(700n),
          minOutputAmountLamports: amount(9_001n),
          programAddress: program,
          expressRelayProgramId: kit(EXPRESS_RELAY_PROGRAM_ID),
          takerInputAta: kit(associatedTokenAddress(taker, inputMint).address),
          takerOutputAta: kit(associatedTokenAddress(taker, output).address),
          intermediaryOutputTokenAccount: outputIsSol
            ? await getIntermediaryTokenAccountPDA(program, kit(order))
            : undefined,
          makerOutputAta: outputIsSol
            ? undefined
            : kit(associatedTokenAddress(maker, output).address),
          inputTokenProgram: kit(TOKEN_PROGRAM_ID),
          outputTokenProgram: kit(TOKEN_PROGRAM_ID),
          permissionlessTipLamports: amount(permissionless ? 1_234n : 0n),
          permissionless,
        });
        const ours = takeOrderInstruction({
          taker,
          maker,
          order,
          inputMint,
          outputMint: output,
          inputAmount: 700n,
          minOutputAmount: 9_001n,
          permissionless,
          tipAmountPermissionlessTaking: permissionless ? 1_234n : 0n,
        });
        expect(shapeOfWeb3(ours)).toEqual(shapeOfKit(theirs));
      }
    }
  });
});
