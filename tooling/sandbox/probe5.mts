import { FeatureSet } from 'litesvm/dist/internal.js';
import { PublicKey } from '@solana/web3.js';
const all = FeatureSet.allEnabled();
const def = new FeatureSet();
console.log('all active', all.getActiveFeaturesCount(), 'inactive', all.getInactiveFeaturesCount());
console.log('default active', def.getActiveFeaturesCount(), 'inactive', def.getInactiveFeaturesCount());
const strict = new PublicKey('Eoh7e1sDqtyPtuiWAhBNSJinvtJWTTDgeUMRi3RF8zWS').toBytes();
console.log('strict in all', all.isActive(strict), 'in default', def.isActive(strict));
console.log(def.getInactiveFeatures().slice(0,3).map(b => new PublicKey(b).toBase58()));
