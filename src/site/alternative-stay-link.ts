/** An alternative stay as Rooms & Rates offers it: the stay, its total and the link that searches it. */
export type AlternativeStayLink = {
  fromDate: string;
  toDate: string;
  numberOfNights: number;
  totalCost: number;
  url: string;
};
