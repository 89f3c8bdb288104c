import { associatedTokenAddress, NATIVE_MINT, sameAddress, toPublicKey } from '@keel/chain-readers';
import {
  limitOrderIntermediaryAccount,
  ORDER_STATUS,
  ORDER_TYPE,
} from '@keel/limit-order-programs';
import type { PublicKey } from '@solana/web3.js';
import type { InstructionContext } from '../../../chain/execution/instruction-context';
import {
  type ArgsReader,
  accountAt,
  requireMut,
  requireSigner,
} from '../../anchor/anchor-accounts';
import { initializeTokenAccount, tokenTransfer } from '../../runtime/token-cpi';
import {
  checkEventAccounts,
  checkPdaAuthority,
  checkVaultAddress,
  loadGlobalConfig,
  loadOrder,
  writeOrder,
} from '../limit-order-accounts';
import { limitOrderFailure } from '../limit-order-errors';
import { loadOwnedTokenAccount, requireTokenProgram } from './order-checks';

const SOURCE = 'handlers/handler_take_order.rs';

/** The output the order asks for `input` of its input: its price, rounded up for the maker. */
export function outputOwed(
  order: { initialInputAmount: bigint; expectedOutputAmount: bigint },
  input: bigint,
): bigint {
  const product = input * order.expectedOutputAmount;
  return (product + order.initialInputAmount - 1n) / order.initialInputAmount;
}

/**
 * Pays wrapped-SOL output to the maker as SOL: into the order's intermediary account (owned by
 * the PDA authority), which is then closed to the maker.
 */
function payOutAsSol(
  context: InstructionContext,
  input: {
    taker: PublicKey;
    source: PublicKey;
    intermediary: PublicKey;
    authority: PublicKey;
    maker: PublicKey;
    tokenProgram: PublicKey;
    amount: bigint;
  },
): void {
  initializeTokenAccount(context, {
    tokenProgram: input.tokenProgram,
    payer: input.taker,
    address: input.intermediary,
    mint: toPublicKey(NATIVE_MINT),
    owner: input.authority,
  });
  tokenTransfer(context, {
    tokenProgram: input.tokenProgram,
    source: input.source,
    destination: input.intermediary,
    authority: input.taker,
    amount: input.amount,
  });
  const closing = context.read(input.intermediary);
  if (closing === null) return;
  context.credit(input.maker, closing.lamports);
  context.write(input.intermediary, null);
}

/**
 * take_order(input_amount, min_output_amount, tip): the taker gets `input_amount` of the order's
 * input from the escrow and pays the maker at least the order's price for it. The relay's
 * permission and the RFQ accounts are not emulated (the sandbox's taker passes none).
 */
