/**
 * A postal address in parts, as ISO 20022 structured addresses want them (StrtNm, BldgNb, PstCd,
 * TwnNm, Ctry). Since 15 November 2026 SEPA files may no longer carry an address as free lines.
 */
export interface PostalAddressParts {
  streetName: string;
  buildingNumber: string | null;
  postCode: string;
  townName: string;
  /** ISO 3166 alpha-2 */
  country: string;
}

// German house numbers: "12", "12a", "12 a", "12-14", "12/1", "7 b-c"; the number comes last.
const trailingBuildingNumber = /^(.*?)[\s,]*(\d+\s?[A-Za-z]?(?:\s?[-/]\s?\d*\s?[A-Za-z]?)?)$/;

/**
 * Splits a one-line street address ("Hauptstraße 12a") into street name and building number.
 * A line without a trailing number ("Am Markt") keeps it all as the street name.
 */
export function splitStreetAddress(line: string): { streetName: string; buildingNumber: string | null } {
  const compact = line.trim().replace(/\s+/g, ' ');
  const match = trailingBuildingNumber.exec(compact);
  if (!match || !match[1]) return { streetName: compact, buildingNumber: null };
  return { streetName: match[1].replace(/[\s,]+$/, ''), buildingNumber: match[2]!.trim() };
}
