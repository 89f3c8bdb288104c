import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { encodeMint, encodeTokenAccount, TOKEN_PROGRAM_ID } from '@keel/chain-readers';
import { Svm, FailedTransactionMetadata } from './src/chain/svm';
import { createAssociatedTokenAccountIdempotent, transferChecked } from './src/test-support/spl-instructions';
const mode = process.argv[2];
const svm = new Svm();
if (mode.includes('clock')) svm.setClock({ slot: 350_000_000n, epoch: 810n, epochStartTimestamp: 1795235000n, unixTimestamp: 1795267414n });
if (mode.includes('bh')) for (let i=0;i<3;i++) svm.nextBlockhash();
const payer = Keypair.generate();
svm.setAccount(payer.publicKey, { lamports: 10_000_000_000n, owner: SystemProgram.programId, data: new Uint8Array(), executable: false, rentEpoch: 18446744073709551615n });
const mint = Keypair.generate().publicKey;
svm.setAccount(mint, { lamports: 10_000_000n, owner: TOKEN_PROGRAM_ID, data: encodeMint({mintAuthority: null, supply: 10n**12n, decimals: 6, isInitialized: true, freezeAuthority: null}), executable: false, rentEpoch: 18446744073709551615n });
const src = Keypair.generate().publicKey;
svm.setAccount(src, { lamports: 2039280n, owner: TOKEN_PROGRAM_ID, data: encodeTokenAccount({mint, owner: payer.publicKey, amount: 10n**10n, delegate: null, state: 'Initialized', isNative: null, delegatedAmount: 0n, closeAuthority: null}), executable: false, rentEpoch: 18446744073709551615n });
const owner = Keypair.generate().publicKey;
const ata = PublicKey.findProgramAddressSync([owner.toBuffer(), TOKEN_PROGRAM_ID.toBuffer(), mint.toBuffer()], new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'))[0];
const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: svm.latestBlockhash() });
if (mode.includes('ata')) tx.add(createAssociatedTokenAccountIdempotent(payer.publicKey, ata, owner, mint, TOKEN_PROGRAM_ID));
if (mode.includes('xfer')) tx.add(transferChecked(src, mint, mode.includes('ata') ? ata : src, payer.publicKey, 5n, 6, TOKEN_PROGRAM_ID));
tx.sign(payer);
const sim = svm.simulate(tx.serialize(), false);
console.log(mode, 'sim', sim instanceof FailedTransactionMetadata ? String(sim.err()) : 'ok');
if (!(sim instanceof FailedTransactionMetadata)) {
  const m = sim.meta();
  console.log('cu', m.computeUnitsConsumed());
  if (mode.includes('rd')) { const rd = m.returnData(); console.log('rd', rd.data().length); }
  if (mode.includes('inner')) { const ii = m.innerInstructions(); console.log('inner', ii.length); }
}
if (mode.includes('order') && !(sim instanceof FailedTransactionMetadata)) {
  const pa = sim.postAccounts(); console.log('post', pa.length);
  const m = sim.meta(); console.log('meta logs', m.logs().length);
  const ii = m.innerInstructions(); console.log('inner', ii.length);
  const rd = m.returnData(); console.log('rd', rd.data().length);
}
if (mode.includes('twice') && !(sim instanceof FailedTransactionMetadata)) {
  const m1 = sim.meta(); console.log('m1 inner', m1.innerInstructions().length);
  const m2 = sim.meta(); console.log('m2 logs', m2.logs().length);
  const ii = m2.innerInstructions(); console.log('m2 inner', ii.length);
  for (const l of ii) for (const x of l) { console.log('stack', x.stackHeight()); const c = x.instruction(); console.log('ix', c.programIdIndex(), c.accounts().length, c.data().length); }
}
if (mode.includes('iter') && !(sim instanceof FailedTransactionMetadata)) {
  const m = sim.meta();
  const ii = m.innerInstructions(); console.log('inner', ii.length);
  for (const l of ii) for (const x of l) { console.log('stack', x.stackHeight()); const c = x.instruction(); console.log('ix', c.programIdIndex(), c.accounts().length, c.data().length); }
}
if (mode.includes('only') && !(sim instanceof FailedTransactionMetadata)) {
  for (let k = 0; k < 50; k++) { const m = sim.meta(); const ii = m.innerInstructions(); if (k === 0) console.log('lens', ii.map(l => l.length)); }
  console.log('done only');
}
if (mode.includes('stackonly') && !(sim instanceof FailedTransactionMetadata)) {
  for (let k = 0; k < 50; k++) { const ii = sim.meta().innerInstructions(); for (const l of ii) for (const x of l) x.stackHeight(); }
  console.log('done stackonly');
}
if (mode.includes('ixonly') && !(sim instanceof FailedTransactionMetadata)) {
  for (let k = 0; k < 50; k++) { const ii = sim.meta().innerInstructions(); for (const l of ii) for (const x of l) { const c = x.instruction(); c.programIdIndex(); } }
  console.log('done ixonly');
}
