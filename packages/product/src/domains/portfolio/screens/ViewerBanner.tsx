import { AddressText } from '../../../common/AddressText';

/**
 * O§6: a viewer of another wallet's portfolio sees whose it is: the address shortened on one
 * line (the full address in its title), with a button that copies it and says 'Copied!'; a
 * clipboard failure is only logged.
 */
export function ViewerBanner({ owner }: { owner: string }) {
  return (
    <section className="keel-portfolio__viewer" aria-label="Viewing another wallet">
      You are viewing the portfolio of <AddressText address={owner} />
    </section>
  );
}
