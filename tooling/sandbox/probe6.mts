import { Keypair, PublicKey, SystemProgram, Transaction, TransactionInstruction } from '@solana/web3.js';
import { encodeMint, encodeTokenAccount, TOKEN_PROGRAM_ID } from '@keel/chain-readers';
import { Svm, FailedTransactionMetadata } from './src/chain/svm';
import { createAssociatedTokenAccountIdempotent, transferChecked } from './src/test-support/spl-instructions';
const svm = new Svm();
const payer = Keypair.generate();
svm.setAccount(payer.publicKey, { lamports: 10_000_000_000_000n, owner: SystemProgram.programId, data: new Uint8Array(), executable: false, rentEpoch: 0n });
const mint = Keypair.generate().publicKey;
svm.setAccount(mint, { lamports: 10_000_000n, owner: TOKEN_PROGRAM_ID, data: encodeMint({mintAuthority: null, supply: 10n**12n, decimals: 6, isInitialized: true, freezeAuthority: null}), executable: false, rentEpoch: 0n });
const src = Keypair.generate().publicKey;
svm.setAccount(src, { lamports: 2039280n, owner: TOKEN_PROGRAM_ID, data: encodeTokenAccount({mint, owner: payer.publicKey, amount: 10n**10n, delegate: null, state: 'Initialized', isNative: null, delegatedAmount: 0n, closeAuthority: null}), executable: false, rentEpoch: 0n });
let junk: unknown[] = [];
for (let k = 0; k < 150; k++) {
  const owner = Keypair.generate().publicKey;
  const ata = PublicKey.findProgramAddressSync([owner.toBuffer(), TOKEN_PROGRAM_ID.toBuffer(), mint.toBuffer()], new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'))[0];
  const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: svm.nextBlockhash() });
  const F = process.env.F ?? 'ata,xfer,sim,send,inner';
  if (F.includes('ata')) tx.add(createAssociatedTokenAccountIdempotent(payer.publicKey, ata, owner, mint, TOKEN_PROGRAM_ID));
  if (F.includes('xfer')) tx.add(transferChecked(src, mint, F.includes('ata') ? ata : src, payer.publicKey, 5n, 6, TOKEN_PROGRAM_ID));
  const newAcct = Keypair.generate();
  if (F.includes('init3')) {
    tx.add(SystemProgram.createAccount({ fromPubkey: payer.publicKey, newAccountPubkey: newAcct.publicKey, lamports: 2039280, space: 165, programId: TOKEN_PROGRAM_ID }));
    const d = Buffer.alloc(33); d[0] = 18; owner.toBuffer().copy(d, 1);
    tx.add(new TransactionInstruction({ programId: TOKEN_PROGRAM_ID, keys: [{pubkey: newAcct.publicKey, isSigner: false, isWritable: true}, {pubkey: mint, isSigner: false, isWritable: false}], data: d }));
  }
  if (F.includes('sys')) tx.add(SystemProgram.transfer({fromPubkey: payer.publicKey, toPubkey: owner, lamports: 1_000_000}));
  if (F.includes('init3')) tx.sign(payer, newAcct); else tx.sign(payer);
  if (F.includes('sim')) {
  const sim = svm.simulate(tx.serialize(), false);
  if (sim instanceof FailedTransactionMetadata) { console.log('sim fail', String(sim.err())); break; }
  if (F.includes('inner')) for (const l of sim.meta().innerInstructions()) for (const x of l) { x.stackHeight(); x.instruction().data(); }
  if (F.includes('post')) for (const e of sim.postAccounts()) e.account().data();
  }
  if (F.includes('send')) {
  const r = svm.send(tx.serialize());
  if (r instanceof FailedTransactionMetadata) { console.log('send fail', String(r.err())); break; }
  if (F.includes('inner')) for (const l of r.innerInstructions()) for (const x of l) { x.stackHeight(); x.instruction().data(); }
  }
  junk.push(new Array(1000).fill(k).map(String));
  if (junk.length > 20) junk = [];
}
console.log('done', (BigInt(Date.now()) % 1n));
