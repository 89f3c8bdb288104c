/** The world's funded wallets: an ordinary one, and one the screening flags. */
export type WalletRole = 'ordinary' | 'flagged';
