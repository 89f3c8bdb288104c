import { associatedTokenAddress, NATIVE_MINT, sameAddress, toPublicKey } from '@keel/chain-readers';
import type { LimitOrder, LimitOrderGlobalConfig } from '@keel/limit-order-programs';
import { PublicKey, SYSVAR_INSTRUCTIONS_PUBKEY, SYSVAR_RENT_PUBKEY } from '@solana/web3.js';
import type {
  AccountMetaView,
  InstructionContext,
} from '../../../chain/execution/instruction-context';
import { ANCHOR_ERRORS, anchorError, ProgramError } from '../../../chain/execution/program-error';
import {
  type ArgsReader,
  accountAt,
  requireAddress,
  requireMut,
  requireSigner,
} from '../../anchor/anchor-accounts';
import { tokenTransfer } from '../../runtime/token-cpi';
import {
  checkEventAccounts,
  isNone,
  loadGlobalConfig,
  loadInterfaceTokenAccount,
  loadOrder,
  requireConfigAuthority,
  requireTokenMintAndAuthority,
  writeGlobalConfig,
  writeOrder,
} from '../limit-order-accounts';
import { closeTokenAccount, createIntermediaryAccount, systemTransfer } from '../limit-order-cpi';
import { limitOrderFailure } from '../limit-order-errors';
import { minimumOutputOwed, STATUS, splitTip, statusAfterFill } from '../limit-order-rules';
import { loadOrderMint, requireSystemProgram, requireTokenProgram } from './order-checks';

const HANDLER = 'handlers/take_order.rs';
const OPERATIONS = 'operations.rs';

/** Express Relay (Pyth's PER), whose auction grants a taker the permission to fill an order. */
export const EXPRESS_RELAY_PROGRAM_ID = new PublicKey(
  'PytERJFhAKuNNuaiXkApLfWzwNwSNDACpigT3LwQfou',
);

function requireExpressRelayAccounts(
  context: InstructionContext,
  accounts: { relay: AccountMetaView; metadata: AccountMetaView; router: AccountMetaView },
  authority: PublicKey,
): void {
  if (!isNone(context, accounts.relay))
    requireAddress(accounts.relay, EXPRESS_RELAY_PROGRAM_ID, 'express_relay');
  const pda = (seeds: Buffer[]) =>
    PublicKey.findProgramAddressSync(seeds, EXPRESS_RELAY_PROGRAM_ID)[0];
  if (
    !isNone(context, accounts.metadata) &&
    !accounts.metadata.address.equals(pda([Buffer.from('metadata')]))
  )
    throw anchorError(ANCHOR_ERRORS.ConstraintSeeds, 'express_relay_metadata');
  if (
    !isNone(context, accounts.router) &&
    !accounts.router.address.equals(pda([Buffer.from('config_router'), authority.toBuffer()]))
  )
    throw anchorError(ANCHOR_ERRORS.ConstraintSeeds, 'config_router');
}

/**
 * `check_permission_and_get_tip`: an order is taken through Express Relay (a permission account)
 * or, if its maker made it permissionless, by anyone tipping what it offers; a counterparty set
 * by the maker must be the taker. Express Relay's `check_permission` CPI is not emulated: a
 * permission naming the order stands for a won auction and pays no fee.
 */
function permittedTip(
  context: InstructionContext,
  order: LimitOrder,
  taker: PublicKey,
  permission: AccountMetaView,
  permissionlessTip: bigint,
): { tip: bigint; viaRelay: boolean } {
  const viaRelay = !isNone(context, permission);
  if (order.permissionless === 0 && !viaRelay)
    throw limitOrderFailure('PermissionRequiredPermissionlessNotEnabled', `${HANDLER}:207`);
  if (
    !sameAddress(order.counterparty, PublicKey.default) &&
    !sameAddress(order.counterparty, taker)
  )
    throw limitOrderFailure('CounterpartyDisallowed', `${HANDLER}:211`);
  if (!viaRelay) return { tip: permissionlessTip, viaRelay };
  if (!permission.address.equals(toPublicKey(order.address)))
    throw limitOrderFailure('PermissionDoesNotMatchOrder', 'utils/constraints.rs:57');
  return { tip: 0n, viaRelay };
}

