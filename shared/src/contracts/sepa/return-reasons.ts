/**
 * Reason codes a bank reports on a returned SEPA core direct debit (ISO 20022
 * ExternalReturnReason1Code as the EPC SDD Core rulebook uses them). Labels live in the
 * front end's locales under `sepaReturnReason.<code>`.
 */
export const sepaReturnReasonCodes = [
  'AC01', // account identifier incorrect
  'AC04', // account closed
  'AC06', // account blocked
  'AC13', // debtor account is a consumer account (B2B)
  'AG01', // transaction forbidden on this account
  'AG02', // invalid bank operation code
  'AM04', // insufficient funds
  'AM05', // duplicate collection
  'BE05', // creditor identifier incorrect
  'FF01', // invalid file format
  'MD01', // no valid mandate
  'MD02', // mandate data missing or incorrect
  'MD06', // refund request by the debtor (disputed)
  'MD07', // debtor deceased
  'MS02', // refused by the debtor, reason not specified
  'MS03', // reason not specified
  'RC01', // BIC incorrect
  'RR01', // debtor account or identification missing (regulatory)
  'RR02', // debtor name or address missing (regulatory)
  'RR03', // creditor name or address missing (regulatory)
  'RR04', // regulatory reason
  'SL01', // specific service offered by the debtor bank
] as const;
export type SepaReturnReasonCode = (typeof sepaReturnReasonCodes)[number];
