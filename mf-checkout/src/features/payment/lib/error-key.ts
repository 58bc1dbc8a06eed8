/** Plain-words message keys for the API's payment error codes. */
export function checkoutErrorKey(code: string): string {
  switch (code) {
    case 'ALREADY_ENROLLED':
      return 'payment.alreadyEnrolled';
    case 'CHILD_ALREADY_ENROLLED':
      return 'payment.childAlreadyEnrolled';
    case 'NOT_YOUR_CHILD':
      return 'payment.notYourChild';
    case 'AMOUNT_MISMATCH':
      return 'payment.amountMismatch';
    case 'COURSE_NOT_FOR_SALE':
      return 'payment.notForSale';
    case 'COURSE_CLOSED':
      return 'payment.courseClosed';
    case 'COURSE_FREE':
      return 'payment.courseFree';
    case 'PAYMENT_PROVIDER_UNAVAILABLE':
      return 'payment.providerUnavailable';
    default:
      return 'payment.checkoutFailed';
  }
}