/** `take_order_calcs`: the output the taker pays for `input` must be at least the order's price. */
function takeEffects(order: LimitOrder, input: bigint, output: bigint): bigint {
  if (order.flashIxLock !== 0)
    throw limitOrderFailure('OrderWithinFlashOperation', `${OPERATIONS}:273`);
  if (input === 0n) throw limitOrderFailure('OrderInputAmountInvalid', `${OPERATIONS}:225`);
  if (order.status !== STATUS.active)
    throw limitOrderFailure('OrderNotActive', `${OPERATIONS}:227`);
  if (input > order.remainingInputAmount)
    throw limitOrderFailure('OrderInputAmountTooLarge', `${OPERATIONS}:232`);
  const owed = minimumOutputOwed(order, input);
  if (owed === null) throw limitOrderFailure('MathOverflow');
  if (output < owed) throw limitOrderFailure('OrderOutputAmountInvalid', `${OPERATIONS}:253`);
  return output;
}

/** `update_take_order_accounting_and_tips`. */
function accountFill(
  context: InstructionContext,
  config: LimitOrderGlobalConfig,
  order: LimitOrder,
  input: { inputAmount: bigint; outputAmount: bigint; tip: bigint },
): { order: LimitOrder; config: LimitOrderGlobalConfig } {
  const { host, maker } = splitTip(config.hostFeeBps, input.tip);
  const filled: LimitOrder = {
    ...order,
    remainingInputAmount: order.remainingInputAmount - input.inputAmount,
    filledOutputAmount: order.filledOutputAmount + input.outputAmount,
    tipAmount: order.tipAmount + maker,
    numberOfFills: order.numberOfFills + 1n,
    lastUpdatedTimestamp: context.clock.unixTimestamp,
  };
  return {
    order: { ...filled, status: statusAfterFill(filled) },
    config: {
      ...config,
      hostTipAmount: config.hostTipAmount + host,
      totalTipAmount: config.totalTipAmount + input.tip,
    },
  };
}

/** `validate_pda_authority_balance_and_update_accounting` after the tip reached the authority. */
function validateTipBalance(
  config: LimitOrderGlobalConfig,
  authorityLamports: bigint,
  tip: bigint,
): LimitOrderGlobalConfig {
  if (authorityLamports < config.pdaAuthorityPreviousLamportsBalance)
    throw new ProgramError('ProgramFailedToComplete', [
      `Program log: panicked at ${OPERATIONS}:356: attempt to subtract with overflow`,
    ]);
  if (authorityLamports - config.pdaAuthorityPreviousLamportsBalance < tip)
    throw limitOrderFailure('InvalidTipTransferAmount', `${OPERATIONS}:355`);
  if (authorityLamports < config.totalTipAmount)
    throw limitOrderFailure('InvalidTipBalance', `${OPERATIONS}:360`);
  return { ...config, pdaAuthorityPreviousLamportsBalance: authorityLamports };
}

/**
 * take_order(input_amount, min_output_amount, tip_amount_permissionless_taking)
 * (handlers/take_order.rs): the taker gets `input_amount` of the order's input from the escrow and
 * pays the maker `min_output_amount` of its output, at least the order's price for it; wrapped-SOL
 * output reaches the maker as SOL through the order's intermediary account. The permissionless
 * taker's tip goes to the PDA authority, shared between the host (`host_fee_bps`) and the maker.
 * The KRFQ route is not emulated.
 */
