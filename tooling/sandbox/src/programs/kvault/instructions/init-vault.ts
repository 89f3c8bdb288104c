import {
  encodeMint,
  MINT_SIZE,
  SYSTEM_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  toPublicKey,
} from '@keel/chain-readers';
import { encodeVaultState, VAULT_STATE_SIZE } from '@keel/vault-programs';
import { PublicKey, SYSVAR_RENT_PUBKEY } from '@solana/web3.js';
import type { InstructionContext } from '../../../chain/execution/instruction-context';
import { ANCHOR_ERRORS, anchorError } from '../../../chain/execution/program-error';
import type { LedgerAccount } from '../../../chain/ledger-account';
import { readMint } from '../../../spl/token-accounts';
import {
  accountAt,
  requireAddress,
  requireMut,
  requireProgram,
  requireSeeds,
  requireSigner,
} from '../../anchor/anchor-accounts';
import { invokeInner } from '../../runtime/cpi-log';
import { createProgramAccount } from '../../runtime/system-cpi';
import { initializeTokenAccount, tokenTransfer } from '../../runtime/token-cpi';
import { requireTokenAccount } from '../kvault-accounts';

/** The first deposit init_vault takes from the admin (raw tokens): its shares are never minted. */
const INITIAL_DEPOSIT = 1000n;
const ZERO = PublicKey.default;

/**
 * init_vault(): the vault state (a zeroed account of the program, `#[account(zero)]`), its token
 * vault and shares mint at their PDAs, and a first deposit from the admin that backs shares no
 * one holds (so the share price can never be reset to zero).
 */
export function initVault(context: InstructionContext): void {
  const admin = accountAt(context, 0, 'admin_authority');
  const vaultMeta = accountAt(context, 1, 'vault_state');
  const authority = accountAt(context, 2, 'base_vault_authority');
  const tokenVault = accountAt(context, 3, 'token_vault');
  const tokenMint = accountAt(context, 4, 'base_token_mint');
  const sharesMint = accountAt(context, 5, 'shares_mint');
  const adminTokenAccount = accountAt(context, 6, 'admin_token_account');
  requireProgram(
    accountAt(context, 7, 'system_program'),
    toPublicKey(SYSTEM_PROGRAM_ID),
    'system_program',
  );
  requireAddress(accountAt(context, 8, 'rent'), SYSVAR_RENT_PUBKEY, 'rent', true);
  const tokenProgram = accountAt(context, 9, 'token_program');
  requireProgram(
    accountAt(context, 10, 'shares_token_program'),
    toPublicKey(TOKEN_PROGRAM_ID),
    'shares_token_program',
  );
  requireSigner(admin, 'admin_authority');
  requireMut(admin, 'admin_authority');
  requireMut(vaultMeta, 'vault_state');
  const existing = context.read(vaultMeta.address);
  if (existing === null || !existing.owner.equals(context.programId)) {
    throw anchorError(ANCHOR_ERRORS.AccountOwnedByWrongProgram, 'vault_state');
  }
  if (
    existing.data.length !== VAULT_STATE_SIZE ||
    existing.data.subarray(0, 8).some((b) => b !== 0)
  ) {
    throw anchorError(ANCHOR_ERRORS.AccountDiscriminatorAlreadySet, 'vault_state');
  }
  const vault = vaultMeta.address;
  const program = context.programId;
  const bump = requireSeeds(
    authority,
    [Buffer.from('authority'), vault.toBuffer()],
    program,
    'base_vault_authority',
  );
  requireSeeds(tokenVault, [Buffer.from('token_vault'), vault.toBuffer()], program, 'token_vault');
  requireSeeds(sharesMint, [Buffer.from('shares'), vault.toBuffer()], program, 'shares_mint');
  const mintState = context.read(tokenMint.address);
  const mint = readMint(tokenMint.address, mintState);
  if (mintState === null || mint === null) {
    throw anchorError(ANCHOR_ERRORS.AccountNotInitialized, 'base_token_mint');
  }
  requireProgram(tokenProgram, mintState.owner, 'token_program');
  requireTokenAccount(context, adminTokenAccount, 'admin_token_account');

  initializeTokenAccount(context, {
    tokenProgram: mintState.owner,
    payer: admin.address,
    address: tokenVault.address,
    mint: tokenMint.address,
    owner: authority.address,
  });
  createProgramAccount(context, {
    payer: admin.address,
    address: sharesMint.address,
    space: MINT_SIZE,
    owner: toPublicKey(TOKEN_PROGRAM_ID),
  });
  const initData = Buffer.alloc(67);
  initData[0] = 20; // InitializeMint2
  initData[1] = mint.decimals;
  authority.address.toBuffer().copy(initData, 2);
  invokeInner(
    context,
    {
      programId: toPublicKey(TOKEN_PROGRAM_ID),
      accounts: [sharesMint.address],
      data: initData,
      units: 2_900,
    },
    (log) => {
      log('Instruction: InitializeMint2');
      const created = context.read(sharesMint.address) as LedgerAccount;
      context.writeAs(toPublicKey(TOKEN_PROGRAM_ID), sharesMint.address, {
        ...created,
        data: encodeMint({
          mintAuthority: authority.address,
          supply: 0n,
          decimals: mint.decimals,
          isInitialized: true,
          freezeAuthority: null,
        }),
      });
    },
  );
  tokenTransfer(context, {
    tokenProgram: mintState.owner,
    source: adminTokenAccount.address,
    destination: tokenVault.address,
    authority: admin.address,
    amount: INITIAL_DEPOSIT,
    mint: { address: tokenMint.address, decimals: mint.decimals },
  });
  const decimals = BigInt(mint.decimals);
  context.write(vault, {
    ...existing,
    data: encodeVaultState({
      vaultAdminAuthority: admin.address,
      baseVaultAuthority: authority.address,
      baseVaultAuthorityBump: BigInt(bump),
      tokenMint: tokenMint.address,
      tokenMintDecimals: decimals,
      tokenVault: tokenVault.address,
      tokenProgram: mintState.owner,
      sharesMint: sharesMint.address,
      sharesMintDecimals: decimals,
      tokenAvailable: INITIAL_DEPOSIT,
      sharesIssued: INITIAL_DEPOSIT,
      availableCrankFunds: 0n,
      unallocatedWeight: 0n,
      performanceFeeBps: 0n,
      managementFeeBps: 0n,
      lastFeeChargeTimestamp: context.clock.unixTimestamp,
      prevAumSf: INITIAL_DEPOSIT << 60n,
      pendingFeesSf: 0n,
      vaultAllocationStrategy: [],
      minDepositAmount: 0n,
      minWithdrawAmount: 0n,
      minInvestAmount: 0n,
      minInvestDelaySlots: 0n,
      crankFundFeePerReserve: 0n,
      pendingAdmin: ZERO,
      cumulativeEarnedInterestSf: 0n,
      cumulativeMgmtFeesSf: 0n,
      cumulativePerfFeesSf: 0n,
      name: '',
      vaultLookupTable: ZERO,
      vaultFarm: ZERO,
      creationTimestamp: context.clock.unixTimestamp,
      unallocatedTokensCap: 0n,
      allocationAdmin: admin.address,
      withdrawalPenaltyLamports: 0n,
      withdrawalPenaltyBps: 0n,
      firstLossCapitalFarm: ZERO,
      allowAllocationsInWhitelistedReservesOnly: 0,
      allowInvestInWhitelistedReservesOnly: 0,
      rewardPerSecond: 0n,
      rewardLastIssuanceTs: 0n,
      rewardsAvailable: 0n,
      cumulativeRewardsDistributed: 0n,
    }),
  });
}
