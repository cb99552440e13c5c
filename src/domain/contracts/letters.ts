// Which of the library's authorization letters belong to a contract: those whose number is the
// contract's authorization number (spaces and case aside). The back office writes that number on
// the contract; the partner's letters carry it, so nothing needs linking twice.
function numberKey(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, '').toUpperCase();
}

export function isLetterOfContract(
  letter: { number: string | null },
  contract: { authorizationNumber: string },
): boolean {
  const key = numberKey(contract.authorizationNumber);
  return key !== '' && numberKey(letter.number) === key;
}
