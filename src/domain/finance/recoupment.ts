// Recoupment of an advance (or of a deficit a negative adjustment left) across periods: nothing is
// paid while a balance remains, and no money is lost. For every period,
//   net = divided + recoup - deficit   and   balanceAfter = balanceBefore - recoup + deficit,
// so over any run of periods: total divided = total net - (first balance - last balance).

export interface Recoupment {
  /** taken from this period's net to repay the balance */
  recoup: bigint;
  /** what remains for the licensor this period (before taxes), never negative */
  divided: bigint;
  /** a negative net, carried forward to be recouped like an advance */
  deficit: bigint;
  balanceAfter: bigint;
}

/** `net` is the period's share plus adjustments (may be negative); `balanceBefore` the unrecouped balance (>= 0). */
export function applyRecoupment(net: bigint, balanceBefore: bigint): Recoupment {
  if (balanceBefore < 0n) throw new RangeError('balance must not be negative');
  if (net < 0n)
    return { recoup: 0n, divided: 0n, deficit: -net, balanceAfter: balanceBefore - net };
  const recoup = net < balanceBefore ? net : balanceBefore;
  return { recoup, divided: net - recoup, deficit: 0n, balanceAfter: balanceBefore - recoup };
}
