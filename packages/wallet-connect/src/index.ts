// Storage

// Error reporting
export {
  ERROR_REPORTING_SAMPLING,
  type ErrorReporterConfig,
  type ErrorReporterFactory,
  resolveErrorReporter,
} from './errors/errorReporterConfig';
export {
  createErrorReporting,
  type ErrorContext,
  type ErrorReporter,
  type ErrorReporting,
  errorMessageOf,
  noopErrorReporter,
} from './errors/errorReporting';
// Transaction notifications
export { explorerTransactionUrl } from './notifications/explorerLink';
export {
  applyPipelineEvent,
  confirmingText,
  createTransactionNotification,
  type NotificationAmount,
  type NotificationTokenInfo,
  notificationStatus,
  type TransactionDetail,
  type TransactionNotification,
  type TransactionNotificationItem,
  type TransactionStatus,
  transactionItemLabel,
} from './notifications/transactionNotification';
// RPC settings
export {
  createChainSelectionStorage,
  defaultNetwork,
  isCustomNetwork,
  parseStoredNetwork,
  readSelectedNetwork,
  resolveStoredNetwork,
} from './rpc/chainSelectionStorage';
export {
  createRpcSettingsStore,
  type RpcSelection,
  type RpcSettingsState,
  type RpcSettingsStore,
  type RpcSettingsStoreOptions,
  type RpcSettingsView,
  rpcSettingsView,
} from './rpc/rpcSettingsStore';
export {
  isValidRpcUrl,
  parseRpcUrl,
  RPC_URL_ERROR,
  RPC_URL_INVALID_DESCRIPTION,
  RPC_URL_INVALID_MESSAGE,
  type RpcUrlError,
} from './rpc/rpcUrl';
export { useRpcSettings } from './rpc/useRpcSettings';
// Sandbox wallet
export { createSandboxWalletAdapter } from './sandbox/createSandboxWallet';
export {
  createRejectingSandboxWalletAdapter,
  RejectingSandboxWalletAdapter,
  RejectingSandboxWalletName,
  SANDBOX_REJECTION_MESSAGE,
} from './sandbox/RejectingSandboxWalletAdapter';
export {
  AIRDROP_FAILED_MESSAGE,
  AirdropFailedError,
  type AirdropRpc,
  requestAirdrop,
} from './sandbox/requestAirdrop';
export { SandboxWalletAdapter, SandboxWalletName } from './sandbox/SandboxWalletAdapter';
export {
  assertSandboxNetwork,
  isMainnetNetwork,
  SandboxWalletOnMainnetError,
} from './sandbox/sandboxGuard';
export { InvalidSandboxKeyError, type SandboxKey, sandboxKeypair } from './sandbox/sandboxKeypair';
// Transaction settings
export {
  DEFAULT_CUSTOM_PRIORITY_FEE,
  DEFAULT_PRIORITY_FEE_TYPE,
  DEFAULT_SLIPPAGES,
  type DefaultSlippages,
  isPriorityFeeType,
  MAX_SLIPPAGE_PERCENT,
  PRIORITY_FEE_TYPES,
  type PriorityFeeType,
  TRANSACTION_SETTINGS_EXPIRY_MS,
} from './settings/transactionSettingsDefaults';
export {
  createTransactionSettingsStore,
  InvalidTransactionSettingError,
  nextSettingsExpiryAt,
  type TransactionSettingsActions,
  type TransactionSettingsState,
  type TransactionSettingsStore,
  type TransactionSettingsStoreOptions,
  type TransactionSettingsValues,
} from './settings/transactionSettingsStore';
export { useTransactionSettings } from './settings/useTransactionSettings';
export { type ExpiryTimers, watchTransactionSettingsExpiry } from './settings/watchSettingsExpiry';
export {
  browserLocalStorage,
  type KeyValueStorage,
  memoryStorage,
  safeStorage,
} from './storage/keyValueStorage';
export { type WalletStorageKeys, walletStorageKeys } from './storage/storageKeys';

