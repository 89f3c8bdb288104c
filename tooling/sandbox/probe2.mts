import { Keypair, PublicKey, Transaction, sendAndConfirmTransaction } from '@solana/web3.js';
import { TOKEN_PROGRAM_ID } from '@keel/chain-readers';
import { startTestChain } from './src/test-support/test-chain';
import { createAssociatedTokenAccountIdempotent, transferChecked } from './src/test-support/spl-instructions';
import { associatedTokenAddress } from './src/world/addresses';
const t = await startTestChain({ seed: 'transactions' });
const ordinary = t.chain.world.wallets[0]!;
const holding = ordinary.tokens.find((b) => b.symbol === 'USDC')!;
const mint = new PublicKey(holding.mint);
const recipient = Keypair.generate().publicKey;
const destination = associatedTokenAddress(recipient, mint, TOKEN_PROGRAM_ID);
const tx = new Transaction().add(
  createAssociatedTokenAccountIdempotent(t.ordinary.publicKey, destination, recipient, mint, TOKEN_PROGRAM_ID),
  transferChecked(new PublicKey(holding.account), mint, destination, t.ordinary.publicKey, 123_450_000n, 6, TOKEN_PROGRAM_ID),
);
const { blockhash } = await t.connection.getLatestBlockhash();
tx.recentBlockhash = blockhash; tx.feePayer = t.ordinary.publicKey; tx.sign(t.ordinary);
console.log('simulate...');
const sim = t.chain.ledger.simulate((await import('./src/chain/wire-transaction')).decodeWireTransaction(tx.serialize()), { sigVerify: false, replaceRecentBlockhash: false });
console.log('sim', sim.err, sim.logs.length);
console.log('execute...');
const out = t.chain.ledger.execute((await import('./src/chain/wire-transaction')).decodeWireTransaction(tx.serialize()));
console.log('landed', out.landed);
await t.chain.close();
