import { useState } from 'react';

/**
 * True from the first time `open` is true: a dialog whose code loads on first use stays mounted
 * afterwards, so closing it keeps its exit and its state like any other dialog.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
