import { ORDER_SIZE } from '@keel/limit-order-programs';
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
  escrowVaultAddress,
  loadGlobalConfig,
  loadInterfaceTokenAccount,
  requireConfigAuthority,
  requireTokenMintAndAuthority,
  writeOrder,
} from '../limit-order-accounts';
import { systemTransfer } from '../limit-order-cpi';
import { limitOrderFailure } from '../limit-order-errors';
import { ORDER_TYPES, STATUS } from '../limit-order-rules';
import { loadOrderMint, requireSystemProgram, requireTokenProgram } from './order-checks';

const SOURCE = 'handlers/create_order.rs';

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
 * create_order(input_amount, output_amount, order_type) (handlers/create_order.rs): escrows the
 * maker's input in the config's existing vault of the input mint (initialize_vault creates it;
 * create_order does not), writes the order active with all its input remaining, and takes the
 * config's `ata_creation_cost + txn_fee_cost` lamports from the maker onto the order account,
 * recorded as `fee_paid` (returned with the account at close, as limo-sdk 3.1.0's Order says).
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
  const makerAtaMeta = accountAt(context, 6, 'maker_ata');
  const vaultMeta = accountAt(context, 7, 'input_vault');
  const inputProgram = requireTokenProgram(
    accountAt(context, 8, 'input_token_program'),
    'input_token_program',
  );
  const outputProgram = requireTokenProgram(
    accountAt(context, 9, 'output_token_program'),
    'output_token_program',
  );
  requireSystemProgram(accountAt(context, 10, 'system_program'));
  checkEventAccounts(
    context,
    accountAt(context, 11, 'event_authority'),
    accountAt(context, 12, 'program'),
  );

  // Anchor's try_accounts: each account deserialised in order, then the constraints.
  requireSigner(maker, 'maker');
  const config = loadGlobalConfig(context, configMeta).data;
  checkBlankOrder(context, orderMeta.address);
  const inputMint = loadOrderMint(context, inputMintMeta, inputProgram, 'input_mint');
  loadOrderMint(context, outputMintMeta, outputProgram, 'output_mint');
  const makerAta = loadInterfaceTokenAccount(context, makerAtaMeta, 'maker_ata');
  const vault = loadInterfaceTokenAccount(context, vaultMeta, 'input_vault');

  requireMut(maker, 'maker');
  requireMut(configMeta, 'global_config');
  requireConfigAuthority(authority, config);
  requireMut(orderMeta, 'order');
  requireMut(makerAtaMeta, 'maker_ata');
  requireTokenMintAndAuthority(makerAta, inputMintMeta.address, maker.address, 'maker_ata');
  requireMut(vaultMeta, 'input_vault');
  const [expectedVault, vaultBump] = escrowVaultAddress(
    context,
    configMeta.address,
    inputMintMeta.address,
  );
  if (!vaultMeta.address.equals(expectedVault))
    throw anchorError(ANCHOR_ERRORS.ConstraintSeeds, 'input_vault');
  requireTokenMintAndAuthority(vault, inputMintMeta.address, authority.address, 'input_vault');

  // #[access_control] in the order lib.rs lists them.
  if (config.newOrdersBlocked > 0)
    throw limitOrderFailure('CreatingNewOrdersBlocked', 'utils/constraints.rs:28');
  if (config.emergencyMode > 0)
    throw limitOrderFailure('EmergencyModeEnabled', 'utils/constraints.rs:14');

  if (inputAmount === 0n) throw limitOrderFailure('OrderInputAmountInvalid', `${SOURCE}:26`);
  if (outputAmount === 0n) throw limitOrderFailure('OrderOutputAmountInvalid', `${SOURCE}:27`);
  if (inputMintMeta.address.equals(outputMintMeta.address))
    throw limitOrderFailure('OrderSameMint', `${SOURCE}:28`);
  if (!ORDER_TYPES.includes(orderType)) throw limitOrderFailure('OrderTypeInvalid');

  const costs = config.ataCreationCost + config.txnFeeCost;
  writeOrder(context, {
    address: orderMeta.address,
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
    status: STATUS.active,
    inVaultBump: vaultBump,
    flashIxLock: 0,
    permissionless: 0,
    lastUpdatedTimestamp: context.clock.unixTimestamp,
    flashStartTakerOutputBalance: 0n,
    counterparty: PublicKey.default,
    feePaid: costs,
  });
  tokenTransfer(context, {
    tokenProgram: inputProgram,
    source: makerAtaMeta.address,
    destination: vaultMeta.address,
    authority: maker.address,
    amount: inputAmount,
    mint: { address: inputMintMeta.address, decimals: inputMint.decimals },
  });
  if (costs > 0n)
    systemTransfer(context, { from: maker.address, to: orderMeta.address, lamports: costs });
  context.log(
    `Created order ${orderMeta.address.toBase58()}, input_amount ${inputAmount}, input_mint ${inputMintMeta.address.toBase58()}, output_amount ${outputAmount}, output_mint ${outputMintMeta.address.toBase58()}`,
  );
}
