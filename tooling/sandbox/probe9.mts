import { createRequire } from 'node:module';
import { Keypair, PublicKey, SystemProgram, Transaction, TransactionInstruction } from '@solana/web3.js';
import { encodeMint, TOKEN_PROGRAM_ID } from '@keel/chain-readers';
import { createAssociatedTokenAccountIdempotent } from './src/test-support/spl-instructions';
const require = createRequire(import.meta.url);
const path = process.env.LIB ?? 'litesvm/dist/internal.js';
const lib = require(path);
const svm = new lib.LiteSvm();
const acct = (lamports: bigint, owner: PublicKey, data: Uint8Array) => new lib.Account(lamports, data, owner.toBytes(), false, 0n);
const payer = Keypair.generate();
svm.setAccount(payer.publicKey.toBytes(), acct(10_000_000_000_000n, SystemProgram.programId, new Uint8Array()));
const mint = Keypair.generate().publicKey;
svm.setAccount(mint.toBytes(), acct(10_000_000n, TOKEN_PROGRAM_ID, encodeMint({mintAuthority: null, supply: 10n**12n, decimals: 6, isInitialized: true, freezeAuthority: null})));
const F = process.env.F ?? '';
let last = '';
for (let k = 0; k < 150; k++) {
  const owner = Keypair.generate().publicKey;
  const ata = PublicKey.findProgramAddressSync([owner.toBuffer(), TOKEN_PROGRAM_ID.toBuffer(), mint.toBuffer()], new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'))[0];
  svm.expireBlockhash();
  const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: svm.latestBlockhash() });
  if (F.includes('memo')) tx.add(new TransactionInstruction({ programId: new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'), keys: [], data: Buffer.from('hello ' + k) }));
  else tx.add(createAssociatedTokenAccountIdempotent(payer.publicKey, ata, owner, mint, TOKEN_PROGRAM_ID));
  tx.sign(payer);
  const r = svm.sendVersionedTransaction(tx.serialize());
  if (r instanceof lib.FailedTransactionMetadata) { console.log('send fail', String(r.err()), r.meta().logs()); break; }
  last = String(r.computeUnitsConsumed());
}
console.log('done', last);
