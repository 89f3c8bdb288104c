import { useBrand } from '../../brand/BrandContext';

/** '© {current year} {operator}'. */
export function Copyright({ now = new Date() }: { now?: Date }) {
  const brand = useBrand();
  return (
    <p className="keel-footer__copyright">
      © {now.getFullYear()} {brand.operatorName}. All rights reserved.
    </p>
  );
}
