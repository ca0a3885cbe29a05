// The billing module's SQL (issue 23): contracts and invoices (and the paid mark an approved payment
// puts on them), contract links and their undo links, the digital bill and connection requests, the
// invoices' verification codes. The payments' own statements are in ../../payments/repository.ts.
export * from "./contracts";
export * from "./links";
export * from "./requests";
export * from "./codes";
export * from "./dian";