export function takeOrder(context: InstructionContext, args: ArgsReader): void {
  const inputAmount = args.u64();
  const minOutputAmount = args.u64();
  args.u64(); // tip_amount_permissionless_taking: the sandbox's taker tips nothing
  const taker = accountAt(context, 0, 'taker');
  const maker = accountAt(context, 1, 'maker');
  const configMeta = accountAt(context, 2, 'global_config');
  const authority = accountAt(context, 3, 'pda_authority');
  const orderMeta = accountAt(context, 4, 'order');
  const inputMint = accountAt(context, 5, 'input_mint');
  const outputMint = accountAt(context, 6, 'output_mint');
  const vault = accountAt(context, 7, 'input_vault');
  const takerInput = accountAt(context, 8, 'taker_input_ata');
  const takerOutput = accountAt(context, 9, 'taker_output_ata');
  const intermediary = accountAt(context, 10, 'intermediary_output_token_account');
  const makerOutput = accountAt(context, 11, 'maker_output_ata');
  const inputProgram = requireTokenProgram(
    accountAt(context, 19, 'input_token_program'),
    'input_token_program',
  );
  const outputProgram = requireTokenProgram(
    accountAt(context, 20, 'output_token_program'),
    'output_token_program',
  );
  checkEventAccounts(
    context,
    accountAt(context, 23, 'event_authority'),
    accountAt(context, 24, 'program'),
  );

  requireSigner(taker, 'taker');
  requireMut(taker, 'taker');
  const config = loadGlobalConfig(context, configMeta).data;
  checkPdaAuthority(context, authority, config);
  const loaded = loadOrder(context, orderMeta);
  const order = loaded.data;
  requireMut(orderMeta, 'order');
  if (!sameAddress(order.maker, maker.address)) throw limitOrderFailure('InvalidOrderOwner');
  if (!sameAddress(order.globalConfig, config.address)) throw limitOrderFailure('InvalidAccount');
  if (
    !sameAddress(order.inputMint, inputMint.address) ||
    !sameAddress(order.outputMint, outputMint.address)
  )
    throw limitOrderFailure('InvalidTokenMint');
  checkVaultAddress(context, vault, toPublicKey(config.address), toPublicKey(order.inputMint));
  loadOwnedTokenAccount(context, takerInput, {
    tokenProgram: inputProgram,
    mint: toPublicKey(order.inputMint),
    owner: taker.address,
    name: 'taker_input_ata',
  });
  loadOwnedTokenAccount(context, takerOutput, {
    tokenProgram: outputProgram,
    mint: toPublicKey(order.outputMint),
    owner: taker.address,
    name: 'taker_output_ata',
  });

  if (config.emergencyMode !== 0) throw limitOrderFailure('EmergencyModeEnabled', `${SOURCE}:96`);
  if (config.ordersTakingBlocked !== 0)
    throw limitOrderFailure('OrderTakingBlocked', `${SOURCE}:100`);
  if (order.status !== ORDER_STATUS.active)
    throw limitOrderFailure('OrderNotActive', `${SOURCE}:104`);
  if (order.flashIxLock !== 0)
    throw limitOrderFailure('OrderWithinFlashOperation', `${SOURCE}:105`);
  if (inputAmount === 0n) throw limitOrderFailure('OrderInputAmountInvalid', `${SOURCE}:108`);
  if (inputAmount > order.remainingInputAmount)
    throw limitOrderFailure('OrderInputAmountTooLarge', `${SOURCE}:110`);
  if (order.orderType === ORDER_TYPE.whole && inputAmount !== order.remainingInputAmount)
    throw limitOrderFailure('OrderInputAmountInvalid', `${SOURCE}:113`);
  const owed = outputOwed(order, inputAmount);
  if (minOutputAmount < owed) throw limitOrderFailure('OrderOutputAmountInvalid', `${SOURCE}:118`);

  if (sameAddress(order.outputMint, NATIVE_MINT)) {
    const expected = limitOrderIntermediaryAccount(orderMeta.address, context.programId).address;
    if (!intermediary.address.equals(toPublicKey(expected)))
      throw limitOrderFailure('IntermediaryOutputTokenAccountRequired', `${SOURCE}:124`);
    requireMut(intermediary, 'intermediary_output_token_account');
    payOutAsSol(context, {
      taker: taker.address,
      source: takerOutput.address,
      intermediary: intermediary.address,
      authority: authority.address,
      maker: maker.address,
      tokenProgram: outputProgram,
      amount: minOutputAmount,
    });
  } else {
    if (makerOutput.address.equals(context.programId))
      throw limitOrderFailure('MakerOutputAtaRequired', `${SOURCE}:131`);
    const ata = associatedTokenAddress(maker.address, order.outputMint, outputProgram).address;
    if (!makerOutput.address.equals(toPublicKey(ata))) throw limitOrderFailure('InvalidAtaAddress');
    requireMut(makerOutput, 'maker_output_ata');
    loadOwnedTokenAccount(context, makerOutput, {
      tokenProgram: outputProgram,
      mint: toPublicKey(order.outputMint),
      owner: maker.address,
      name: 'maker_output_ata',
    });
    tokenTransfer(context, {
      tokenProgram: outputProgram,
      source: takerOutput.address,
      destination: makerOutput.address,
      authority: taker.address,
      amount: minOutputAmount,
    });
  }
  tokenTransfer(context, {
    tokenProgram: inputProgram,
    source: vault.address,
    destination: takerInput.address,
    authority: authority.address,
    amount: inputAmount,
    pdaSigned: true,
  });
  const remaining = order.remainingInputAmount - inputAmount;
  writeOrder(context, {
    ...loaded,
    data: {
      ...order,
      remainingInputAmount: remaining,
      filledOutputAmount: order.filledOutputAmount + minOutputAmount,
      numberOfFills: order.numberOfFills + 1n,
      status: remaining === 0n ? ORDER_STATUS.filled : ORDER_STATUS.active,
      lastUpdatedTimestamp: context.clock.unixTimestamp,
    },
  });
  context.log(
    `Took ${inputAmount} of order ${orderMeta.address.toBase58()} for ${minOutputAmount}`,
  );
}