// Terms
export { encodeTermsMessage, termsAcknowledgementMessage } from './terms/acknowledgementMessage';
export {
  CONNECT_WALLET_FAILED_MESSAGE,
  type ConfirmTermsEffects,
  type ConfirmTermsInput,
  type ConfirmTermsResult,
  confirmTerms,
} from './terms/confirmTerms';
export {
  type ConnectButtonAction,
  type ConnectButtonInput,
  connectButtonAction,
} from './terms/connectButtonAction';
export {
  canSignMessages,
  MessageSigningUnsupportedError,
  signMessageWithAdapter,
} from './terms/signMessageWithAdapter';
export {
  ACCEPT_TERMS_TOOLTIP,
  SCROLL_TERMS_TOOLTIP,
  type TermsGateInput,
  type TermsGateState,
  termsGateState,
} from './terms/termsGate';
export {
  isScrolledToBottom,
  SCROLL_BOTTOM_TOLERANCE_PX,
  type ScrollMetrics,
} from './terms/termsScroll';
export { createTermsStorage, type TermsStorage } from './terms/termsStorage';
export { type TermsGate, type UseTermsGateOptions, useTermsGate } from './terms/useTermsGate';
// Transaction pipeline
export {
  type BuildTransactionInput,
  buildTransaction,
  isComputeBudgetInstruction,
  PIPELINE_INSTRUCTION_OFFSET,
  writableAccounts,
} from './transactions/buildTransaction';
export {
  computeUnitLimit,
  DEFAULT_COMPUTE_UNIT_MARGIN_PERCENT,
  MAX_COMPUTE_UNITS,
} from './transactions/computeUnits';
export {
  type ConfirmTransactionInput,
  confirmTransaction,
  DEFAULT_POLL_INTERVAL_MS,
} from './transactions/confirmTransaction';
export { fetchLookupTables } from './transactions/lookupTables';
export {
  createTransactionPipeline,
  DEFAULT_RESEND_INTERVAL_MS,
  type RunOptions,
  type TransactionPipeline,
  type TransactionPipelineConfig,
} from './transactions/pipeline';
export type {
  PipelineEvent,
  PipelineSettings,
  TransactionRequest,
  TransactionResult,
  TransactionSigner,
} from './transactions/pipelineTypes';
export {
  type ComputeUnitPriceInput,
  computeUnitPrice,
  DEFAULT_MAX_PRIORITY_FEE_SOL,
  feePercentile,
  PRIORITY_FEE_LEVELS,
  priorityFeeSol,
} from './transactions/priorityFee';
export {
  createProgramErrorRegistry,
  type ProgramErrorRegistry,
  programErrorRegistry,
} from './transactions/programErrorRegistry';
export {
  describeRuntimeError,
  type ProgramErrorInfo,
  parseInstructionError,
  programErrorOf,
} from './transactions/runtimeError';
export { type SendToAllOptions, sendToAll } from './transactions/sendTransaction';
export {
  type CheckedFigure,
  isNothingToCompare,
  type NothingToCompare,
  nothingToCompare,
  type SimulatedAccount,
  type SimulatedWallet,
  type SimulationCheck,
  type SimulationVerdict,
} from './transactions/simulationCheck';
export {
  BlockhashExpiredError,
  ConfirmationTimeoutError,
  LookupTableNotFoundError,
  PreviewDisagreesError,
  SendFailedError,
  SimulationFailedError,
  TransactionCancelledError,
  TransactionFailedError,
  TransactionPipelineError,
  WalletCannotSignError,
} from './transactions/transactionErrors';
export type { PipelineConnections, TransactionRpc } from './transactions/transactionRpc';
export {
  NATIVE_SOL_MINT,
  type TokenMovement,
  walletMovements,
} from './transactions/walletMovements';
// Wallet list
export { isDeepLinkWallet, walletDeepLink } from './wallets/deepLinks';
export {
  type EmbeddedLoginMethod,
  type EmbeddedWalletProvider,
  type EmbeddedWalletProviderFactory,
  embeddedWalletAdapters,
  type OnboardingOption,
  type OnboardingOptionsInput,
  onboardingOptions,
  resolveEmbeddedWalletProvider,
  withoutUnconfiguredEmbeddedWallet,
} from './wallets/embeddedWallet';
export {
  MAGIC_REDIRECT_PENDING_KEY,
  MagicWalletAdapter,
  type MagicWalletAdapterOptions,
  MagicWalletName,
} from './wallets/magic/MagicWalletAdapter';
export {
  type MagicClient,
  type MagicClientLoader,
  type MagicClientOptions,
  type MagicOAuthProvider,
  magicClientLoader,
} from './wallets/magic/magicClient';
export {
  createMagicEmbeddedWalletProvider,
  MAGIC_LOGIN_METHODS,
  type MagicEmbeddedWalletOptions,
  UnsupportedMagicLoginError,
} from './wallets/magic/magicEmbeddedWalletProvider';
export { monogramIcon } from './wallets/monogramIcon';
export { isCoinbaseInjected, isMetamaskInjected, isMobileUserAgent } from './wallets/platform';
export { suggestedWalletEntry, withSuggestedWallets } from './wallets/suggestedWallets';
export { createLegacyWalletAdapters } from './wallets/walletAdapters';
export {
  type AdapterWalletEntry,
  type AdapterWithReadyState,
  type WalletEntry,
  walletEntryFromAdapter,
} from './wallets/walletEntry';
export { WALLET_DOWNLOAD_URLS, walletDownloadUrl } from './wallets/walletLinks';
export {
  DEEP_LINK_WALLET_NAMES,
  PREFERRED_WALLET_ORDER,
  SIDE_PANEL_WALLET_COUNT,
  SUGGESTED_WALLET_NAMES,
  WALLET_NAMES,
} from './wallets/walletNames';
export {
  defaultDisclaimerWallet,
  isRecentWallet,
  sortWallets,
  splitSidePanelWallets,
} from './wallets/walletOrder';
export {
  type WalletSelectionAction,
  type WalletSelectionContext,
  walletSelectionAction,
} from './wallets/walletSelection';
