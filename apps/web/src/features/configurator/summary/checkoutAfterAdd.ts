// "Direkt zur Kasse" (issue 27): the summary's second button adds the cards to the cart like
// "In den Warenkorb" and then opens the checkout instead of the cart overview, saving the
// customer a click. The wish outlives the summary step (the page shows the added cart once the
// machine is done), so it is kept here until the added cart takes it; every add says anew
// whether it wants the checkout, so a failed add cannot send a later one there.

let wanted = false;

/** Called by both buttons when they send ADD_TO_CART. */
export function requestCheckoutAfterAdd(checkout: boolean): void {
  wanted = checkout;
}

/** Answers once whether the finished add should continue to the checkout. */
export function takeCheckoutAfterAdd(): boolean {
  const answer = wanted;
  wanted = false;
  return answer;
}
