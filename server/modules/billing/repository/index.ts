// The billing module's SQL (issue 23): contracts, invoices and their payments, contract links and
// their undo links, the digital bill and connection requests, the invoices' verification codes.
export * from "./contracts";
export * from "./links";
export * from "./requests";
export * from "./codes";
