import { Keypair, PublicKey, SystemProgram, Transaction, TransactionInstruction } from '@solana/web3.js';
import { encodeMint, TOKEN_PROGRAM_ID } from '@keel/chain-readers';
import { Svm, FailedTransactionMetadata } from './src/chain/svm';
import { createAssociatedTokenAccountIdempotent } from './src/test-support/spl-instructions';
const svm = new Svm();
const payer = Keypair.generate();
svm.setAccount(payer.publicKey, { lamports: 10_000_000_000_000n, owner: SystemProgram.programId, data: new Uint8Array(), executable: false, rentEpoch: 0n });
const mint = Keypair.generate().publicKey;
svm.setAccount(mint, { lamports: 10_000_000n, owner: TOKEN_PROGRAM_ID, data: encodeMint({mintAuthority: null, supply: 10n**12n, decimals: 6, isInitialized: true, freezeAuthority: null}), executable: false, rentEpoch: 0n });
const F = process.env.F ?? '';
for (let k = 0; k < 150; k++) {
  const owner = Keypair.generate().publicKey;
  const ata = PublicKey.findProgramAddressSync([owner.toBuffer(), TOKEN_PROGRAM_ID.toBuffer(), mint.toBuffer()], new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'))[0];
  if (F.includes('prefund')) svm.setAccount(ata, { lamports: 2039280n, owner: SystemProgram.programId, data: new Uint8Array(), executable: false, rentEpoch: 0n });
  if (F.includes('exists')) {
    // Make the ATA already exist so CreateIdempotent only validates it.
    const { encodeTokenAccount } = await import('@keel/chain-readers');
    svm.setAccount(ata, { lamports: 2039280n, owner: TOKEN_PROGRAM_ID, data: encodeTokenAccount({ mint, owner, amount: 0n, delegate: null, state: 'Initialized', isNative: null, delegatedAmount: 0n, closeAuthority: null }), executable: false, rentEpoch: 0n });
  }
  const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: svm.nextBlockhash() });
  if (F.includes('memo')) tx.add(new TransactionInstruction({ programId: new PublicKey('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'), keys: [], data: Buffer.from('hello ' + k) }));
  else if (F.includes('ata2022')) tx.add(createAssociatedTokenAccountIdempotent(payer.publicKey, ata, owner, mint, TOKEN_PROGRAM_ID));
  else tx.add(createAssociatedTokenAccountIdempotent(payer.publicKey, ata, owner, mint, TOKEN_PROGRAM_ID));
  tx.sign(payer);
  const r = svm.send(tx.serialize());
  if (r instanceof FailedTransactionMetadata) { console.log('send fail', String(r.err()), r.meta().logs()); break; }
}
console.log('done');