export function takeOrder(context: InstructionContext, args: ArgsReader): void {
  const inputAmount = args.u64();
  const minOutputAmount = args.u64();
  const permissionlessTip = args.u64();
  const taker = accountAt(context, 0, 'taker');
  const maker = accountAt(context, 1, 'maker');
  const configMeta = accountAt(context, 2, 'global_config');
  const authority = accountAt(context, 3, 'pda_authority');
  const orderMeta = accountAt(context, 4, 'order');
  const inputMintMeta = accountAt(context, 5, 'input_mint');
  const outputMintMeta = accountAt(context, 6, 'output_mint');
  const vaultMeta = accountAt(context, 7, 'input_vault');
  const takerInputMeta = accountAt(context, 8, 'taker_input_ata');
  const takerOutputMeta = accountAt(context, 9, 'taker_output_ata');
  const intermediary = accountAt(context, 10, 'intermediary_output_token_account');
  const makerOutputMeta = accountAt(context, 11, 'maker_output_ata');
  const relay = accountAt(context, 12, 'express_relay');
  const metadata = accountAt(context, 13, 'express_relay_metadata');
  requireAddress(
    accountAt(context, 14, 'sysvar_instructions'),
    SYSVAR_INSTRUCTIONS_PUBKEY,
    'sysvar_instructions',
  );
  const permission = accountAt(context, 15, 'permission');
  const router = accountAt(context, 16, 'config_router');
  const krfqProgram = accountAt(context, 17, 'krfq_program');
  const inputProgram = requireTokenProgram(
    accountAt(context, 19, 'input_token_program'),
    'input_token_program',
  );
  const outputProgram = requireTokenProgram(
    accountAt(context, 20, 'output_token_program'),
    'output_token_program',
  );
  requireAddress(accountAt(context, 21, 'rent'), SYSVAR_RENT_PUBKEY, 'rent', true);
  requireSystemProgram(accountAt(context, 22, 'system_program'));
  checkEventAccounts(
    context,
    accountAt(context, 23, 'event_authority'),
    accountAt(context, 24, 'program'),
  );
  if (!isNone(context, krfqProgram))
    throw new ProgramError('InvalidInstructionData', [
      'Program log: the sandbox does not emulate the KRFQ route of take_order',
    ]);

  requireSigner(taker, 'taker');
  const loadedConfig = loadGlobalConfig(context, configMeta).data;
  const loadedOrder = loadOrder(context, orderMeta).data;
  const inputMint = loadOrderMint(context, inputMintMeta, inputProgram, 'input_mint');
  const outputMint = loadOrderMint(context, outputMintMeta, outputProgram, 'output_mint');
  const vault = loadInterfaceTokenAccount(context, vaultMeta, 'input_vault');
  const takerInput = loadInterfaceTokenAccount(context, takerInputMeta, 'taker_input_ata');
  const takerOutput = loadInterfaceTokenAccount(context, takerOutputMeta, 'taker_output_ata');
  const makerOutput = isNone(context, makerOutputMeta)
    ? null
    : loadInterfaceTokenAccount(context, makerOutputMeta, 'maker_output_ata');

  requireMut(taker, 'taker');
  requireMut(maker, 'maker');
  if (!maker.address.equals(toPublicKey(loadedOrder.maker)))
    throw anchorError(ANCHOR_ERRORS.ConstraintAddress, 'maker');
  requireMut(configMeta, 'global_config');
  requireConfigAuthority(authority, loadedConfig);
  requireMut(authority, 'pda_authority');
  requireMut(orderMeta, 'order');
  if (
    !sameAddress(loadedOrder.globalConfig, configMeta.address) ||
    !sameAddress(loadedOrder.inputMint, inputMintMeta.address) ||
    !sameAddress(loadedOrder.outputMint, outputMintMeta.address)
  )
    throw anchorError(ANCHOR_ERRORS.ConstraintHasOne, 'order');
  requireMut(vaultMeta, 'input_vault');
  let expectedVault: PublicKey | null = null;
  try {
    expectedVault = PublicKey.createProgramAddressSync(
      [
        Buffer.from('escrow_vault'),
        configMeta.address.toBuffer(),
        inputMintMeta.address.toBuffer(),
        Uint8Array.of(loadedOrder.inVaultBump),
      ],
      context.programId,
    );
  } catch {
    expectedVault = null;
  }
  if (expectedVault === null || !vaultMeta.address.equals(expectedVault))
    throw anchorError(ANCHOR_ERRORS.ConstraintSeeds, 'input_vault');
  requireTokenMintAndAuthority(vault, inputMintMeta.address, authority.address, 'input_vault');
  requireMut(takerInputMeta, 'taker_input_ata');
  requireTokenMintAndAuthority(takerInput, inputMintMeta.address, taker.address, 'taker_input_ata');
  requireMut(takerOutputMeta, 'taker_output_ata');
  requireTokenMintAndAuthority(
    takerOutput,
    outputMintMeta.address,
    taker.address,
    'taker_output_ata',
  );
  const [intermediaryAddress] = PublicKey.findProgramAddressSync(
    [Buffer.from('intermediary'), orderMeta.address.toBuffer()],
    context.programId,
  );
  if (!isNone(context, intermediary)) {
    requireMut(intermediary, 'intermediary_output_token_account');
    if (!intermediary.address.equals(intermediaryAddress))
      throw anchorError(ANCHOR_ERRORS.ConstraintSeeds, 'intermediary_output_token_account');
  }
  if (makerOutput !== null) {
    requireMut(makerOutputMeta, 'maker_output_ata');
    requireTokenMintAndAuthority(
      makerOutput,
      outputMintMeta.address,
      maker.address,
      'maker_output_ata',
    );
  }
  requireExpressRelayAccounts(context, { relay, metadata, router }, authority.address);

  if (loadedConfig.ordersTakingBlocked > 0)
    throw limitOrderFailure('OrderTakingBlocked', 'utils/constraints.rs:35');
  if (loadedConfig.emergencyMode > 0)
    throw limitOrderFailure('EmergencyModeEnabled', 'utils/constraints.rs:14');

  const { tip, viaRelay } = permittedTip(
    context,
    loadedOrder,
    taker.address,
    permission,
    permissionlessTip,
  );
  const outputAmount = takeEffects(loadedOrder, inputAmount, minOutputAmount);
  const filled = accountFill(context, loadedConfig, loadedOrder, {
    inputAmount,
    outputAmount,
    tip,
  });

  const outputIsSol = outputMintMeta.address.equals(toPublicKey(NATIVE_MINT));
  const output = { address: outputMintMeta.address, decimals: outputMint.decimals };
  if (outputIsSol) {
    if (isNone(context, intermediary))
      throw limitOrderFailure('IntermediaryOutputTokenAccountRequired');
    createIntermediaryAccount(context, {
      authority: authority.address,
      address: intermediary.address,
      tokenProgram: outputProgram,
    });
    tokenTransfer(context, {
      tokenProgram: outputProgram,
      source: takerOutputMeta.address,
      destination: intermediary.address,
      authority: taker.address,
      amount: outputAmount,
      mint: output,
    });
    closeTokenAccount(context, {
      tokenProgram: outputProgram,
      account: intermediary.address,
      destination: authority.address,
      owner: authority.address,
    });
    systemTransfer(context, {
      from: authority.address,
      to: maker.address,
      lamports: outputAmount,
      pdaSigned: true,
    });
  } else {
    if (makerOutput === null) throw limitOrderFailure('MakerOutputAtaRequired');
    const ata = associatedTokenAddress(maker.address, outputMintMeta.address, outputProgram);
    if (!makerOutputMeta.address.equals(toPublicKey(ata.address)))
      throw limitOrderFailure('InvalidAtaAddress', 'utils/constraints.rs:78');
    tokenTransfer(context, {
      tokenProgram: outputProgram,
      source: takerOutputMeta.address,
      destination: makerOutputMeta.address,
      authority: taker.address,
      amount: outputAmount,
      mint: output,
    });
  }
  tokenTransfer(context, {
    tokenProgram: inputProgram,
    source: vaultMeta.address,
    destination: takerInputMeta.address,
    authority: authority.address,
    amount: inputAmount,
    mint: { address: inputMintMeta.address, decimals: inputMint.decimals },
    pdaSigned: true,
  });

  if (!viaRelay)
    systemTransfer(context, { from: taker.address, to: authority.address, lamports: tip });
  const authorityLamports = context.read(authority.address)?.lamports ?? 0n;
  writeGlobalConfig(context, validateTipBalance(filled.config, authorityLamports, tip));
  writeOrder(context, filled.order);
  context.log(`input_to_send_to_taker: ${inputAmount}`);
  context.log(`output_to_send_to_maker: ${outputAmount}`);
}
