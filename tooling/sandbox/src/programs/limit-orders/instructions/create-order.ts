import { toPublicKey } from '@keel/chain-readers';
import { encodeLimitOrder, ORDER_SIZE, ORDER_STATUS, ORDER_TYPE } from '@keel/limit-order-programs';
import { PublicKey } from '@solana/web3.js';
import type { InstructionContext } from '../../../chain/execution/instruction-context';
import { ANCHOR_ERRORS, anchorError } from '../../../chain/execution/program-error';
import {
  type ArgsReader,
  accountAt,
  requireMut,
  requireSigner,
} from '../../anchor/anchor-accounts';
import { tokenTransfer } from '../../runtime/token-cpi';
import {
  checkEventAccounts,
  checkPdaAuthority,
  checkVaultAddress,
  ensureVault,
  loadGlobalConfig,
} from '../limit-order-accounts';
import { limitOrderFailure } from '../limit-order-errors';
import { loadOrderMint, loadOwnedTokenAccount, requireTokenProgram } from './order-checks';

const SOURCE = 'handlers/handler_create_order.rs';

/** `#[account(zero)]`: created for the program just before, of the Order's size, still blank. */
function checkBlankOrder(context: InstructionContext, address: PublicKey): void {
  const state = context.read(address);
  if (state === null) throw anchorError(ANCHOR_ERRORS.AccountNotInitialized, 'order');
  if (!state.owner.equals(context.programId))
    throw anchorError(ANCHOR_ERRORS.AccountOwnedByWrongProgram, 'order');
  if (state.data.length !== ORDER_SIZE)
    throw anchorError(ANCHOR_ERRORS.AccountDidNotDeserialize, 'order');
  if (state.data.subarray(0, 8).some((byte) => byte !== 0))
    throw anchorError(ANCHOR_ERRORS.AccountDiscriminatorAlreadySet, 'order');
}

/**
 * create_order(input_amount, output_amount, order_type): escrows the maker's input in the
 * config's vault of the input mint and writes the order, active, with all its input remaining.
 */
export function createOrder(context: InstructionContext, args: ArgsReader): void {
  const inputAmount = args.u64();
  const outputAmount = args.u64();
  const orderType = args.u8();
  const maker = accountAt(context, 0, 'maker');
  const configMeta = accountAt(context, 1, 'global_config');
  const authority = accountAt(context, 2, 'pda_authority');
  const orderMeta = accountAt(context, 3, 'order');
  const inputMintMeta = accountAt(context, 4, 'input_mint');
  const outputMintMeta = accountAt(context, 5, 'output_mint');
  const makerAta = accountAt(context, 6, 'maker_ata');
  const vault = accountAt(context, 7, 'input_vault');
  const inputProgram = requireTokenProgram(
    accountAt(context, 8, 'input_token_program'),
    'input_token_program',
  );
  const outputProgram = requireTokenProgram(
    accountAt(context, 9, 'output_token_program'),
    'output_token_program',
  );
  checkEventAccounts(
    context,
    accountAt(context, 11, 'event_authority'),
    accountAt(context, 12, 'program'),
  );

  requireSigner(maker, 'maker');
  requireMut(maker, 'maker');
  const config = loadGlobalConfig(context, configMeta).data;
  requireMut(configMeta, 'global_config');
  checkPdaAuthority(context, authority, config);
  checkBlankOrder(context, orderMeta.address);
  requireMut(orderMeta, 'order');
  loadOrderMint(context, inputMintMeta, inputProgram, 'input_mint');
  loadOrderMint(context, outputMintMeta, outputProgram, 'output_mint');
  loadOwnedTokenAccount(context, makerAta, {
    tokenProgram: inputProgram,
    mint: inputMintMeta.address,
    owner: maker.address,
    name: 'maker_ata',
  });
  requireMut(makerAta, 'maker_ata');
  checkVaultAddress(context, vault, toPublicKey(config.address), inputMintMeta.address);

  if (config.emergencyMode !== 0) throw limitOrderFailure('EmergencyModeEnabled', `${SOURCE}:70`);
  if (config.newOrdersBlocked !== 0)
    throw limitOrderFailure('CreatingNewOrdersBlocked', `${SOURCE}:74`);
  if (inputMintMeta.address.equals(outputMintMeta.address))
    throw limitOrderFailure('OrderSameMint', `${SOURCE}:78`);
  if (inputAmount === 0n) throw limitOrderFailure('OrderInputAmountInvalid', `${SOURCE}:82`);
  if (outputAmount === 0n) throw limitOrderFailure('OrderOutputAmountInvalid', `${SOURCE}:83`);
  if (orderType !== ORDER_TYPE.partial && orderType !== ORDER_TYPE.whole)
    throw limitOrderFailure('OrderTypeInvalid', `${SOURCE}:84`);

  ensureVault(context, {
    payer: maker.address,
    vault: vault.address,
    mint: inputMintMeta.address,
    authority: authority.address,
    tokenProgram: inputProgram,
  });
  tokenTransfer(context, {
    tokenProgram: inputProgram,
    source: makerAta.address,
    destination: vault.address,
    authority: maker.address,
    amount: inputAmount,
  });
  const [, vaultBump] = PublicKey.findProgramAddressSync(
    [
      Buffer.from('escrow_vault'),
      toPublicKey(config.address).toBuffer(),
      toPublicKey(inputMintMeta.address).toBuffer(),
    ],
    context.programId,
  );
  const state = context.read(orderMeta.address);
  if (state === null) throw anchorError(ANCHOR_ERRORS.AccountNotInitialized, 'order');
  context.write(orderMeta.address, {
    ...state,
    data: encodeLimitOrder({
      globalConfig: config.address,
      maker: maker.address,
      inputMint: inputMintMeta.address,
      inputMintProgramId: inputProgram,
      outputMint: outputMintMeta.address,
      outputMintProgramId: outputProgram,
      initialInputAmount: inputAmount,
      expectedOutputAmount: outputAmount,
      remainingInputAmount: inputAmount,
      filledOutputAmount: 0n,
      tipAmount: 0n,
      numberOfFills: 0n,
      orderType,
      status: ORDER_STATUS.active,
      inVaultBump: vaultBump,
      flashIxLock: 0,
      permissionless: 0,
      lastUpdatedTimestamp: context.clock.unixTimestamp,
      flashStartTakerOutputBalance: 0n,
      counterparty: PublicKey.default,
      feePaid: 0n,
    }),
  });
  context.log(`Created order ${orderMeta.address.toBase58()}: ${inputAmount} for ${outputAmount}`);
}
