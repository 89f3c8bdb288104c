import { KLEND_PROGRAM_ID, sameAddress, TOKEN_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import type { InstructionContext } from '../../../chain/execution/instruction-context';
import {
  type ArgsReader,
  accountAt,
  requireMut,
  requireProgram,
  requireSigner,
} from '../../anchor/anchor-accounts';
import { panic } from '../../klend/anchor-errors';
import { tokenMintTo, tokenTransfer } from '../../runtime/token-cpi';
import {
  loadVault,
  requireBaseAuthority,
  requireEventAccounts,
  requireTokenAccount,
  requireVaultKeys,
  writeVault,
} from '../kvault-accounts';
import { vaultFailure } from '../kvault-errors';
import { chargedHoldings, refreshVaultReserves } from '../kvault-holdings';
import { reservesWithAllocationCount } from '../vault-allocations';
import { refreshRewards } from '../vault-fees';
import { fromU64 } from '../vault-fraction';
import { amountToDepositForShares, sharesToMint } from '../vault-shares';

const HANDLER = 'handlers/handler_deposit.rs';
const OPERATIONS = 'operations/vault_operations.rs';
/** Accounts before the remaining ones (the vault's reserves, then their markets). */
const FIXED_ACCOUNTS = 13;

/**
 * deposit(max_amount) as handler_deposit.rs runs it: the vault's reserves refreshed by CPI, the
 * reward stream and the fees brought to now, shares minted at the AUM (issued × amount / ⌈AUM⌉,
 * floored), the tokens they are worth (rounded up) plus the crank fund fee per allocated reserve
 * moved from the user into the token vault.
 */
export function deposit(context: InstructionContext, args: ArgsReader): void {
  const maxAmount = args.u64();
  const user = accountAt(context, 0, 'user');
  const vaultMeta = accountAt(context, 1, 'vault_state');
  const tokenVault = accountAt(context, 2, 'token_vault');
  const tokenMint = accountAt(context, 3, 'token_mint');
  const authority = accountAt(context, 4, 'base_vault_authority');
  const sharesMint = accountAt(context, 5, 'shares_mint');
  const userTokenAta = accountAt(context, 6, 'user_token_ata');
  const userSharesAta = accountAt(context, 7, 'user_shares_ata');
  const klendProgram = accountAt(context, 8, 'klend_program');
  const tokenProgram = accountAt(context, 9, 'token_program');
  const sharesTokenProgram = accountAt(context, 10, 'shares_token_program');
  requireEventAccounts(
    context,
    accountAt(context, 11, 'event_authority'),
    accountAt(context, 12, 'program'),
  );
  requireSigner(user, 'user');
  requireMut(user, 'user');
  const vault = loadVault(context, vaultMeta);
  const state = vault.data;
  requireVaultKeys(state, {
    tokenVault: tokenVault.address,
    tokenMint: tokenMint.address,
    baseVaultAuthority: authority.address,
    sharesMint: sharesMint.address,
  });
  requireMut(tokenVault, 'token_vault');
  requireMut(sharesMint, 'shares_mint');
  requireMut(userTokenAta, 'user_token_ata');
  requireMut(userSharesAta, 'user_shares_ata');
  requireProgram(klendProgram, toPublicKey(KLEND_PROGRAM_ID), 'klend_program');
  requireProgram(tokenProgram, toPublicKey(state.tokenProgram), 'token_program');
  requireProgram(sharesTokenProgram, toPublicKey(TOKEN_PROGRAM_ID), 'shares_token_program');
  const userTokens = requireTokenAccount(context, userTokenAta, 'user_token_ata');
  const userShares = requireTokenAccount(context, userSharesAta, 'user_shares_ata');
  if (!sameAddress(userTokens.mint, state.tokenMint)) throw vaultFailure('TokenMintIncorrect');
  if (!sameAddress(userShares.mint, state.sharesMint)) throw vaultFailure('SharesMintIncorrect');
  const signer = requireBaseAuthority(context, state);

  // The handler's own first check, before any account is read for valuation.
  if (maxAmount === 0n) throw vaultFailure('DepositAmountsZero', `${HANDLER}:23`);
  refreshVaultReserves(context, state, FIXED_ACCOUNTS);
  const now = context.clock.unixTimestamp;
  const rewarded = refreshRewards(state, now);
  const crankFunds = reservesWithAllocationCount(rewarded) * rewarded.crankFundFeePerReserve;
  if (crankFunds > maxAmount) panic('attempt to subtract with overflow');
  const charged = chargedHoldings(context, rewarded, FIXED_ACCOUNTS);
  const { aumBits } = charged;
  const issued = charged.state.sharesIssued;
  const shares = sharesToMint(aumBits, maxAmount - crankFunds, issued);
  const amount = amountToDepositForShares(issued, aumBits, shares);
  if (amount < charged.state.minDepositAmount) {
    throw vaultFailure('DepositAmountBelowMinimum', `${OPERATIONS}:91`);
  }
  if (shares === 0n) throw vaultFailure('DepositAmountsZeroShares', `${OPERATIONS}:95`);
  context.log(`Deposit: ${amount} tokens for ${shares} shares (AUM bits ${aumBits})`);
  tokenTransfer(context, {
    tokenProgram: toPublicKey(state.tokenProgram),
    source: userTokenAta.address,
    destination: tokenVault.address,
    authority: user.address,
    amount: amount + crankFunds,
    mint: { address: toPublicKey(state.tokenMint), decimals: Number(state.tokenMintDecimals) },
  });
  tokenMintTo(context, {
    tokenProgram: toPublicKey(TOKEN_PROGRAM_ID),
    mint: toPublicKey(state.sharesMint),
    destination: userSharesAta.address,
    authority: signer,
    amount: shares,
    pdaSigned: true,
  });
  writeVault(context, vault, {
    ...charged.state,
    tokenAvailable: charged.state.tokenAvailable + amount,
    sharesIssued: issued + shares,
    prevAumSf: aumBits + fromU64(amount),
    availableCrankFunds: charged.state.availableCrankFunds + crankFunds,
  });
}
