export { shortenAddress } from './format/address';
