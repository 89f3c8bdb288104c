export {
  type VaultShareState,
  vaultSharesForDeposit,
  vaultSharesForWithdrawal,
  vaultTokensForShares,
  vaultTokensPerShare,
} from './vault-shares';
